import type { Test } from 'supertest';
import type { TestGateway } from './harness';

export interface GraphQLFile {
  /** Variable path, e.g. 'images.0' or 'image'. */
  variable: string;
  data: Buffer;
  filename: string;
  contentType?: string;
}

/** A GraphQL request as the web client sends it, JSON or multipart (graphql-multipart-request-spec). */
export function graphql(
  api: TestGateway,
  query: string,
  variables: Record<string, unknown> = {},
  options: { auth?: string; files?: GraphQLFile[] } = {},
): Test {
  const call = api.http().post('/graphql').set('Apollo-Require-Preflight', 'true');
  if (options.auth) call.set('Authorization', options.auth);
  if (!options.files?.length) return call.send({ query, variables });

  const map = Object.fromEntries(options.files.map((file, index) => [String(index), [`variables.${file.variable}`]]));
  call.field('operations', JSON.stringify({ query, variables })).field('map', JSON.stringify(map));
  options.files.forEach((file, index) =>
    call.attach(String(index), file.data, { filename: file.filename, contentType: file.contentType ?? 'image/png' }),
  );
  return call;
}
