// `npm run lint`: which folder may import which. No type-aware rules, so it stays fast.
//
// web/src
//   entry-*.ts(x), app/        composition: may import anything
//   public/<feature>/          its own files, public/shared, gql, @consultancy/domain
//   public/shared/             the public site's shared pieces: never a feature
//   admin/AdminApp.tsx         the admin's composition root
//   admin/<feature>/           its own files and the admin's shared folders; never public/
//   admin/<shared folder>/     never a feature; admin/preview/ may import the types of gql (the
//                              public items its previews show), never its code
// gateway/src, from the top down: each layer builds on those below it, never on one above
//   server/<folder>/           the HTTP edge, on top: server, content, api, infra; never a feature (app.ts hands it their lists)
//   features/<feature>/        its own files, content/, api/, infra/; never another feature, never server/
//   content/<folder>/          what features share: content, api and infra; never a feature, never server/
//   api/<folder>/              what features declare their part of the API with: api and infra
//   infra/<folder>/            database, storage, jobs, logs: infra and api/errors only
//   registry.ts, seed/, top-level files: composition, may import anything
//   config.ts and services.ts: what every feature and mechanism is handed (types)
//   tests are exempt (web and gateway)
//
// Packages (@consultancy/domain, react, ...) are not checked: only imports between local files are.
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ADMIN_SHARED = ['shared', 'fields', 'definitions', 'content-list', 'images', 'editor', 'shell', 'gql', 'settings-form', 'table-screen', 'drafts', 'history', 'preview'];

/** A folder matched from the repository root: its files form one element, and imports inside it are not checked. */
const folder = (type, pattern, extra = {}) => ({ type, pattern, partialMatch: false, ...extra });

const elements = [
  folder('web-app', 'web/src/app'),
  folder('web-gql', 'web/src/gql'),
  folder('web-explorer', 'web/src/explorer'),
  folder('public-shared', 'web/src/public/shared'),
  folder('public-feature', 'web/src/public/*', { capture: ['feature'] }),
  folder('admin-shared', `web/src/admin/{${ADMIN_SHARED.join(',')}}`, { capture: ['folder'] }),
  folder('admin-feature', 'web/src/admin/*', { capture: ['feature'] }),
  folder('gateway-feature', 'gateway/src/features/*', { capture: ['feature'] }),
  folder('gateway-content', 'gateway/src/content/*', { capture: ['folder'] }),
  // Errors are the one part of the API that every layer raises.
  folder('gateway-errors', 'gateway/src/api/errors'),
  folder('gateway-api', 'gateway/src/api/*', { capture: ['folder'] }),
  folder('gateway-server', 'gateway/src/server/*', { capture: ['folder'] }),
  folder('gateway-infra', 'gateway/src/infra/*', { capture: ['folder'] }),
  folder('gateway-composition', 'gateway/src/seed'),
];

/** Single files that compose: elements are folders, so single files are classified as file categories. */
const files = [
  { category: 'web-entry', pattern: 'web/src/entry-*.{ts,tsx}' },
  { category: 'admin-app', pattern: 'web/src/admin/{AdminApp,screens}.tsx' },
  // The configuration and the services every resolver is handed: shared by all.
  { category: 'gateway-kernel', pattern: 'gateway/src/{config,services}.ts' },
  { category: 'gateway-composition', pattern: 'gateway/src/*.ts' },
  // Tests outside any element (web/src/generated-client.test.ts) are still known files.
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
];

/** Everything a gateway feature may build on: the layers below the HTTP edge. */
const GATEWAY_MECHANISMS = ['gateway-content', 'gateway-api', 'gateway-errors', 'gateway-infra'];

const elementOf = (...types) => ({ element: { types: { anyOf: types } } });
const fileOf = (...categories) => ({ file: { categories: { anyOf: categories } } });

const policies = [
  // Composition: the app layer and the entries (web), the registry, the seed and the top-level files (gateway).
  {
    from: [elementOf('web-app'), fileOf('web-entry')],
    allow: { to: [elementOf('web-app', 'web-gql', 'public-shared', 'public-feature'), fileOf('admin-app', 'web-entry')] },
  },
  { from: fileOf('admin-app'), allow: { to: [elementOf('admin-shared', 'admin-feature'), fileOf('admin-app')] } },
  {
    from: [elementOf('gateway-composition'), fileOf('gateway-composition')],
    allow: { to: [elementOf('gateway-composition', 'gateway-feature', 'gateway-server', ...GATEWAY_MECHANISMS), fileOf('gateway-composition')] },
  },
  // Features: shared folders and mechanisms only.
  { from: elementOf('public-feature'), allow: { to: elementOf('public-shared', 'web-gql') } },
  { from: elementOf('admin-feature'), allow: { to: elementOf('admin-shared') } },
  { from: elementOf('gateway-feature'), allow: { to: [elementOf(...GATEWAY_MECHANISMS), fileOf('gateway-kernel')] } },
  // Shared folders and mechanisms: each other only, never a feature.
  { from: elementOf('public-shared'), allow: { to: elementOf('public-shared', 'web-gql') } },
  { from: elementOf('admin-shared'), allow: { to: elementOf('admin-shared') } },
  // The previews name the public items they show by the public client's generated types (types only: no public code in the panel).
  {
    from: { element: { types: { anyOf: ['admin-shared'] }, captured: { folder: 'preview' } } },
    allow: { to: elementOf('web-gql'), dependency: { kind: 'type' } },
  },
  { from: elementOf('gateway-server'), allow: { to: [elementOf('gateway-server', ...GATEWAY_MECHANISMS), fileOf('gateway-kernel')] } },
  { from: elementOf('gateway-content'), allow: { to: [elementOf(...GATEWAY_MECHANISMS), fileOf('gateway-kernel')] } },
  { from: elementOf('gateway-api'), allow: { to: [elementOf('gateway-api', 'gateway-errors', 'gateway-infra'), fileOf('gateway-kernel')] } },
  { from: elementOf('gateway-infra'), allow: { to: [elementOf('gateway-infra', 'gateway-errors'), fileOf('gateway-kernel')] } },
  { from: elementOf('gateway-errors'), allow: { to: elementOf('gateway-errors') } },
  { from: fileOf('gateway-kernel'), allow: { to: elementOf(...GATEWAY_MECHANISMS) } },
];

export default [
  {
    // Generated by graphql-codegen.
    ignores: ['web/src/gql/**', 'web/src/admin/gql/**', 'gateway/src/api/rest/gql/**'],
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'gateway/src/**/*.ts'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    // typescript-eslint's rules are not run; the plugin is named so that disable comments in the code refer to known rules.
    plugins: { boundaries, '@typescript-eslint': tseslint.plugin },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['web/src/**', 'gateway/src/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      // Every source file belongs to an element, so a new top-level folder gets a place in the rules above.
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests may reach across features to set up what they check.
    files: ['gateway/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': 'off' },
  },
];
