import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compressFile } from './compress.ts';

/**
 * The UI library every area shares (README "Web apps"): React, Arco, the router and the area kit, built once by
 * `shared/web/ui-library` into content-hashed files at `/ui/`. An area's build leaves these imports bare and its
 * page maps them to those files with an import map, so the browser downloads and compiles them once for every
 * area; each area's iframe still evaluates them in its own realm, with its own state.
 */
export const UI_LIBRARY_BASE = '/ui/';
const webDir = join(import.meta.dirname, '..');
export const UI_LIBRARY_DIST = join(webDir, 'ui-library', 'dist');
const MANIFEST = 'ui-library.json';

/** Packages written as CommonJS: their entry names every export, read from the package itself. */
const COMMONJS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
/**
 * ES module packages and the kit's entries, re-exported whole. Not Arco's icons: stateless, each area bundles the
 * few it draws (the whole set is 300 KB).
 */
const MODULES = ['@arco-design/web-react', 'wouter', '@entrepot/entity', '@entrepot/contract'];
const KIT = ['area', 'entity', 'http', 'theme', 'time', 'widgets'];

/** Every bare import an area's build leaves to the UI library. */
export const UI_LIBRARY_IMPORTS = [...COMMONJS, ...MODULES, ...KIT.map((entry) => `@entrepot/web/${entry}`)];

/** The source of the library's entry for one import (resolved from `shared/web`, where the packages live). */
export function entrySource(specifier: string): string {
  if (COMMONJS.includes(specifier)) {
    const names = Object.keys(createRequire(join(webDir, 'package.json'))(specifier)).filter((name) => name !== 'default');
    return `export { ${names.join(', ')} } from '${specifier}';\nexport { default } from '${specifier}';\n`;
  }
  const kit = specifier.startsWith('@entrepot/web/') ? join(webDir, specifier.slice('@entrepot/web/'.length), 'index.ts') : null;
  return `export * from '${kit ?? specifier}';\n`;
}

/** A file name for an import: `@arco-design/web-react/icon` → `arco-design-web-react-icon`. */
export function entryName(specifier: string): string {
  return specifier.replace(/^@/, '').replace(/[^a-zA-Z0-9]+/g, '-');
}

export type UiLibraryManifest = { imports: Record<string, string>; preload: string[]; styles: string[] };

const VIRTUAL = '\0ui-library:';
const CHUNKS: [string, RegExp][] = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['arco', /node_modules\/@arco-design\//],
  ['kit', /\/shared\/(web|entity|contract|bridge|validators)\/(?!node_modules)/],
];

/** The library's own build: one entry per import, and `ui-library.json` naming the hashed file of each. */
export function buildUiLibrary(): Plugin {
  const bySpecifier = new Map(UI_LIBRARY_IMPORTS.map((specifier) => [entryName(specifier), specifier]));
  return {
    name: 'entrepot:ui-library',
    config: () => ({
      base: UI_LIBRARY_BASE,
      build: {
        rolldownOptions: {
          input: Object.fromEntries([...bySpecifier.keys()].map((name) => [name, `${VIRTUAL}${name}`])),
          preserveEntrySignatures: 'strict',
          // A few large files rather than forty small ones: React, Arco, the kit; the rest as the bundler splits it.
          output: { codeSplitting: { groups: CHUNKS.map(([name, test]) => ({ name, test })) } },
        },
      },
    }),
    resolveId: (id) => (id.startsWith(VIRTUAL) ? id : null),
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      return entrySource(bySpecifier.get(id.slice(VIRTUAL.length)) as string);
    },
    async writeBundle(options, bundle) {
      const manifest: UiLibraryManifest = { imports: {}, preload: [], styles: [] };
      for (const file of Object.values(bundle)) {
        const url = `${UI_LIBRARY_BASE}${file.fileName}`;
        if (file.type === 'asset') {
          if (file.fileName.endsWith('.css')) manifest.styles.push(url);
          continue;
        }
        if (file.isEntry) manifest.imports[bySpecifier.get(file.name) as string] = url;
        if (!file.isDynamicEntry) manifest.preload.push(url);
      }
      const path = join(options.dir ?? UI_LIBRARY_DIST, MANIFEST);
      await writeFile(path, `${JSON.stringify(manifest, null, 2)}\n`);
      await compressFile(path); // a file of the build like the others (served at /ui/ui-library.json)
    },
  };
}

function readManifest(): UiLibraryManifest {
  const path = join(UI_LIBRARY_DIST, MANIFEST);
  if (!existsSync(path)) throw new Error(`the UI library is not built (${path}): build shared/web/ui-library before the areas`);
  return JSON.parse(readFileSync(path, 'utf8')) as UiLibraryManifest;
}

/** An area's build: the library's imports stay bare, and the page maps them, preloads them and links its styles. */
export function uiLibraryImports(): Plugin {
  return {
    name: 'entrepot:use-ui-library',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { external: UI_LIBRARY_IMPORTS } } }),
    transformIndexHtml() {
      const { imports, preload, styles } = readManifest();
      return [
        { tag: 'script', attrs: { type: 'importmap' }, children: JSON.stringify({ imports }), injectTo: 'head-prepend' },
        ...styles.map((href) => ({ tag: 'link', attrs: { rel: 'stylesheet', href }, injectTo: 'head-prepend' as const })),
        ...preload.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', href, crossorigin: true }, injectTo: 'head-prepend' as const })),
      ];
    },
  };
}
