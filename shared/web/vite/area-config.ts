import { defineConfig, type UserConfig } from 'vite';
import { compressAssets } from './compress.ts';
import { uiLibraryImports } from './ui-library.ts';

/**
 * An area's build (ARCHITECTURE §6): served by the server at `/modules/<area>/` and mounted by the hub in an
 * iframe; React, Arco and the area kit come from the shared UI library, every file gets its compressed twins.
 */
export function areaConfig(area: string): UserConfig {
  return defineConfig({
    base: `/modules/${area}/`,
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [uiLibraryImports(), compressAssets()],
    build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
}
