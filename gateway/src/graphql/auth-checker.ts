import type { GraphQLError } from 'graphql';
import type { AuthChecker } from 'type-graphql';
import { apiError, unauthenticated } from '../errors/api-error';
import type { Identity, RequestContext } from './context';

/**
 * Named in `@Authorized(...)` beside a role: the call stays open to an admin
 * who signed in with a one-time password and must change it first.
 */
export const EVEN_WITH_ONE_TIME_PASSWORD = 'even-with-one-time-password';

export const ONE_TIME_PASSWORD_MESSAGE =
  'You signed in with a one-time password: change your password (PUT /api/admin/password) before doing anything else.';

/**
 * Why a request may not make an admin call that needs one of `roles` (any
 * role when none is named), or null when it may: it must be signed in, with a
 * password of its own, in one of the roles.
 */
export function refusalFor({ admin, tokenProblem }: Identity, roles: readonly string[]): GraphQLError | null {
  if (!admin) return unauthenticated(tokenProblem);
  if (admin.passwordChangeRequired && !roles.includes(EVEN_WITH_ONE_TIME_PASSWORD)) return apiError('FORBIDDEN', ONE_TIME_PASSWORD_MESSAGE);
  const required = roles.filter((role) => role !== EVEN_WITH_ONE_TIME_PASSWORD);
  if (required.length > 0 && !required.includes(admin.role)) {
    return apiError('FORBIDDEN', `Only an administrator with the ${required.join(' or ')} role may do this; you are signed in as ${admin.role === 'editor' ? 'an' : 'a'} ${admin.role}.`);
  }
  return null;
}

export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  const refusal = refusalFor(context, roles);
  if (refusal) throw refusal;
  return true;
};
