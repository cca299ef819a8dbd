import { join } from 'node:path';
import { defineConfig } from 'vite';
import { compressAssets } from '../../shared/web/vite/compress.ts';

// The hub is served at `/` by the server; areas at `/modules/<area>/` from their own builds.
export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [compressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // The shell, and the help page the shell's 帮助 opens (served at /help/ without a session).
      input: { main: join(import.meta.dirname, 'index.html'), help: join(import.meta.dirname, 'help', 'index.html') },
      // cmdk's Radix parts carry "use client" for server components; meaningless in this client build.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { proxy: { '/api-auth': 'http://127.0.0.1:8080', '/modules': 'http://127.0.0.1:8080' } },
});
