import type { Request, RequestHandler } from 'express';
import { GraphQLError, Kind, parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { apiError } from '../../api/errors/api-error';

/**
 * Bounds on what a GraphQL request may make the server parse. The largest document the
 * web client and the REST routes send is far below each; a document past them is
 * refused before any work that grows with its size.
 */
export const GRAPHQL_LIMITS = {
  /** Tokens (names, punctuation, values) in one document: graphql-js stops parsing at the first one past it. */
  maxTokens: 5_000,
  /** Variables an operation declares. */
  maxVariables: 100,
  /** Levels of lists and objects in the variables' values. */
  maxVariableDepth: 64,
} as const;

/** Given to Apollo Server too, so that an operation run in-process (the REST bridge, pages) is bounded the same way. */
export const PARSE_OPTIONS = { maxTokens: GRAPHQL_LIMITS.maxTokens };

const refusal = (message: string) => apiError('BAD_REQUEST', message);

/**
 * Documents found within the limits lately: the site and the REST routes send the same few
 * documents again and again, so each is parsed here once, not on every request.
 */
const acceptedDocuments = new LRUCache<string, true>({ max: 500 });
/** Longer documents are checked every time rather than kept. */
const REMEMBERED_DOCUMENT_CHARS = 20_000;

/** How deep a JSON value nests, counted without recursion (a value a million levels deep must not overflow the stack). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The document, or null when it does not parse (Apollo answers that in its own words); a document past the token limit is refused. */
function parseBounded(query: string): DocumentNode | GraphQLError | null {
  try {
    return parse(query, PARSE_OPTIONS);
  } catch (error) {
    // graphql-js spells it "more that N tokens".
    const tooLong = /contains more tha[nt] \d+ tokens/.test(String((error as { message?: unknown } | null)?.message));
    return tooLong ? refusal(`The document is too long: at most ${GRAPHQL_LIMITS.maxTokens} tokens`) : null;
  }
}

/** Why a request's operation is refused, or null: too many tokens, variables or levels of variables. */
function limitRefusal(body: unknown): GraphQLError | null {
  const { query, variables } = (body ?? {}) as { query?: unknown; variables?: unknown };
  if (nestsDeeperThan(variables, GRAPHQL_LIMITS.maxVariableDepth)) {
    return refusal(`Variables nest too deep: at most ${GRAPHQL_LIMITS.maxVariableDepth} levels of lists and objects`);
  }
  if (typeof query !== 'string' || acceptedDocuments.has(query)) return null;
  const refused = documentRefusal(query);
  if (!refused && query.length <= REMEMBERED_DOCUMENT_CHARS) acceptedDocuments.set(query, true);
  return refused;
}

/** Why a document is refused: too many tokens or variables; null when it is within the limits or does not parse. */
function documentRefusal(query: string): GraphQLError | null {
  const document = parseBounded(query);
  if (!document || document instanceof GraphQLError) return document;
  const declared = document.definitions.map((definition) => (definition.kind === Kind.OPERATION_DEFINITION ? definition.variableDefinitions?.length ?? 0 : 0));
  if (Math.max(0, ...declared) > GRAPHQL_LIMITS.maxVariables) {
    return refusal(`The operation declares too many variables: at most ${GRAPHQL_LIMITS.maxVariables}`);
  }
  return null;
}

/**
 * Refuses a /graphql request past GRAPHQL_LIMITS with 400 before anything else reads
 * its document (the Idempotency-Key check, the answer cache, Apollo). After the body parsers.
 */
export function graphqlRequestLimits(): RequestHandler {
  return (request: Request, _response, next) => {
    const refused = request.method === 'POST' ? limitRefusal(request.body) : null;
    next(refused ?? undefined);
  };
}
