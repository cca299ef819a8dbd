import { defineConfig } from 'vite';
import { compressAssets } from '../vite/compress.ts';
import { buildUiLibrary } from '../vite/ui-library.ts';

// The UI library every area shares, served at /ui/ (shared/web/vite/ui-library.ts). Built before the areas.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [buildUiLibrary(), compressAssets()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000, cssCodeSplit: false },
});
