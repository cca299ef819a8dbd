import { defineConfig } from 'vite';

// The hub is served at `/` by the server; areas at `/modules/<area>/` from their own builds.
export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // cmdk's Radix parts carry "use client" for server components; meaningless in this client build.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { proxy: { '/api-auth': 'http://127.0.0.1:8080', '/modules': 'http://127.0.0.1:8080' } },
});
