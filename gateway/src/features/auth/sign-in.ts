import { createUnionType, Field, ObjectType } from 'type-graphql';
import { recordAudit, withAudit } from '../../content/audit/audit-record';
import { unauthenticated } from '../../api/errors/api-error';
import type { RequestContext } from '../../api/http/context';
import { Admin } from './admin.entity';
import { openSession } from './sessions';
import { consumeChallenge, issueChallenge } from './sign-in-challenges';
import { signDeviceToken } from './sign-in-device';
import { clearSignInCounts } from './sign-in-limits';
import { signAdminToken } from './token';

/** Both sign-in steps' success: a session opened, with its token, and the device token of the browser. */
@ObjectType({ description: 'A session opened: its bearer token, the administrator it signs in, and a device token for the next sign-ins.' })
export class SignedIn {
  @Field({ description: 'A bearer token (HS256 JWT) whose `exp` tells when it stops working.' })
  token: string;

  @Field(() => Admin)
  admin: Admin;

  @Field({
    description: 'Keep it and send it as `deviceToken` with the next login of this account: its sign-ins are then limited only by its own '
      + 'failures, never by guesses from elsewhere. Valid for a year, until the password changes.',
  })
  deviceToken: string;
}

/** The password was right; the account still owes a code. The failure counts stay until the code step succeeds. */
@ObjectType({ description: 'The password was right and the account uses two-factor sign-in: send the challenge and a code to loginWithTwoFactor.' })
export class TwoFactorChallenge {
  @Field({ description: 'Names the admin for the code step for 5 minutes, once; it opens nothing else (it is not a session token).' })
  challenge: string;
}

export const LoginOutcome = createUnionType({
  name: 'LoginOutcome',
  description: 'What a right password gets: a session, or (two-factor accounts) a challenge for the code step.',
  types: () => [SignedIn, TwoFactorChallenge] as const,
  resolveType: (outcome) => ('token' in outcome ? SignedIn : TwoFactorChallenge),
});

export async function twoFactorChallenge(ctx: RequestContext, admin: Admin, deviceId: string | null): Promise<TwoFactorChallenge> {
  const { dataSource, config } = ctx.services;
  return Object.assign(new TwoFactorChallenge(), { challenge: await issueChallenge(dataSource, admin, deviceId, config.jwtSecret) });
}

/** What a completed sign-in knows: the device it came from, and the challenge it used up (two-factor). */
interface Completion {
  deviceId: string | null;
  challengeId?: string;
}

/**
 * Every step passed: a session opens (in one transaction with the use of the challenge, so a
 * challenge opens one session at most), the failure counts are cleared, and the session's
 * token is handed over with the device token of this browser (renewed, or new).
 */
export async function signedIn(ctx: RequestContext, admin: Admin, completion: Completion): Promise<SignedIn> {
  const { dataSource, config } = ctx.services;
  const session = await withAudit(dataSource, { ...ctx, admin }, 'login.succeeded', async (manager) => {
    if (completion.challengeId && !(await consumeChallenge(manager, completion.challengeId))) throw unauthenticated(CHALLENGE_REFUSED);
    return openSession(manager, admin, { ip: ctx.clientAddress, userAgent: ctx.userAgent });
  });
  await clearSignInCounts(ctx, { account: admin.email, admin, deviceId: completion.deviceId });
  const token = signAdminToken({ adminId: admin.id, email: admin.email, sessionId: session.id }, config.jwtSecret);
  const deviceToken = signDeviceToken(admin, config.jwtSecret, completion.deviceId ?? undefined);
  return Object.assign(new SignedIn(), { token, admin, deviceToken });
}

export const CHALLENGE_REFUSED = 'This sign-in has expired or is not valid. Please sign in again with your password.';

/** A refused sign-in is recorded with the email tried (never the password or code), so an owner sees which account was tried. */
export async function refusedSignIn(ctx: RequestContext, email: string, message: string) {
  await recordAudit(ctx.services.dataSource.manager, { ...ctx, admin: { email } }, 'login.failed');
  return unauthenticated(message);
}
