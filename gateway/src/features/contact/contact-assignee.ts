import { Field, ID, ObjectType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { badInput } from '../../api/errors/api-error';
import type { RequestContext } from '../../api/http/context';

/** An administrator as the inbox shows them. */
@ObjectType({ description: 'An administrator who may work contact messages.' })
export class ContactAssignee {
  @Field(() => ID) id: string;
  @Field() email: string;
}

interface StaffMember extends ContactAssignee {
  /** May read contact messages now (an owner, not disabled): only they can be assigned one. */
  assignable: boolean;
}

/** The administrators, as the registry reads them from the auth feature (a feature never imports another). */
export interface InboxStaff {
  /** Every administrator, oldest first. */
  all(dataSource: DataSource): Promise<StaffMember[]>;
}

/** Read once per request: a page of contacts shows its assignees without a query each. */
const perRequest = new WeakMap<RequestContext, Promise<StaffMember[]>>();

export function staffOf(staff: InboxStaff, ctx: RequestContext): Promise<StaffMember[]> {
  let members = perRequest.get(ctx);
  if (!members) {
    members = staff.all(ctx.services.dataSource);
    perRequest.set(ctx, members);
  }
  return members;
}

/** The administrator `adminId` names, refused unless they may work contact messages. */
export async function assignableMember(staff: InboxStaff, ctx: RequestContext, adminId: string): Promise<StaffMember> {
  const member = (await staffOf(staff, ctx)).find((candidate) => candidate.id === adminId);
  if (!member) throw badInput('adminId: no such administrator');
  if (!member.assignable) throw badInput(`adminId: ${member.email} cannot read contact messages (only active owners can)`);
  return member;
}

export const asAssignee = ({ id, email }: StaffMember): ContactAssignee => ({ id, email });
