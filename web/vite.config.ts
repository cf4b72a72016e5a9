import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
// graphiql 4.0.x wants @graphiql/react 0.33 while its history and doc-explorer
// plugins want 0.34, so npm installs two copies and GraphiQL crashes ("without
// the necessary context"). Bundle the plugins' copy (0.34 is a superset of 0.33)
// so that all of them share one set of React contexts.
const fromPlugins = createRequire(createRequire(import.meta.url).resolve('@graphiql/plugin-history'));
const graphiqlReact = fromPlugins.resolve('@graphiql/react');

// The gateway runs on 4000 in development; the dev server forwards API traffic to it.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^@graphiql\/react$/, replacement: graphiqlReact }] },
  // Base stays '/': the gateway serves dist/assets at /assets and the explorer
  // page at /graphql, so asset URLs must be absolute rather than relative.
  base: '/',
  // Some CommonJS packages (react-fast-marquee, html-to-draftjs) otherwise yield
  // the module object from a default import in a "type": "module" package.
  legacy: { inconsistentCjsInterop: true },
  // draft-js reads Node's `global`.
  define: { global: 'globalThis' },
  build: {
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
  server: {
    proxy: Object.fromEntries(
      ['/api', '/graphql', '/uploads', '/healthz'].map((path) => [path, { target: gateway, changeOrigin: false }]),
    ),
  },
});
