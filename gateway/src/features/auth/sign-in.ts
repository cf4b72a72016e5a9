import { Field, ObjectType } from 'type-graphql';
import { recordAudit, withAudit } from '../../content/audit/audit-record';
import { unauthenticated } from '../../server/errors/api-error';
import type { RequestContext } from '../../server/graphql/context';
import type { Admin } from './admin.entity';
import { openSession } from './sessions';
import { signAdminToken } from './token';
import { signChallenge } from './two-factor-crypto';

/** The answer of both sign-in steps (`login`, `loginWithTwoFactor`). */
@ObjectType()
export class LoginResult {
  @Field() success: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'A bearer token (HS256 JWT) whose `exp` tells when it stops working; absent while a code is still needed.',
  })
  token?: string | null;

  @Field() message: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true when the password was right and the account uses two-factor sign-in: send `challenge` and a code to loginWithTwoFactor.',
  })
  twoFactorRequired?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Names the admin for the code step for 5 minutes; it opens nothing else (it is not a session token).',
  })
  challenge?: string | null;
}

export const TWO_FACTOR_NEEDED_MESSAGE = 'Enter the code from your authenticator app, or a recovery code, to finish signing in.';

/** The password was right; the account still owes a code. The failure counts stay until the code step succeeds. */
export function twoFactorChallenge(admin: Admin, jwtSecret: string): LoginResult {
  return { success: false, twoFactorRequired: true, challenge: signChallenge(admin.id, jwtSecret), message: TWO_FACTOR_NEEDED_MESSAGE };
}

/** Every step passed: the failure counts of this account and address are cleared, a session opens, and its token is handed over. */
export async function signedIn(ctx: RequestContext, admin: Admin): Promise<LoginResult> {
  const { limits, dataSource, config } = ctx.services;
  await limits.reset('loginPerAccountAndAddress', `${admin.email}|${ctx.clientAddress}`);
  await limits.reset('loginPerAddress', ctx.clientAddress);
  const session = await withAudit(dataSource, { ...ctx, admin }, 'login.succeeded', (manager) =>
    openSession(manager, admin, { ip: ctx.clientAddress, userAgent: ctx.userAgent }));
  const token = signAdminToken({ adminId: admin.id, email: admin.email, sessionId: session.id }, config.jwtSecret);
  return { success: true, token, message: 'Login successful' };
}

/** A refused sign-in is recorded with the email tried (never the password or code), so an owner sees which account was tried. */
export async function refusedSignIn(ctx: RequestContext, email: string, message: string) {
  await recordAudit(ctx.services.dataSource.manager, { ...ctx, admin: { email } }, 'login.failed');
  return unauthenticated(message);
}
