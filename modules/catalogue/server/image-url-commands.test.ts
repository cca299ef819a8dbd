import { describe, expect, it } from 'vitest';
import { badUrl } from '../domain/add-image-urls.command.ts';
import { reorder } from '../domain/sort-image-urls.command.ts';

describe('image-url tool rules', () => {
  it('names the first address that is no http(s) URL by its position', () => {
    expect(badUrl(['https://a.example/1.png', 'http://b.example/2.jpg'])).toBeNull();
    expect(badUrl(['https://a.example/1.png', 'javascript:alert(1)'])).toBe('第2个链接：图片链接只能是http或https地址');
    expect(badUrl(['nope'])).toBe('第1个链接：图片链接格式不正确');
  });

  it('reorders entries within the places they hold, leaving the others where they are', () => {
    const current = [
      { id: 'a', sort: 2 },
      { id: 'b', sort: 5 },
      { id: 'c', sort: 9 },
    ];
    expect([...reorder(current, ['c', 'a', 'b'])]).toEqual([
      ['c', 2],
      ['a', 5],
      ['b', 9],
    ]);
  });
});
