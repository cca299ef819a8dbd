// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../notify.ts';
import { ImportDialog } from './import-dialog.tsx';

vi.mock('../notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn() }));

function fileInput(): HTMLInputElement {
  const input = document.body.querySelector('input[type=file]');
  if (!input) throw new Error('no file input');
  return input as HTMLInputElement;
}

async function choose(...files: File[]) {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files } });
  });
}

const xlsx = (name: string) => new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('ImportDialog', () => {
  beforeEach(() => vi.mocked(notifyError).mockClear());

  it('has the default title 导入, is 865 wide and shows the default hint', () => {
    render(<ImportDialog visible onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.getByText('导入')).toBeTruthy();
    expect((document.body.querySelector('.arco-modal') as HTMLElement).style.width).toBe('865px');
    expect(screen.getByText(/xls、xlsx\.\.\./)).toBeTruthy();
    expect(fileInput().accept).toBe('.xls,.xlsx');
    expect((screen.getByLabelText('已选文件') as HTMLElement).style.height).toBe('50px');
  });

  it('does not close on a mask click', async () => {
    const onCancel = vi.fn();
    render(<ImportDialog visible onCancel={onCancel} onConfirm={() => {}} />);
    const mask = document.body.querySelector('.arco-modal-wrapper') as HTMLElement;
    fireEvent.mouseDown(mask);
    fireEvent.click(mask);
    // Arco closes 100 ms after a mask click.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('取消'));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('confirming with no file says 请上传文件 and does not proceed', async () => {
    const onConfirm = vi.fn();
    render(<ImportDialog visible onCancel={() => {}} onConfirm={onConfirm} />);
    await act(async () => {
      fireEvent.click(screen.getByText('确定'));
    });
    expect(notifyError).toHaveBeenCalledWith('请上传文件');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('holds the chosen file until confirm, then hands it over', async () => {
    const onConfirm = vi.fn();
    render(<ImportDialog visible onCancel={() => {}} onConfirm={onConfirm} />);
    await choose(xlsx('a.xlsx'));
    expect(screen.getByText('a.xlsx')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await choose(xlsx('b.xlsx'));
    // Single mode: the newer file replaces the older one.
    expect(screen.queryByText('a.xlsx')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('确定'));
    });
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onConfirm.mock.calls[0]?.[0].map((f: File) => f.name)).toEqual(['b.xlsx']);
  });

  it('multiple mode keeps every file; a wrong extension is refused', async () => {
    render(<ImportDialog visible multiple onCancel={() => {}} onConfirm={() => {}} />);
    await choose(xlsx('a.xlsx'), xlsx('b.xls'));
    await choose(new File(['x'], 'c.csv'));
    expect(screen.getByText('a.xlsx')).toBeTruthy();
    expect(screen.getByText('b.xls')).toBeTruthy();
    expect(screen.queryByText('c.csv')).toBeNull();
    fireEvent.click(screen.getByLabelText('移除 a.xlsx'));
    expect(screen.queryByText('a.xlsx')).toBeNull();
  });

  it('shows the template step and the explanation when given', () => {
    const onDownloadTemplate = vi.fn();
    render(
      <ImportDialog visible title="导入SKU" onCancel={() => {}} onConfirm={() => {}} onDownloadTemplate={onDownloadTemplate} explanation="每次最多1000行" />,
    );
    expect(screen.getByText('导入SKU')).toBeTruthy();
    expect(screen.getByText('每次最多1000行')).toBeTruthy();
    fireEvent.click(screen.getByText('下载模板'));
    expect(onDownloadTemplate).toHaveBeenCalledOnce();
  });
});
