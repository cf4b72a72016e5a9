import { Field, Float, Int, ObjectType } from 'type-graphql';
import { In, MoreThanOrEqual, type DataSource } from 'typeorm';
import { Contact } from './contact.entity';

/** The statuses of a lead nobody has answered or closed yet. */
export const OPEN_STATUSES = ['new', 'read'] as const;

@ObjectType({ description: "The inbox's figures for the dashboard." })
export class InboxFigures {
  @Field(() => Int, { description: 'Messages with status new or read.' }) openLeads: number;
  @Field(() => Int, { description: 'Messages first replied to this calendar month (UTC).' }) repliedThisMonth: number;
  @Field(() => Float, { nullable: true, description: 'Their median time from the message to its first reply, in minutes; null when none.' })
  medianFirstReplyMinutes: number | null;
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const MINUTE_MS = 60_000;

export async function inboxFigures(dataSource: DataSource, now = new Date()): Promise<InboxFigures> {
  const contacts = dataSource.getRepository(Contact);
  const openLeads = await contacts.countBy({ status: In([...OPEN_STATUSES]) });
  const replied = await contacts.find({ select: { id: true, submittedAt: true, firstReplyAt: true }, where: { firstReplyAt: MoreThanOrEqual(monthStart(now)) } });
  const minutes = replied.map((contact) => (contact.firstReplyAt!.getTime() - contact.submittedAt.getTime()) / MINUTE_MS);
  const middle = median(minutes);
  return { openLeads, repliedThisMonth: replied.length, medianFirstReplyMinutes: middle === null ? null : Math.round(middle * 10) / 10 };
}
