/** The UI library's files as its build lists them (shared/web/vite/ui-library.ts). */
type Library = { preload: string[]; styles: string[] };

export const UI_LIBRARY_MANIFEST = '/ui/ui-library.json';

/**
 * While the workbench is idle, the hub fetches and compiles the UI library every area's page maps its React, Arco and
 * kit imports to (README "Web apps and the wire"): the first area opened then finds the files in the HTTP cache and
 * their compiled code in the renderer's, which the areas' same-origin iframes share. Nothing runs: each area still
 * evaluates the library in its own realm. Without a library build (the dev server) nothing happens.
 */
export function warmUiLibrary(doc: Document = document): void {
  const warm = async () => {
    const answer = await fetch(UI_LIBRARY_MANIFEST).catch(() => null);
    if (!answer?.ok) return;
    const library = (await answer.json()) as Library;
    const link = (rel: string, href: string, as?: string) => {
      if (doc.head.querySelector(`link[href="${href}"]`)) return;
      const element = doc.createElement('link');
      element.rel = rel;
      element.href = href;
      if (as) element.as = as;
      else element.crossOrigin = ''; // a module script asks in CORS mode: the cached answer then serves the areas
      doc.head.append(element);
    };
    for (const href of library.preload) link('modulepreload', href);
    for (const href of library.styles) link('prefetch', href, 'style');
  };
  const idle = (globalThis as { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(() => void warm(), { timeout: 3000 });
  else setTimeout(() => void warm(), 1000);
}
