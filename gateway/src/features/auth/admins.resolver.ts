import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminRole } from '@consultancy/domain';
import { badInput } from '../../api/errors/api-error';
import type { RequestContext } from '../../api/http/context';
import { EmailAddress } from '../../content/validation/rules';
import { Admin, AdminRoleEnum } from './admin.entity';
import { changeAdmin, createAdminAccount, removeAdmin } from './admin-accounts';

@ArgsType()
class CreateAdminArgs {
  @Field() @EmailAddress() email: string;
  @Field(() => AdminRoleEnum) role: AdminRole;
}

@ArgsType()
class UpdateAdminArgs {
  @Field(() => ID) id: string;
  @Field(() => AdminRoleEnum, { nullable: true }) role?: AdminRole;
  @Field({ nullable: true }) disabled?: boolean;
}

@ObjectType({ description: 'An administrator just added, with the password of its first sign-in.' })
class NewAdministrator {
  @Field(() => Admin) admin: Admin;
  @Field({ description: 'Shown once: the new administrator signs in with it and must then choose a password.' })
  oneTimePassword: string;
}

/** The team: owners add, change, disable and remove administrators; the last owner always stays. */
@Resolver()
export class AdminsResolver {
  @Authorized('owner')
  @Query(() => [Admin], { description: 'Every administrator, oldest first.' })
  admins(@Ctx() ctx: RequestContext): Promise<Admin[]> {
    return ctx.services.dataSource.getRepository(Admin).find({ order: { createdAt: 'ASC' } });
  }

  @Authorized('owner')
  @Mutation(() => NewAdministrator, { description: 'Adds an administrator with a one-time password, to be changed at first sign-in.' })
  createAdmin(@Args() { email, role }: CreateAdminArgs, @Ctx() ctx: RequestContext): Promise<NewAdministrator> {
    return createAdminAccount(ctx.services.dataSource, email, role, ctx);
  }

  @Authorized('owner')
  @Mutation(() => Admin, { description: 'Changes the role of an administrator and/or disables it (its sessions end at once) or enables it; answers the administrator.' })
  updateAdmin(@Args() { id, role, disabled }: UpdateAdminArgs, @Ctx() ctx: RequestContext): Promise<Admin> {
    if (role === undefined && disabled === undefined) throw badInput('Send role and/or disabled');
    return changeAdmin(ctx.services.dataSource, id, { role: role ?? undefined, disabled: disabled ?? undefined }, ctx);
  }

  @Authorized('owner')
  @Mutation(() => Admin, { description: 'Removes an administrator and ends its sessions; answers the administrator removed.' })
  async deleteAdmin(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Admin> {
    const admin = await removeAdmin(ctx.services.dataSource, id, ctx);
    // Removing the row cleared the entity's id; the answer names the administrator it was.
    return Object.assign(admin, { id });
  }
}
