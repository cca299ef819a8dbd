// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionLink } from './action-link.tsx';
import { BatchActionDropdown } from './batch-action-dropdown.tsx';
import { type MenuAction, runMenuAction } from './menu-action.ts';
import { MoreButton } from './more-button.tsx';

const actions = (onExport = vi.fn(), onDelete = vi.fn()): MenuAction[] => [
  { key: 'export', label: '导出', onClick: onExport },
  { key: 'delete', label: '删除', onClick: onDelete, disabled: true },
];

describe('runMenuAction', () => {
  it('runs the named action unless it is disabled', () => {
    const onExport = vi.fn();
    const onDelete = vi.fn();
    runMenuAction(actions(onExport, onDelete), 'export');
    runMenuAction(actions(onExport, onDelete), 'delete');
    runMenuAction(actions(onExport, onDelete), 'nope');
    expect(onExport).toHaveBeenCalledOnce();
    expect(onDelete).not.toHaveBeenCalled();
  });
});

describe('dropdown buttons', () => {
  it('have the default texts 更多, 操作 and 批量操作', () => {
    render(
      <>
        <MoreButton actions={[]} />
        <ActionLink actions={[]} />
        <BatchActionDropdown actions={[]} />
      </>,
    );
    expect(screen.getByRole('button', { name: /更多/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^操作/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /批量操作/ })).toBeTruthy();
  });

  it('open their menu and run the chosen action', async () => {
    const onExport = vi.fn();
    render(<BatchActionDropdown title="批量处理" actions={actions(onExport)} />);
    fireEvent.click(screen.getByRole('button', { name: /批量处理/ }));
    await act(async () => {});
    fireEvent.click(await screen.findByText('导出'));
    expect(onExport).toHaveBeenCalledOnce();
  });

  it('can be disabled', () => {
    render(<BatchActionDropdown actions={actions()} disabled />);
    expect((screen.getByRole('button', { name: /批量操作/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
