// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumberFilterInput } from './number-filter-input.tsx';

async function typeAndBlur(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  });
}

describe('NumberFilterInput', () => {
  it('rounds to 2 decimals by default', async () => {
    const onChange = vi.fn();
    render(<NumberFilterInput aria-label="金额" onChange={onChange} />);
    await typeAndBlur(screen.getByLabelText('金额'), '12.3456');
    expect(onChange).toHaveBeenLastCalledWith(12.35, expect.anything());
    expect((screen.getByLabelText('金额') as HTMLInputElement).value).toBe('12.35');
  });

  it('follows the precision prop', async () => {
    const onChange = vi.fn();
    render(<NumberFilterInput aria-label="数量" precision={0} onChange={onChange} />);
    await typeAndBlur(screen.getByLabelText('数量'), '7.6');
    expect((screen.getByLabelText('数量') as HTMLInputElement).value).toBe('8');
  });
});
