import type { AuthChecker } from 'type-graphql';
import { apiError, unauthenticated } from '../errors/api-error';
import type { RequestContext } from './context';

/**
 * Named in `@Authorized(...)` beside a role: the call stays open to an admin
 * who signed in with a one-time password and must change it first.
 */
export const EVEN_WITH_ONE_TIME_PASSWORD = 'even-with-one-time-password';

export const ONE_TIME_PASSWORD_MESSAGE = 'You signed in with a one-time password: change your password (PUT /api/admin/password) before doing anything else.';

/**
 * Signed in, with a password of one's own, and in one of the roles the field
 * names (any role when it names none).
 */
export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  const { admin } = context;
  if (!admin) throw unauthenticated(context.tokenProblem);
  if (admin.passwordChangeRequired && !roles.includes(EVEN_WITH_ONE_TIME_PASSWORD)) throw apiError('FORBIDDEN', ONE_TIME_PASSWORD_MESSAGE);
  const required = roles.filter((role) => role !== EVEN_WITH_ONE_TIME_PASSWORD);
  if (required.length > 0 && !required.includes(admin.role)) {
    throw apiError('FORBIDDEN', `This needs the ${required.join(' or ')} role; you are signed in as ${admin.role === 'editor' ? 'an' : 'a'} ${admin.role}.`);
  }
  return true;
};
