import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress-plugin.js';

// The Fastify server (npm run dev) answers /api and /media; the dev server forwards to it.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json maps each source module to its chunk and imports: the first-visit JavaScript
    // budget test walks it. The server only serves files it finds without dot-folders, so it stays private.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
});
