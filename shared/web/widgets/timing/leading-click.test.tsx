// @vitest-environment happy-dom
import '../testing/setup.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadingGate } from './leading-click.ts';
import { useLeadingClick } from './use-leading-click.ts';

describe('createLeadingGate', () => {
  it('lets the first call through and refuses calls within 500 ms of it', () => {
    let t = 1000;
    const gate = createLeadingGate(500, () => t);
    expect(gate()).toBe(true);
    t = 1499;
    expect(gate()).toBe(false);
    t = 1500;
    expect(gate()).toBe(true);
    t = 1600;
    expect(gate()).toBe(false);
  });
});

function SaveButton({ onSave }: { onSave: () => void }) {
  const onClick = useLeadingClick(onSave);
  return (
    <button type="button" onClick={onClick}>
      保存
    </button>
  );
}

describe('useLeadingClick', () => {
  beforeEach(() => vi.useFakeTimers({ now: 10_000 }));
  afterEach(() => vi.useRealTimers());

  it('runs the first click and ignores further clicks for 500 ms', () => {
    const onSave = vi.fn();
    render(<SaveButton onSave={onSave} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    vi.advanceTimersByTime(499);
    fireEvent.click(button);
    expect(onSave).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    fireEvent.click(button);
    expect(onSave).toHaveBeenCalledTimes(2);
  });
});
