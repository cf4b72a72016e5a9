import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CONTACT_FORM_SOURCE, CONTACT_STATUSES, type ContactStatusName } from '@consultancy/domain';
import { knownVisit, Visit } from '../../content/attribution/visit';
import { StoredRecord } from '../../infra/database/record';
import { closedList } from '../../api/schema/closed-list';

export const ContactStatus = closedList('ContactStatus', CONTACT_STATUSES, "A contact message's status; any may be set at any time.");

@ObjectType({ description: 'A message sent through the contact form.' })
@Entity('contacts')
export class Contact extends StoredRecord {
  @Field() @Column({ type: 'varchar', length: 100 }) firstName: string;
  @Field() @Column({ type: 'varchar', length: 100 }) lastName: string;
  @Field() @Column({ type: 'varchar', length: 254 }) email: string;
  @Field() @Column({ type: 'varchar', length: 40, default: '' }) phone: string;
  @Field() @Column({ type: 'varchar', length: 160, default: '' }) company: string;
  @Field() @Column({ type: 'text' }) message: string;

  @Field(() => ContactStatus)
  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: ContactStatusName;

  @Field() @Column({ type: 'varchar', length: 40, default: CONTACT_FORM_SOURCE }) source: string;
  @Field() @Column({ type: 'datetime', precision: 3 }) submittedAt: Date;
  /** The administrator working this message (resolved by contact-inbox.resolver.ts), or null. */
  @Column({ type: 'varchar', length: 36, nullable: true }) assigneeId: string | null;
  @Field(() => Date, { nullable: true, description: 'When the first reply to it was written, or null.' })
  @Column({ type: 'datetime', precision: 3, nullable: true }) firstReplyAt: Date | null;

  /** Columns `visitLandingPage`, `visitSource`…: the visit the message was sent from. */
  @Column(() => Visit, { prefix: 'visit' }) visitRecord: Visit;

  @Field(() => Visit, { nullable: true, description: 'The visit the message was sent from; null when none is known (sent without JavaScript, or before visits were kept).' })
  get visit(): Visit | null {
    return knownVisit(this.visitRecord);
  }
}
