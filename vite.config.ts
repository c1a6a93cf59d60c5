import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import { appShell } from './scripts/build/app-shell-plugin.js';
import { linguiMacros } from './scripts/build/lingui-macro-plugin.js';
import { precompress } from './scripts/build/precompress-plugin.js';
import { zodWithoutJsonSchema } from './scripts/build/zod-without-json-schema-plugin.js';

const DEV_SERVER_PORT = 5173;

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The server's own settings (.env and the environment), so the dev server finds it on its PORT.
  const serverEnv = loadEnv(mode, process.cwd(), '');
  // The Fastify server (npm run dev) answers these; the dev server forwards them with the browser's Host
  // header, as a reverse proxy does, so the server sees the address the visitor is on.
  const apiServer: ProxyOptions = {
    target: `http://localhost:${serverEnv.PORT || 3000}`,
    changeOrigin: false,
  };
  const devOrigin = `http://localhost:${DEV_SERVER_PORT}`;
  if (command === 'serve' && serverEnv.PUBLIC_URL?.replace(/\/$/, '') !== devOrigin) {
    // Sign-in and the server's pages live on PUBLIC_URL only (docs/decisions/001-one-canonical-host.md).
    console.warn(
      `\nPUBLIC_URL is ${serverEnv.PUBLIC_URL || 'not set'}: to sign in through this dev server, set ` +
        `PUBLIC_URL=${devOrigin} in .env and restart npm run dev.\n`,
    );
  }

  const root = fileURLToPath(new URL('./src/web', import.meta.url));
  if (isSsrBuild) {
    // The server's first paint (app/server-render.tsx, decision 034): the app's routes and components for Node,
    // every package bundled in, so the server needs nothing of the web's dependencies at run time.
    return {
      root,
      plugins: [zodWithoutJsonSchema(), linguiMacros(), lingui(), react()],
      ssr: { noExternal: true },
      // React's production build alone: the server runs it, whatever NODE_ENV it is started with.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: fileURLToPath(new URL('./dist/web-render', import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
        ssr: true,
        rolldownOptions: { input: { 'server-render': `${root}/app/server-render.tsx` } },
      },
    };
  }

  return {
    root,
    // Lingui's macros run before plugin-react; its .po catalogues compile on import (decision 028).
    plugins: [
      zodWithoutJsonSchema(),
      linguiMacros(),
      lingui(),
      react(),
      tailwindcss(),
      appShell(),
      precompress(),
    ],
    build: {
      outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
      emptyOutDir: true,
      // .vite/manifest.json maps each source module to its chunk and imports: the first-visit JavaScript
      // budget test walks it. The server only serves files it finds without dot-folders, so it stays private.
      manifest: true,
      rolldownOptions: {
        // Required by inlined common chunks below; nothing imports the app's chunks from outside.
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            // React, React Router and TanStack Query: every page needs them, and they change less often than
            // the app, so a visitor's cache keeps them across releases.
            groups: [
              {
                // Vite's helpers for loading chunks: the entry needs them and nothing else before the page has
                // painted (main.tsx); beside anything larger, they would bring that into the entry.
                name: 'chunk-loading',
                test: /^\0vite\/(preload-helper|modulepreload-polyfill)/,
              },
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              },
              {
                // The listing card with what it carries (badges, the compare box and the pick it keeps): every
                // page that lists homes needs it, and one file is smaller than the copies several chunks held.
                name: 'listing-card',
                test: /src[\\/](web[\\/](components[\\/](listing[\\/]|compare[\\/]compare-toggle)|lib[\\/]compare-selection)|domain[\\/](compare-pick|shortlist)\.ts)/,
              },
            ],
            // Without this each icon and small helper shared by two pages is a file of its own: a first visit
            // to a listing fetched 53. A module this small is copied into the chunks that use it instead,
            // which leaves 13 to 15 files per first visit and slightly fewer bytes.
            experimentalInlineCommonChunks: { maxSize: 8_000 },
          },
        },
      },
    },
    server: {
      // PUBLIC_URL names this port: another one would put the site on an address sign-in does not know.
      port: DEV_SERVER_PORT,
      strictPort: true,
      proxy: {
        '/api': apiServer,
        '/media': apiServer,
        // The embedded development identity provider and its account chooser.
        '/oidc': apiServer,
        '/dev-sign-in': apiServer,
      },
    },
  };
});
