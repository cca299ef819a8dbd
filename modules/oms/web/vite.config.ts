import { defineConfig } from 'vite';

// The server serves this build at /modules/oms/; the hub mounts it in an iframe (ARCHITECTURE §6).
export default defineConfig({
  base: '/modules/oms/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
