import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { typedDocuments } from './scripts/typed-documents';

const root = fileURLToPath(new URL('.', import.meta.url));
// The gateway runs on 4000 in development; the dev server forwards API traffic to it.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [typedDocuments(), react()],
  // Base stays '/': the gateway serves dist/assets at /assets and the explorer
  // page at /graphql, so asset URLs must be absolute rather than relative.
  base: '/',
  // Some CommonJS packages (react-fast-marquee, html-to-draftjs) otherwise yield
  // the module object from a default import in a "type": "module" package.
  legacy: { inconsistentCjsInterop: true },
  // react-router's package exports only its development build to bundlers; the
  // production build (no dev warnings) sits beside it.
  resolve: {
    alias: [{ find: /^react-router$/, replacement: resolve(root, '../node_modules/react-router/dist/production/index.mjs') }],
  },
  // draft-js reads Node's `global`.
  define: { global: 'globalThis' },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // No <link rel="modulepreload"> in the page head: browsers fetch those at high
        // priority, ahead of the page's images, while the entry's own imports already
        // fetch them all in parallel once it arrives; the first paint needs no script.
        modulePreload: false,
        // Two pages: the site (+ admin) and the offline GraphQL explorer, so the
        // explorer's editor code never weighs on the public site.
        rolldownOptions: {
          input: {
            main: resolve(root, 'index.html'),
            explorer: resolve(root, 'explorer.html'),
          },
        },
      },
  // The server renderer is one self-contained file: the production image ships
  // the gateway's dependencies only.
  ssr: { noExternal: true, target: 'node' },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/graphql', '/uploads', '/healthz'].map((path) => [path, { target: gateway, changeOrigin: false }]),
    ),
  },
}));
