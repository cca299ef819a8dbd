import { defineConfig } from 'vite';

// The server serves this build at /modules/quality/; the hub mounts it in an iframe (ARCHITECTURE §6).
export default defineConfig({
  base: '/modules/quality/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
