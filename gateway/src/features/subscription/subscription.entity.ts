import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatusName } from '@consultancy/domain';
import { StoredRecord } from '../../infra/database/record';
import { closedList } from '../../server/graphql/closed-list';

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
}
