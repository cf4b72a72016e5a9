import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatusName } from '@consultancy/domain';
import { knownVisit, Visit } from '../../content/attribution/visit';
import { StoredRecord } from '../../infra/database/record';
import { closedList } from '../../api/schema/closed-list';

export const SubscriptionStatus = closedList('SubscriptionStatus', SUBSCRIPTION_STATUSES, 'Whether a subscription is active.');

@ObjectType({ description: 'An email subscription to product updates.' })
@Entity('subscriptions')
export class Subscription extends StoredRecord {
  @Field({ description: 'Stored in lower case: one subscription per address.' })
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Field(() => SubscriptionStatus)
  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: SubscriptionStatusName;

  @Field({ description: 'Where the visitor subscribed, e.g. desktop_footer or mobile_menu.' })
  @Column({ type: 'varchar', length: 40, default: '' })
  source: string;

  @Field()
  @Column({ type: 'datetime', precision: 3 })
  subscribedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the address confirmed it by the emailed link; null: waiting for confirmation. Only confirmed, active subscriptions get newsletters.' })
  @Column({ type: 'datetime', precision: 3, nullable: true })
  confirmedAt: Date | null;

  /** When the last confirmation email was queued: again at most once an hour; unconfirmed a week after, the subscription goes. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  confirmationSentAt: Date | null;

  /** Columns `visitLandingPage`, `visitSource`…: the visit the address was typed in. */
  @Column(() => Visit, { prefix: 'visit' }) visitRecord: Visit;

  @Field(() => Visit, { nullable: true, description: 'The visit the address was typed in; null when none is known.' })
  get visit(): Visit | null {
    return knownVisit(this.visitRecord);
  }
}
