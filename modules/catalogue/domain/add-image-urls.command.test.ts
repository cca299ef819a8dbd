import { describe, expect, it } from 'vitest';
import { decideAddImageUrls } from './add-image-urls.command.ts';

describe('adding addresses to the image-url list', () => {
  it('adds each address once, in the order given', () => {
    expect(decideAddImageUrls({ urls: ['https://a.example/1.png', 'http://b.example/2.jpg', 'https://a.example/1.png'] })).toEqual({
      urls: ['https://a.example/1.png', 'http://b.example/2.jpg'],
    });
  });

  it('refuses the first address that is no http(s) URL, by its line among the addresses kept', () => {
    expect(decideAddImageUrls({ urls: ['https://a.example/1.png', 'https://a.example/1.png', 'javascript:alert(1)', 'nope'] })).toEqual({
      refused: { field: 'urls', rule: '第2个链接：图片链接只能是http或https地址' },
    });
    expect(decideAddImageUrls({ urls: ['nope'] })).toEqual({ refused: { field: 'urls', rule: '第1个链接：图片链接格式不正确' } });
  });
});
