import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { StoredRecord } from '../database/record';

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'closed'] as const;

@ObjectType({ description: 'A message sent through the contact form.' })
@Entity('contacts')
export class Contact extends StoredRecord {
  @Field() @Column({ type: 'varchar', length: 100 }) firstName: string;
  @Field() @Column({ type: 'varchar', length: 100 }) lastName: string;
  @Field() @Column({ type: 'varchar', length: 254 }) email: string;
  @Field() @Column({ type: 'varchar', length: 40, default: '' }) phone: string;
  @Field() @Column({ type: 'varchar', length: 160, default: '' }) company: string;
  @Field() @Column({ type: 'text' }) message: string;

  @Field({ description: `One of: ${CONTACT_STATUSES.join(', ')}.` })
  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: string;

  @Field() @Column({ type: 'varchar', length: 40, default: 'contact_form' }) source: string;
  @Field() @Column({ type: 'datetime', precision: 3 }) submittedAt: Date;
}
