// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../notify.ts';
import { CopyText } from './copy-text.tsx';

vi.mock('../notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn() }));

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByLabelText('复制'));
  });
}

describe('CopyText', () => {
  afterEach(() => vi.clearAllMocks());

  it('cuts the text with an ellipsis at 200px by default', () => {
    render(<CopyText text="PO202603150001" />);
    const text = screen.getByText('PO202603150001');
    expect(text.style.width).toBe('200px');
    expect(text.style.textOverflow).toBe('ellipsis');
    expect(text.title).toBe('PO202603150001');
  });

  it('copies and says 复制成功', async () => {
    const writeText = stubClipboard(async () => {});
    render(<CopyText text="SKU-1" width={120} />);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('SKU-1');
    expect(notifySuccess).toHaveBeenCalledWith('复制成功');
  });

  it('says 当前浏览器不支持复制 when nothing can copy', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    document.execCommand = vi.fn(() => false);
    render(<CopyText text="SKU-1" />);
    await clickCopy();
    expect(notifyError).toHaveBeenCalledWith('当前浏览器不支持复制');
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
