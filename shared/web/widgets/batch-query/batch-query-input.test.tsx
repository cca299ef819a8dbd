// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchQueryInput } from './batch-query-input.tsx';

function openTextArea(): HTMLTextAreaElement {
  fireEvent.click(screen.getByLabelText('批量查询'));
  return screen.getByPlaceholderText('换行分隔') as HTMLTextAreaElement;
}

describe('BatchQueryInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a 12-row, 300px text area with the 换行分隔 placeholder', () => {
    render(<BatchQueryInput onChange={() => {}} />);
    const area = openTextArea();
    expect(area.getAttribute('rows')).toBe('12');
    expect(area.style.width).toBe('300px');
  });

  it('emits the comma list 300 ms after the popover closes, not while typing', () => {
    const onChange = vi.fn();
    render(<BatchQueryInput onChange={onChange} />);
    const area = openTextArea();
    fireEvent.change(area, { target: { value: 'A1\n\nB2\tC3\n' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('批量查询'));
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('A1,B2,C3');
    expect((screen.getByLabelText('批量查询') as HTMLInputElement).value).toBe('A1,B2,C3');
  });

  it('emits at once when its form submits within the 300 ms, before the submit handler runs', () => {
    const seen: string[] = [];
    let value = '';
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          seen.push(value);
        }}
      >
        <BatchQueryInput
          onChange={(next) => {
            value = next;
          }}
        />
        <button type="submit">查询</button>
      </form>,
    );
    fireEvent.change(openTextArea(), { target: { value: 'A1\nB2' } });
    fireEvent.click(screen.getByLabelText('批量查询'));
    fireEvent.click(screen.getByText('查询'));
    expect(seen).toEqual(['A1,B2']);
    act(() => vi.advanceTimersByTime(1000));
    expect(value).toBe('A1,B2'); // and not a second, late emit
  });

  it('the clear button resets the text and emits an empty value', () => {
    const onChange = vi.fn();
    render(<BatchQueryInput value="X,Y" onChange={onChange} />);
    expect((screen.getByLabelText('批量查询') as HTMLInputElement).value).toBe('X,Y');
    fireEvent.click(screen.getByLabelText('清空'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
    expect((screen.getByLabelText('批量查询') as HTMLInputElement).value).toBe('');
  });

  it('offers the query fields when given', () => {
    render(
      <BatchQueryInput
        onChange={() => {}}
        fields={[
          { label: 'SKU', value: 'sku' },
          { label: '订单号', value: 'order_no' },
        ]}
      />,
    );
    expect(screen.getByText('SKU')).toBeTruthy();
  });
});
