import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';

/**
 * Validation rules that refuse abusive documents before anything runs: deep
 * nesting, piles of aliases (hundreds of copies of one list), and documents
 * whose estimated cost is far beyond what the site's pages ask. The web client's
 * largest query stays well below each bound. Batched HTTP requests stay off
 * (Apollo Server's default).
 */
export const protectionRules = [
  maxDepthRule({ n: 8 }),
  maxAliasesRule({ n: 15 }),
  costLimitRule({ maxCost: 3000 }),
];
