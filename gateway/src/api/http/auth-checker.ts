import type { GraphQLError } from 'graphql';
import type { AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from '../errors/api-error';
import type { Identity, RequestContext } from './context';

/**
 * Named in `@Authorized(...)` beside a role: the call stays open to an admin
 * who signed in with a one-time password and must change it first.
 */
export const EVEN_WITH_ONE_TIME_PASSWORD = 'even-with-one-time-password';

const ONE_TIME_PASSWORD_MESSAGE =
  'You signed in with a one-time password: change your password (PUT /api/admin/password) before doing anything else.';

/**
 * Named in `@Authorized(...)` beside a role: the call stays open to an admin
 * without two-factor sign-in while the owners require it of everyone.
 */
export const EVEN_WITHOUT_TWO_FACTOR = 'even-without-two-factor';

const TWO_FACTOR_SETUP_MESSAGE =
  'Two-factor sign-in is required for every administrator: set it up (POST /api/admin/2fa/setup, then /api/admin/2fa/enable) before doing anything else.';

const EXEMPTIONS = [EVEN_WITH_ONE_TIME_PASSWORD, EVEN_WITHOUT_TWO_FACTOR];

/**
 * Why a request may not make an admin call that needs one of `roles` (any
 * role when none is named), or null when it may: it must be signed in, with a
 * password of its own (and two-factor sign-in when the owners require it), in one of the roles.
 */
export function refusalFor({ admin, tokenProblem }: Identity, roles: readonly string[]): GraphQLError | null {
  if (!admin) return unauthenticated(tokenProblem);
  if (admin.passwordChangeRequired && !roles.includes(EVEN_WITH_ONE_TIME_PASSWORD)) return forbidden(ONE_TIME_PASSWORD_MESSAGE);
  if (admin.twoFactorSetupRequired && !roles.includes(EVEN_WITHOUT_TWO_FACTOR)) return forbidden(TWO_FACTOR_SETUP_MESSAGE);
  const required = roles.filter((role) => !EXEMPTIONS.includes(role));
  if (required.length > 0 && !required.includes(admin.role)) {
    return forbidden(`Only an administrator with the ${required.join(' or ')} role may do this; you are signed in as ${admin.role === 'editor' ? 'an' : 'a'} ${admin.role}.`);
  }
  return null;
}

/**
 * Whether a call open to visitors answers as to an administrator (drafts and scheduled
 * items too) or as to the public. A restricted session (one-time password, two-factor
 * setup owed) has no administrator's rights here either: it is refused, with the same
 * message as on every admin call, rather than shown what only an administrator may see.
 */
export function readsAsAdministrator(identity: Identity): boolean {
  if (!identity.admin) return false;
  const refusal = refusalFor(identity, []);
  if (refusal) throw refusal;
  return true;
}

export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  const refusal = refusalFor(context, roles);
  if (refusal) throw refusal;
  return true;
};
