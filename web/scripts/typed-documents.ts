import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('../src/gql/graphql.ts', import.meta.url));
const CALL = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[^`]*`\s*\)/g;

/**
 * What graphql-codegen's client-preset Babel plugin does, for the public site:
 * each `graphql(`query Name …`)` call becomes an import of that document from
 * the generated graphql.ts. The lookup map in gql.ts holds every public
 * operation, so without this each page would ship all of them; with it, a
 * page's chunk carries only its own documents (and tree-shaking the rest).
 */
export function typedDocuments(): Plugin {
  return {
    name: 'typed-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/(public|app)\/.*\.tsx?$/.test(id) || !code.includes('graphql(`')) return null;
      const imports = new Set<string>();
      const replaced = code.replace(CALL, (_call, kind: string, name: string) => {
        const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        imports.add(exported);
        return exported;
      });
      if (imports.size === 0) return null;
      return { code: `import { ${[...imports].join(', ')} } from ${JSON.stringify(GENERATED)};\n${replaced}`, map: null };
    },
  };
}
