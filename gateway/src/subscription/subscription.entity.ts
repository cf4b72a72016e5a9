import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { StoredRecord } from '../database/record';

@ObjectType({ description: 'An email subscription to product updates.' })
@Entity('subscriptions')
export class Subscription extends StoredRecord {
  @Field({ description: 'Stored in lower case: one subscription per address.' })
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Field({ description: "'active', or anything else for unsubscribed." })
  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: string;

  @Field({ description: 'Where the visitor subscribed, e.g. desktop_footer or mobile_menu.' })
  @Column({ type: 'varchar', length: 40, default: '' })
  source: string;

  @Field()
  @Column({ type: 'datetime', precision: 3 })
  subscribedAt: Date;
}
