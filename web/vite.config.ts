import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import babel from 'vite-plugin-babel';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The explorer page's script (explorer.html). */
const EXPLORER_ENTRY = 'src/explorer/main.tsx';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The modules `entry` imports, directly or through others (dynamic imports not followed). */
function staticClosure(entry: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * One chunk for what the app needs to start (entry-client.tsx and all it imports,
 * less what the page's entry already holds and what the explorer page shares).
 * Left to itself, rolldown cuts what the app shares with its lazy chunks into a
 * dozen small common chunks: each a request, with its own 1 KB of response headers.
 */
function appChunk(): (id: string, graph: ModuleGraph) => string | null {
  let app: Set<string> | undefined;
  return (id, graph) => {
    if (!app) {
      const elsewhere = new Set([...staticClosure(resolve(root, 'src/entry-boot.ts'), graph), ...staticClosure(resolve(root, EXPLORER_ENTRY), graph)]);
      app = new Set([...staticClosure(resolve(root, 'src/entry-client.tsx'), graph)].filter((module) => !elsewhere.has(module)));
    }
    return app.has(id) ? 'app' : null;
  };
}

/**
 * graphql-codegen's client-preset Babel plugin, on the public site's files that call graphql():
 * each `graphql(`query Name …`)` becomes an import of `NameDocument` from the generated
 * src/gql/graphql.ts. The lookup map in gql.ts holds every public operation, so without this
 * each page would ship all of them; with it, a page carries only its own documents. The
 * admin panel (src/admin, its own generated client) keeps the lookup.
 */
const typedDocuments = babel({
  include: /\/src\/(public|app)\/.*\.tsx?$/,
  // Before the TypeScript is stripped: Babel reads it, leaves it as it is, and changes the graphql() calls only.
  babelConfig: {
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [[babelOptimizerPlugin, { artifactDirectory: resolve(root, 'src/gql'), gqlTagName: 'graphql' }]],
  },
});

/** The module id of one generated document, e.g. `\0gql-document:PublicPostDocument`. */
const DOCUMENT_MODULE = '\0gql-document:';

/**
 * Each public document a module of its own. The Babel step above imports `NameDocument` from
 * the one generated src/gql/graphql.ts; a module is never split between chunks, so every
 * document any page uses would sit in the app chunk that all pages load. Here each import
 * names a module holding that document alone, which goes with the chunk of the page using it.
 */
function documentPerModule(): Plugin {
  let documents: Map<string, string> | undefined;
  const documentsByName = () =>
    (documents ??= new Map(
      [...readFileSync(resolve(root, 'src/gql/graphql.ts'), 'utf8').matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)]
        .map(([, name, json]) => [name, json]),
    ));
  return {
    name: 'graphql-document-per-module',
    transform(code, id) {
      if (!/\/src\/(public|app)\/.*\.tsx?$/.test(id)) return null;
      return code.replace(/import \{ (\w+Document) \} from "[^"]*\/gql\/graphql";/g, (_line, name: string) => `import { ${name} } from "${DOCUMENT_MODULE}${name}";`);
    },
    resolveId: (source) => (source.startsWith(DOCUMENT_MODULE) ? source : null),
    load(id) {
      if (!id.startsWith(DOCUMENT_MODULE)) return null;
      const name = id.slice(DOCUMENT_MODULE.length);
      const json = documentsByName().get(name);
      if (!json) throw new Error(`No generated document ${name} in src/gql/graphql.ts: run npm run codegen`);
      return `export const ${name} = ${json};`;
    },
  };
}

// The gateway runs on 4000 in development; the dev server forwards API traffic to it.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [typedDocuments, documentPerModule(), react()],
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
        // priority, ahead of the page's images; the first paint needs no script. The
        // entry's import of the app preloads all the chunks the app imports at once, so they
        // arrive with it rather than a round trip later (what a held form waits for, on a slow
        // network). The lazy chunks' own lists would weigh on every page: left out.
        modulePreload: { polyfill: false, resolveDependencies: (_file, dependencies, { hostId }) => (/^assets\/main-/.test(hostId) ? dependencies : []) },
        // Two pages: the site (+ admin) and the offline GraphQL explorer, so the
        // explorer's editor code never weighs on the public site.
        rolldownOptions: {
          input: {
            main: resolve(root, 'index.html'),
            explorer: resolve(root, 'explorer.html'),
          },
          // Not the app's dependencies too: what it shares with the explorer (React, graphql) stays in
          // common chunks, or the explorer page would load, and run, the site's app.
          output: { codeSplitting: { groups: [{ name: appChunk(), includeDependenciesRecursively: false }] } },
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
