import { Args, ArgsType, Ctx, Field, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../server/graphql/context';
import { MaxChars, Required } from '../../content/validation/rules';
import { Admin } from './admin.entity';
import { accountPasswordMatches } from './password';
import { LoginOutcome, refusedSignIn, signedIn, twoFactorChallenge, type SignedIn, type TwoFactorChallenge } from './sign-in';

@ArgsType()
class LoginArgs {
  @Field() @Required() @MaxChars(254) email: string;
  /** Bounded so that hashing cannot be used to burn CPU. */
  @Field() @Required() @MaxChars(200) password: string;
}

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginOutcome, { description: 'Signs in with email and password: a session, or a challenge for the code step of a two-factor account.' })
  async login(@Args() { email, password }: LoginArgs, @Ctx() ctx: RequestContext): Promise<SignedIn | TwoFactorChallenge> {
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
    // Two-factor accounts get a challenge for the code step (loginWithTwoFactor) instead of a session.
    if (admin.twoFactorEnabled) return twoFactorChallenge(admin, config.jwtSecret);
    return signedIn(ctx, admin);
  }
}
