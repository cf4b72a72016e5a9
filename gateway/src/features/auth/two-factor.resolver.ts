import { Arg, Args, ArgsType, Authorized, Ctx, Field, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { EntityManager } from 'typeorm';
import { recordAudit, withAudit } from '../../content/audit/audit-record';
import { badInput, unauthenticated } from '../../api/errors/api-error';
import { EVEN_WITHOUT_TWO_FACTOR } from '../../api/http/auth-checker';
import type { RequestContext } from '../../api/http/context';
import { MaxChars, Required } from '../../content/validation/rules';
import { Admin } from './admin.entity';
import { AuthPolicy, readAuthPolicy } from './auth-policy.entity';
import { forgetCachedSessions } from './sessions';
import { CHALLENGE_REFUSED, refusedSignIn, signedIn, SignedIn } from './sign-in';
import { openChallenge } from './sign-in-challenges';
import { admitSignIn } from './sign-in-limits';
import { acceptSecondFactor, beginSetup, disableTwoFactor, enableTwoFactor } from './two-factor';

/** A TOTP code (6 digits) or a recovery code; bounded like every input. */
const CODE_MAX = 40;

@ArgsType()
class CodeArgs {
  @Field({ description: 'A 6-digit code from the authenticator app, or (to sign in or turn off) an unused recovery code.' })
  @Required() @MaxChars(CODE_MAX)
  code: string;
}

@ArgsType()
class SecondStepArgs extends CodeArgs {
  @Field({ description: 'The challenge that login answered.' }) @Required() @MaxChars(2000) challenge: string;
}

@ObjectType({ description: 'A new two-factor secret, for the authenticator app; sign-in does not change until enableTwoFactor.' })
class TwoFactorSetup {
  @Field({ description: 'The secret in base32, for typing into an app that cannot scan.' }) secret: string;
  @Field({ description: 'otpauth://totp/... as authenticator apps read it.' }) otpauthUrl: string;
  @Field({ description: 'The otpauth URL as a QR code: an SVG data URL made on the server.' }) qrCode: string;
}

/** Two-factor sign-in (TOTP, RFC 6238): set up, enable, disable, the code step of sign-in, and the owners' policy. */
/** Records a change of an admin's two-factor sign-in in the transaction that makes it. */
const recorded = (ctx: RequestContext, action: 'twofactor.enabled' | 'twofactor.disabled', admin: Admin) =>
  (manager: EntityManager) => recordAudit(manager, ctx, action, { kind: 'admin', id: admin.id, label: admin.email });

@Resolver(() => Admin)
export class TwoFactorResolver {
  @FieldResolver(() => Boolean, { description: 'The owners require two-factor sign-in and this administrator has not set it up yet.' })
  async twoFactorSetupRequired(@Root() admin: Admin, @Ctx() ctx: RequestContext): Promise<boolean> {
    return !admin.twoFactorEnabled && (await readAuthPolicy(ctx.services.dataSource)).twoFactorRequired;
  }

  @Mutation(() => SignedIn, {
    description: 'The second step of sign-in: the challenge from login and a TOTP or recovery code; answers the session as login does. '
      + 'A challenge opens one session at most, and ends when the password changes or the sessions are ended.',
  })
  async loginWithTwoFactor(@Args() { challenge, code }: SecondStepArgs, @Ctx() ctx: RequestContext): Promise<SignedIn> {
    const { dataSource, config } = ctx.services;
    const open = await openChallenge(dataSource, challenge, config.jwtSecret);
    if (!open || !open.admin.twoFactorEnabled) throw unauthenticated(CHALLENGE_REFUSED);
    const { admin, deviceId } = open;
    // Counted like the password step, before the code is checked: per device for the known device the password step came from.
    await admitSignIn(ctx, { account: admin.email, admin, deviceId });
    if (admin.disabled) throw await refusedSignIn(ctx, admin.email, 'This account is disabled. Ask an owner of the site to enable it.');
    if (!(await acceptSecondFactor(dataSource, admin, code, config.jwtSecret))) throw await refusedSignIn(ctx, admin.email, 'Invalid authentication code');
    return signedIn(ctx, admin, { deviceId, challengeId: open.id });
  }

  @Authorized(EVEN_WITHOUT_TWO_FACTOR)
  @Mutation(() => TwoFactorSetup, { description: 'Starts setting up two-factor sign-in: a new secret, its otpauth URL and QR code. Nothing changes at sign-in until enableTwoFactor.' })
  async setupTwoFactor(@Ctx() ctx: RequestContext): Promise<TwoFactorSetup> {
    const { dataSource, config } = ctx.services;
    const admin = await dataSource.getRepository(Admin).findOneByOrFail({ id: ctx.admin!.id });
    return beginSetup(dataSource, admin, config.jwtSecret);
  }

  @Authorized(EVEN_WITHOUT_TWO_FACTOR)
  @Mutation(() => [String], { description: 'Turns two-factor sign-in on with a code from the app; answers ten single-use recovery codes, shown only now (only their hashes are kept).' })
  enableTwoFactor(@Args() { code }: CodeArgs, @Ctx() ctx: RequestContext): Promise<string[]> {
    return this.withCodeGuesses(ctx, (admin) =>
      enableTwoFactor(ctx.services.dataSource, admin, code, ctx.services.config.jwtSecret, recorded(ctx, 'twofactor.enabled', admin)));
  }

  @Authorized()
  @Mutation(() => Admin, { description: 'Turns two-factor sign-in off, given a code from the app or an unused recovery code; answers the administrator.' })
  async disableTwoFactor(@Args() { code }: CodeArgs, @Ctx() ctx: RequestContext): Promise<Admin> {
    await this.withCodeGuesses(ctx, (admin) =>
      disableTwoFactor(ctx.services.dataSource, admin, code, ctx.services.config.jwtSecret, recorded(ctx, 'twofactor.disabled', admin)));
    return ctx.services.dataSource.getRepository(Admin).findOneByOrFail({ id: ctx.admin!.id });
  }

  @Authorized('owner')
  @Query(() => AuthPolicy, { description: 'How every administrator must sign in.' })
  twoFactorPolicy(@Ctx() ctx: RequestContext): Promise<AuthPolicy> {
    return readAuthPolicy(ctx.services.dataSource);
  }

  @Authorized('owner')
  @Mutation(() => AuthPolicy, { description: 'Requires two-factor sign-in of every administrator, or stops requiring it. Those without it may then only set it up. Answers the policy.' })
  async setTwoFactorPolicy(@Arg('required') required: boolean, @Ctx() ctx: RequestContext): Promise<AuthPolicy> {
    const { dataSource } = ctx.services;
    const owner = await dataSource.getRepository(Admin).findOneByOrFail({ id: ctx.admin!.id });
    if (required && !owner.twoFactorEnabled) {
      throw badInput('Turn on two-factor sign-in for your own account first (My account), so that requiring it cannot lock you out.');
    }
    const policy = await readAuthPolicy(dataSource);
    Object.assign(policy, { twoFactorRequired: required, updatedAt: new Date() });
    const saved = await withAudit(dataSource, ctx, 'twofactorpolicy.updated', (manager) => manager.getRepository(AuthPolicy).save(policy), () => ({
      target: { kind: 'policy', label: 'Two-factor sign-in' },
      changes: [{ field: 'twoFactorRequired', after: String(required) }],
    }));
    // Sessions of admins without two-factor are limited (or freed) from this process's next request; other replicas within a second.
    forgetCachedSessions(dataSource);
    return saved;
  }

  /** A stolen token must not become a way to guess codes: counted like sign-in attempts, cleared when the code is right. */
  private async withCodeGuesses<T>(ctx: RequestContext, action: (admin: Admin) => Promise<T>): Promise<T> {
    const { dataSource, limits } = ctx.services;
    const attempt = `${ctx.admin!.email}|${ctx.clientAddress}`;
    await limits.admit('loginPerAccountAndAddress', attempt);
    const result = await action(await dataSource.getRepository(Admin).findOneByOrFail({ id: ctx.admin!.id }));
    await limits.reset('loginPerAccountAndAddress', attempt);
    return result;
  }
}
