import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import type { ContextBuilder, RequestContext } from '../../api/http/context';

export interface Operation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export type RunOperation = (request: Request, operation: Operation) => Promise<FormattedExecutionResult>;

/**
 * Runs a GraphQL operation in-process for an HTTP request, with the context
 * Apollo would build for it: how the REST calls and server-rendered pages reach
 * the same resolvers, rules and errors as /graphql.
 */
export function operationRunner(server: ApolloServer<RequestContext>, buildContext: ContextBuilder): RunOperation {
  return async (request, operation) => {
    const { body } = await server.executeOperation(operation, { contextValue: await buildContext({ req: request }) });
    if (body.kind !== 'single') throw new Error('Unexpected incremental GraphQL response');
    return body.singleResult;
  };
}
