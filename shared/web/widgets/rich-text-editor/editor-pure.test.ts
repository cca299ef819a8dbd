import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_IMAGE_ACCEPT, isEditorImage } from './editor-images.ts';
import { EDITOR_TOOLBAR, toolbarFormats } from './editor-toolbar.ts';
import { createImageUploadQueue } from './image-upload-queue.ts';
import { findUrls, type LinkableEditor, linkifyEditor, mayFinishUrl } from './linkify.ts';

describe('editor toolbar', () => {
  it('offers exactly the formats of the spec', () => {
    expect(toolbarFormats(EDITOR_TOOLBAR).sort()).toEqual(
      [
        'bold',
        'italic',
        'underline',
        'strike',
        'direction',
        'blockquote',
        'image',
        'code-block',
        'header',
        'list',
        'list',
        'script',
        'script',
        'indent',
        'indent',
        'color',
        'background',
        'link',
        'clean',
      ].sort(),
    );
  });
});

describe('isEditorImage', () => {
  it('takes gif, jpg, jpeg, png, apng and bmp only', () => {
    for (const name of ['a.gif', 'a.JPG', 'a.jpeg', 'a.png', 'a.apng', 'a.bmp']) expect(isEditorImage({ name, type: '' })).toBe(true);
    for (const name of ['a.webp', 'a.svg', 'a.pdf', 'png']) expect(isEditorImage({ name, type: 'image/png' })).toBe(name === 'png');
    expect(isEditorImage({ name: 'image', type: 'image/jpeg' })).toBe(true);
    expect(isEditorImage({ name: 'image', type: 'image/webp' })).toBe(false);
    expect(EDITOR_IMAGE_ACCEPT).toBe('.gif,.jpg,.jpeg,.png,.apng,.bmp');
  });
});

describe('findUrls', () => {
  it('finds finished http, https and www addresses', () => {
    const text = 'see https://a.com/x?y=1 and www.b.cn, or http://c.io.\n';
    expect(findUrls(text)).toEqual([
      { index: 4, length: 19, href: 'https://a.com/x?y=1' },
      { index: 28, length: 8, href: 'http://www.b.cn' },
      { index: 41, length: 11, href: 'http://c.io' },
    ]);
  });

  it('leaves a URL still being typed alone', () => {
    expect(findUrls('go to https://exa')).toHaveLength(1);
    expect(findUrls('go to https://exa"')).toEqual([]);
    expect(findUrls('no link here')).toEqual([]);
  });

  it('mayFinishUrl: whitespace or a paste', () => {
    expect(mayFinishUrl(' ')).toBe(true);
    expect(mayFinishUrl('\n')).toBe(true);
    expect(mayFinishUrl('https://a.com')).toBe(true);
    expect(mayFinishUrl('a')).toBe(false);
  });
});

describe('linkifyEditor', () => {
  it('links the URLs that are not links yet', () => {
    const formatText = vi.fn();
    const editor: LinkableEditor = {
      getText: () => 'https://a.com https://b.com\n',
      getFormat: (index) => (index === 0 ? { link: 'https://a.com' } : {}),
      formatText,
    };
    expect(linkifyEditor(editor)).toBe(1);
    expect(formatText).toHaveBeenCalledExactlyOnceWith(14, 13, 'link', 'https://b.com', 'user');
  });
});

describe('createImageUploadQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const png = (name: string) => new File(['x'], name, { type: 'image/png' });

  it('uploads a burst of images 500 ms after the last one, in order, then reports', async () => {
    const upload = vi.fn(async (file: File) => `/files/${file.name}`);
    const insert = vi.fn();
    const onUploaded = vi.fn();
    const queue = createImageUploadQueue({ upload, insert, onUploaded });
    queue.add([png('1.png')]);
    await vi.advanceTimersByTimeAsync(400);
    queue.add([png('2.png'), new File(['x'], 'doc.pdf')]);
    await vi.advanceTimersByTimeAsync(499);
    expect(upload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['1.png', '2.png']);
    expect(insert.mock.calls).toEqual([['/files/1.png'], ['/files/2.png']]);
    expect(onUploaded).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('skips failed uploads and stays quiet when none made it', async () => {
    const onUploaded = vi.fn();
    const queue = createImageUploadQueue({ upload: () => Promise.reject(new Error('x')), insert: vi.fn(), onUploaded });
    queue.add([png('a.png')]);
    await vi.advanceTimersByTimeAsync(500);
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
