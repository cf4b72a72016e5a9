import { createUnionType, Field, ObjectType } from 'type-graphql';
import { recordAudit, withAudit } from '../../content/audit/audit-record';
import { unauthenticated } from '../../server/errors/api-error';
import type { RequestContext } from '../../server/graphql/context';
import { Admin } from './admin.entity';
import { openSession } from './sessions';
import { signAdminToken } from './token';
import { signChallenge } from './two-factor-crypto';

/** Both sign-in steps' success: a session opened, with its token. */
@ObjectType({ description: 'A session opened: its bearer token and the administrator it signs in.' })
export class SignedIn {
  @Field({ description: 'A bearer token (HS256 JWT) whose `exp` tells when it stops working.' })
  token: string;

  @Field(() => Admin)
  admin: Admin;
}

/** The password was right; the account still owes a code. The failure counts stay until the code step succeeds. */
@ObjectType({ description: 'The password was right and the account uses two-factor sign-in: send the challenge and a code to loginWithTwoFactor.' })
export class TwoFactorChallenge {
  @Field({ description: 'Names the admin for the code step for 5 minutes; it opens nothing else (it is not a session token).' })
  challenge: string;
}

export const LoginOutcome = createUnionType({
  name: 'LoginOutcome',
  description: 'What a right password gets: a session, or (two-factor accounts) a challenge for the code step.',
  types: () => [SignedIn, TwoFactorChallenge] as const,
  resolveType: (outcome) => ('token' in outcome ? SignedIn : TwoFactorChallenge),
});

export function twoFactorChallenge(admin: Admin, jwtSecret: string): TwoFactorChallenge {
  return Object.assign(new TwoFactorChallenge(), { challenge: signChallenge(admin.id, jwtSecret) });
}

/** Every step passed: the failure counts of this account and address are cleared, a session opens, and its token is handed over. */
export async function signedIn(ctx: RequestContext, admin: Admin): Promise<SignedIn> {
  const { limits, dataSource, config } = ctx.services;
  await limits.reset('loginPerAccountAndAddress', `${admin.email}|${ctx.clientAddress}`);
  await limits.reset('loginPerAddress', ctx.clientAddress);
  const session = await withAudit(dataSource, { ...ctx, admin }, 'login.succeeded', (manager) =>
    openSession(manager, admin, { ip: ctx.clientAddress, userAgent: ctx.userAgent }));
  const token = signAdminToken({ adminId: admin.id, email: admin.email, sessionId: session.id }, config.jwtSecret);
  return Object.assign(new SignedIn(), { token, admin });
}

/** A refused sign-in is recorded with the email tried (never the password or code), so an owner sees which account was tried. */
export async function refusedSignIn(ctx: RequestContext, email: string, message: string) {
  await recordAudit(ctx.services.dataSource.manager, { ...ctx, admin: { email } }, 'login.failed');
  return unauthenticated(message);
}
