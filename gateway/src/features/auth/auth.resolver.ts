import { Args, ArgsType, Ctx, Field, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/http/context';
import { MaxChars, Required } from '../../content/validation/rules';
import { Admin } from './admin.entity';
import { accountPasswordMatches } from './password';
import { DEVICE_TOKEN_MAX_CHARS, knownDevice } from './sign-in-device';
import { admitSignIn } from './sign-in-limits';
import { LoginOutcome, refusedSignIn, signedIn, twoFactorChallenge, type SignedIn, type TwoFactorChallenge } from './sign-in';

@ArgsType()
class LoginArgs {
  @Field() @Required() @MaxChars(254) email: string;
  /** Bounded so that hashing cannot be used to burn CPU. */
  @Field() @Required() @MaxChars(200) password: string;
  @Field(() => String, {
    nullable: true,
    description: 'The deviceToken an earlier sign-in of this account answered on this browser: its attempts are then limited '
      + 'only by its own failures. Absent, not valid or of another account: limited as an unknown device.',
  })
  @MaxChars(DEVICE_TOKEN_MAX_CHARS)
  deviceToken?: string | null;
}

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginOutcome, { description: 'Signs in with email and password: a session, or a challenge for the code step of a two-factor account.' })
  async login(@Args() { email, password, deviceToken }: LoginArgs, @Ctx() ctx: RequestContext): Promise<SignedIn | TwoFactorChallenge> {
    const { dataSource, config } = ctx.services;
    const account = email.trim().toLowerCase();
    const admin = await dataSource.getRepository(Admin).findOneBy({ email: account });
    const deviceId = knownDevice(deviceToken, admin, config.jwtSecret);
    // Counted before the password is checked, so no more guesses than the limits allow are ever evaluated.
    await admitSignIn(ctx, { account, admin, deviceId });
    const matches = await accountPasswordMatches(admin?.passwordHash, password);
    if (!admin || !matches) throw await refusedSignIn(ctx, account, 'Invalid email or password');
    // Said only to someone who knows the password.
    if (admin.disabled) throw await refusedSignIn(ctx, account, 'This account is disabled. Ask an owner of the site to enable it.');
    // Two-factor accounts get a challenge for the code step (loginWithTwoFactor) instead of a session; it remembers the device.
    if (admin.twoFactorEnabled) return twoFactorChallenge(ctx, admin, deviceId);
    return signedIn(ctx, admin, { deviceId });
  }
}
