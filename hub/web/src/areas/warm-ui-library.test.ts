// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_LIBRARY_MANIFEST, warmUiLibrary } from './warm-ui-library.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('warmUiLibrary', () => {
  it('preloads the library’s modules and prefetches its styles once, when idle', async () => {
    const fetched = vi.fn(
      async () => new Response(JSON.stringify({ preload: ['/ui/assets/react-1.js', '/ui/assets/arco-2.js'], styles: ['/ui/assets/style-3.css'] })),
    );
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    warmUiLibrary();
    warmUiLibrary(); // a second mount adds nothing
    await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(3));
    expect(fetched).toHaveBeenCalledWith(UI_LIBRARY_MANIFEST);
    const modules = [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
    expect(modules).toEqual(['/ui/assets/react-1.js', '/ui/assets/arco-2.js']);
    expect(document.head.querySelector('link[rel=prefetch]')?.getAttribute('href')).toBe('/ui/assets/style-3.css');
  });

  it('does nothing without a library build', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    warmUiLibrary();
    await new Promise((r) => setTimeout(r, 10));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
