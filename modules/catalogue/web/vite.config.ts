import { defineConfig } from 'vite';

// The server serves this build at /modules/catalogue/; the hub mounts it in an iframe (ARCHITECTURE §6).
export default defineConfig({
  base: '/modules/catalogue/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
