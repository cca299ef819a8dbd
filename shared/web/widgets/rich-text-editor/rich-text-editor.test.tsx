// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, render } from '@testing-library/react';
import { createRef, useState } from 'react';
import { Quill } from 'react-quill-new';
import { describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../notify.ts';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor.tsx';

vi.mock('../notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn() }));

/** A parent that feeds every change back as the value, as a form does. */
function ControlledEditor({ editorRef, seen }: { editorRef: React.Ref<RichTextEditorHandle>; seen: string[] }) {
  const [html, setHtml] = useState('');
  return (
    <RichTextEditor
      ref={editorRef}
      value={html}
      onChange={(next) => {
        seen.push(next);
        setHtml(next);
      }}
      formatVariable={(name) => name}
      upload={async () => ''}
    />
  );
}

describe('RichTextEditor (smoke)', () => {
  it('renders the toolbar with its buttons', async () => {
    const { container } = render(<RichTextEditor upload={async () => '/x.png'} />);
    await act(async () => {});
    for (const format of ['bold', 'italic', 'underline', 'strike', 'direction', 'blockquote', 'image', 'code-block', 'link', 'clean']) {
      expect(container.querySelector(`.ql-toolbar .ql-${format}`), format).not.toBeNull();
    }
    expect(container.querySelectorAll('.ql-toolbar .ql-list')).toHaveLength(2);
    expect(container.querySelector('.ql-toolbar .ql-header')).not.toBeNull();
    expect(container.querySelector('.ql-toolbar .ql-color')).not.toBeNull();
  });

  it('is not editable in read-only mode', async () => {
    const { container } = render(<RichTextEditor readOnly value="<p>hello</p>" upload={async () => ''} />);
    await act(async () => {});
    expect(container.querySelector('.ql-editor')?.getAttribute('contenteditable')).toBe('false');
    expect(container.querySelector('.ql-editor')?.textContent).toBe('hello');
  });

  it('inserts variables and HTML through its ref', async () => {
    const ref = createRef<RichTextEditorHandle>();
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor ref={ref} onChange={onChange} upload={async () => ''} />);
    await act(async () => {});
    await act(async () => ref.current?.insertVariable('order_no'));
    expect(container.querySelector('.ql-editor')?.textContent).toContain('{{order_no}}');
    await act(async () => ref.current?.insertHtml('<strong>bold</strong>'));
    expect(container.querySelector('.ql-editor strong')?.textContent).toBe('bold');
    expect(onChange).toHaveBeenCalled();
  });

  it('keeps spaces under a controlled parent (value fed back from onChange)', async () => {
    const ref = createRef<RichTextEditorHandle>();
    const seen: string[] = [];
    const { container } = render(<ControlledEditor editorRef={ref} seen={seen} />);
    await act(async () => {});
    // typed one piece at a time: a trailing space must survive the value coming back
    await act(async () => ref.current?.insertVariable('a '));
    await act(async () => ref.current?.insertVariable('b'));
    expect(container.querySelector('.ql-editor')?.textContent).toBe('a b');
    expect(seen.length).toBeLessThan(10); // no reset loop
  });

  it('links a pasted URL', async () => {
    const ref = createRef<RichTextEditorHandle>();
    const { container } = render(<RichTextEditor ref={ref} upload={async () => ''} />);
    await act(async () => {});
    await act(async () => ref.current?.insertHtml('see https://a.com/x now'));
    expect(container.querySelector('.ql-editor a')?.getAttribute('href')).toBe('https://a.com/x');
  });

  it('uploads pasted or dropped images 500 ms later, inserts them and says 上传成功', async () => {
    const upload = vi.fn(async (file: File) => `https://cdn.example/${file.name}`);
    const { container } = render(<RichTextEditor upload={upload} />);
    await act(async () => {});
    const quill = Quill.find(container.querySelector('.ql-container') as HTMLElement) as InstanceType<typeof Quill>;
    const uploader = quill.getModule('uploader') as { upload(range: { index: number; length: number }, files: File[]): void };
    uploader.upload({ index: 0, length: 0 }, [new File(['x'], 'a.png', { type: 'image/png' }), new File(['x'], 'b.webp', { type: 'image/webp' })]);
    expect(upload).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(upload).toHaveBeenCalledOnce();
    expect(container.querySelector('.ql-editor img')?.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(notifySuccess).toHaveBeenCalledWith('上传成功');
  });
});
