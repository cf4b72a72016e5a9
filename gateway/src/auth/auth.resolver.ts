import { Args, ArgsType, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import { recordAudit, withAudit } from '../audit/audit-record';
import { unauthenticated } from '../errors/api-error';
import type { RequestContext } from '../graphql/context';
import { MaxChars, Required } from '../validation/rules';
import { Admin } from './admin.entity';
import { accountPasswordMatches } from './password';
import { openSession } from './sessions';
import { signAdminToken } from './token';

@ArgsType()
class LoginArgs {
  @Field() @Required() @MaxChars(254) email: string;
  /** Bounded so that hashing cannot be used to burn CPU. */
  @Field() @Required() @MaxChars(200) password: string;
}

@ObjectType()
class LoginResult {
  @Field() success: boolean;
  @Field({ description: 'A bearer token (HS256 JWT) whose `exp` tells when it stops working.' }) token: string;
  @Field() message: string;
}

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult)
  async login(@Args() { email, password }: LoginArgs, @Ctx() ctx: RequestContext): Promise<LoginResult> {
    const { limits, dataSource, config } = ctx.services;
    const account = email.trim().toLowerCase();
    const accountFromHere = `${account}|${ctx.clientAddress}`;
    // Counted before the password is checked, so no more guesses than the limits allow are ever evaluated.
    await limits.admit('loginPerAccountAndAddress', accountFromHere);
    await limits.admit('loginPerAddress', ctx.clientAddress);
    await limits.admit('loginPerAccount', account);
    const admin = await dataSource.getRepository(Admin).findOneBy({ email: account });
    const matches = await accountPasswordMatches(admin?.passwordHash, password);
    if (!admin || !matches) throw await refusedSignIn(ctx, account, 'Invalid email or password');
    // Said only to someone who knows the password.
    if (admin.disabled) throw await refusedSignIn(ctx, account, 'This account is disabled. Ask an owner of the site to enable it.');
    await limits.reset('loginPerAccountAndAddress', accountFromHere);
    await limits.reset('loginPerAddress', ctx.clientAddress);
    const session = await withAudit(dataSource, { ...ctx, admin }, 'login.succeeded', (manager) => openSession(manager, admin, { ip: ctx.clientAddress, userAgent: ctx.userAgent }));
    const token = signAdminToken({ adminId: admin.id, email: admin.email, sessionId: session.id }, config.jwtSecret);
    return { success: true, token, message: 'Login successful' };
  }
}

/** A refused sign-in is recorded with the email tried (never the password), so an owner sees which account was tried. */
async function refusedSignIn(ctx: RequestContext, email: string, message: string) {
  await recordAudit(ctx.services.dataSource.manager, { ...ctx, admin: { email } }, 'login.failed');
  return unauthenticated(message);
}
