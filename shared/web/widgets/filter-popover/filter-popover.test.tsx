// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterPopover } from './filter-popover.tsx';

describe('FilterPopover', () => {
  it('opens a 350px filter panel from its 筛选 button', async () => {
    render(<FilterPopover content={<span>仓库筛选</span>} />);
    expect(screen.queryByText('仓库筛选')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /筛选/ }));
    await act(async () => {});
    expect((screen.getByText('仓库筛选').parentElement as HTMLElement).style.width).toBe('350px');
  });

  it('takes another width and trigger', async () => {
    render(
      <FilterPopover content={<span>条件</span>} width={500}>
        <button type="button">更多条件</button>
      </FilterPopover>,
    );
    fireEvent.click(screen.getByText('更多条件'));
    await act(async () => {});
    expect((screen.getByText('条件').parentElement as HTMLElement).style.width).toBe('500px');
  });
});
