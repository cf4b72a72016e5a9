import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminRole } from '@consultancy/domain';
import { badInput } from '../../server/errors/api-error';
import type { RequestContext } from '../../server/graphql/context';
import { MutationResult, succeeded } from '../../server/graphql/payload';
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

@ObjectType()
class AdminCreatedPayload extends MutationResult {
  @Field(() => Admin) admin: Admin;
  @Field({ description: 'Shown once: the new administrator signs in with it and must then choose a password.' })
  oneTimePassword: string;
}

@ObjectType()
class AdminPayload extends MutationResult {
  @Field(() => Admin) admin: Admin;
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
  @Mutation(() => AdminCreatedPayload, { description: 'Adds an administrator with a one-time password, to be changed at first sign-in.' })
  async createAdmin(@Args() { email, role }: CreateAdminArgs, @Ctx() ctx: RequestContext): Promise<AdminCreatedPayload> {
    const { admin, oneTimePassword } = await createAdminAccount(ctx.services.dataSource, email, role, ctx);
    return { success: true, message: `Administrator ${admin.email} added`, admin, oneTimePassword };
  }

  @Authorized('owner')
  @Mutation(() => AdminPayload, { description: 'Changes the role of an administrator and/or disables it (its sessions end at once) or enables it.' })
  async updateAdmin(@Args() { id, role, disabled }: UpdateAdminArgs, @Ctx() ctx: RequestContext): Promise<AdminPayload> {
    if (role === undefined && disabled === undefined) throw badInput('Send role and/or disabled');
    const admin = await changeAdmin(ctx.services.dataSource, id, { role: role ?? undefined, disabled: disabled ?? undefined }, ctx);
    return { ...succeeded(`Administrator ${admin.email} updated`), admin };
  }

  @Authorized('owner')
  @Mutation(() => MutationResult, { description: 'Removes an administrator and ends its sessions.' })
  async deleteAdmin(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    const admin = await removeAdmin(ctx.services.dataSource, id, ctx);
    return succeeded(`Administrator ${admin.email} removed`);
  }
}
