import { Args, ArgsType, Authorized, Ctx, Field, Mutation, Query, Resolver } from 'type-graphql';
import { withAudit } from '../../content/audit/audit-record';
import { badInput } from '../../api/errors/api-error';
import { EVEN_WITH_ONE_TIME_PASSWORD, EVEN_WITHOUT_TWO_FACTOR } from '../../api/http/auth-checker';
import type { RequestContext } from '../../api/http/context';
import { MaxChars, Required } from '../../content/validation/rules';
import { Admin } from './admin.entity';
import { hashPassword, passwordMatches } from './password';
import { passwordProblem, PASSWORD_MAX_LENGTH } from './password-policy';
import { endSessions } from './sessions';

@ArgsType()
class ChangePasswordArgs {
  @Field() @Required() @MaxChars(PASSWORD_MAX_LENGTH) currentPassword: string;
  @Field() @Required() @MaxChars(PASSWORD_MAX_LENGTH) newPassword: string;
}

/** The signed-in administrator's own account. */
@Resolver()
export class AccountResolver {
  @Authorized(EVEN_WITH_ONE_TIME_PASSWORD, EVEN_WITHOUT_TWO_FACTOR)
  @Query(() => Admin, { description: 'The signed-in administrator: what the panel shows and hides follows its role.' })
  me(@Ctx() ctx: RequestContext): Promise<Admin> {
    return ctx.services.dataSource.getRepository(Admin).findOneByOrFail({ id: ctx.admin!.id });
  }

  @Authorized(EVEN_WITH_ONE_TIME_PASSWORD, EVEN_WITHOUT_TWO_FACTOR)
  @Mutation(() => Admin, {
    description: 'Changes the password of the signed-in administrator (the current one is required) and ends its other sessions; answers the administrator.',
  })
  async changePassword(@Args() { currentPassword, newPassword }: ChangePasswordArgs, @Ctx() ctx: RequestContext): Promise<Admin> {
    const { dataSource, limits } = ctx.services;
    const signedIn = ctx.admin!;
    // A stolen token must not become a way to guess the password: counted like sign-in attempts.
    const attempt = `${signedIn.email}|${ctx.clientAddress}`;
    await limits.admit('loginPerAccountAndAddress', attempt);
    const admin = await dataSource.getRepository(Admin).findOneByOrFail({ id: signedIn.id });
    if (!(await passwordMatches(admin.passwordHash, currentPassword))) throw badInput('The current password is incorrect.');
    await limits.reset('loginPerAccountAndAddress', attempt);
    if (newPassword === currentPassword) throw badInput('The new password must differ from the current one.');
    const problem = passwordProblem(newPassword, [admin.email]);
    if (problem) throw badInput(problem);

    const passwordHash = await hashPassword(newPassword);
    await withAudit(dataSource, ctx, 'password.changed', async (manager) => {
      await manager.getRepository(Admin).update({ id: admin.id }, { passwordHash, passwordChangeRequired: false });
      await endSessions(manager, { adminId: admin.id, except: signedIn.sessionId });
    }, () => ({ target: { kind: 'admin', id: admin.id, label: admin.email } }));
    return Object.assign(admin, { passwordChangeRequired: false });
  }
}
