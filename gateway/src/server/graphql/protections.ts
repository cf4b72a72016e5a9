import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext } from 'graphql';

/**
 * The rules throw their refusal by default, which graphql-js does not catch in
 * validate(): Apollo then answers 500. Reported on the validation context
 * instead, a refusal is an ordinary validation error (400, GRAPHQL_VALIDATION_FAILED).
 */
const reportRefusal = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/**
 * Validation rules that refuse abusive documents before anything runs: fields
 * nested deep (counted through fragments, which add no level of their own, so a
 * page may share its selections as fragments freely), piles of aliases (hundreds
 * of copies of one list), and documents whose estimated cost is far beyond what
 * the site's pages ask. The web client's
 * largest query stays well below each bound. Batched HTTP requests stay off
 * (Apollo Server's default).
 */
export const protectionRules = [
  maxDepthRule({ n: 8, flattenFragments: true, ...reportRefusal }),
  maxAliasesRule({ n: 15, ...reportRefusal }),
  costLimitRule({ maxCost: 3000, ...reportRefusal }),
];
