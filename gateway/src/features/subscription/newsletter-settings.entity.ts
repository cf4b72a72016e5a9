import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { StoredRecord } from '../../infra/database/record';

/** The owner's newsletter choices: one row (id 'site'). */
@ObjectType({ description: 'Whether each new post is emailed to the subscribers when it is published (owner only).' })
@Entity('newsletter_settings')
export class NewsletterSettings extends StoredRecord {
  @Field({ description: 'Each post published (or whose scheduled time comes) from `since` on is sent once, automatically.' })
  @Column({ type: 'boolean', default: false }) sendNewPosts: boolean;

  @Field(() => Date, { nullable: true, description: 'When sendNewPosts was last turned on: posts published before are not sent by it.' })
  @Column({ type: 'datetime', precision: 3, nullable: true }) since: Date | null;
}
