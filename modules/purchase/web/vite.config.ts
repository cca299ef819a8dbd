import { defineConfig } from 'vite';

// The server serves this build at /modules/purchase/; the hub mounts it in an iframe (ARCHITECTURE §6).
export default defineConfig({
  base: '/modules/purchase/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
