import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
// The gateway runs on 4000 in development; the dev server forwards API traffic to it.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // Base stays '/': the gateway serves dist/assets at /assets and the explorer
  // page at /graphql, so asset URLs must be absolute rather than relative.
  base: '/',
  // Some CommonJS packages (react-fast-marquee, html-to-draftjs) otherwise yield
  // the module object from a default import in a "type": "module" package.
  legacy: { inconsistentCjsInterop: true },
  // draft-js reads Node's `global`.
  define: { global: 'globalThis' },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
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
