import { Args, ArgsType, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import { tooManyRequests, unauthenticated } from '../errors/api-error';
import type { RequestContext } from '../graphql/context';
import { MaxChars, Required } from '../validation/rules';
import { Admin } from './admin.entity';
import { accountPasswordMatches } from './password';
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

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult)
  async login(@Args() { email, password }: LoginArgs, @Ctx() ctx: RequestContext): Promise<LoginResult> {
    const { limits, dataSource, config } = ctx.services;
    const account = email.trim().toLowerCase();
    const blockedFor = Math.max(
      limits.loginFailuresPerAccount.blockedFor(account),
      limits.loginFailuresPerAddress.blockedFor(ctx.clientAddress),
    );
    if (blockedFor > 0) {
      throw tooManyRequests(`Too many failed login attempts. Please try again in ${minutes(blockedFor)} minutes.`);
    }

    const admin = await dataSource.getRepository(Admin).findOneBy({ email: account });
    const matches = await accountPasswordMatches(admin?.passwordHash, password);
    if (!admin || !matches) {
      limits.loginFailuresPerAccount.record(account);
      limits.loginFailuresPerAddress.record(ctx.clientAddress);
      throw unauthenticated('Invalid email or password');
    }
    limits.loginFailuresPerAccount.reset(account);
    return { success: true, token: signAdminToken(admin, config.jwtSecret), message: 'Login successful' };
  }
}
