import { WEBHOOK_DESCRIPTION_MAX_CHARS, WEBHOOK_URL_MAX_CHARS } from '@consultancy/domain/webhooks';
import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CheckedOnRestore } from '../../infra/backup/restore-check';
import { StoredRecord } from '../../infra/database/record';
import { SEALED_COLUMNS } from '../../infra/database/sealed-column';
import { addressProblem } from './webhook-target';

/** Where the site tells another system what happened: signed POSTs of the events it subscribed to. */
@ObjectType({ description: 'A webhook endpoint: an http(s) URL that receives the events it subscribed to, signed by the Standard Webhooks scheme.' })
@Entity('webhook_endpoints')
export class WebhookEndpoint extends StoredRecord {
  @Field({ description: 'Where events are POSTed (http or https; never a private or loopback address unless WEBHOOK_ALLOW_PRIVATE).' })
  @Column({ type: 'varchar', length: WEBHOOK_URL_MAX_CHARS })
  @CheckedOnRestore((url: string, { privateAddressesAllowed }) => addressProblem(url, privateAddressesAllowed))
  url: string;

  @Field(() => [String], { description: 'The events it receives: contact.created, subscription.created, content.published, content.updated, content.deleted.' })
  @Column({ type: 'simple-json' })
  events: string[];

  @Field({ description: 'What it is for, in the team\'s words.' })
  @Column({ type: 'varchar', length: WEBHOOK_DESCRIPTION_MAX_CHARS, default: '' })
  description: string;

  @Field({ description: 'A disabled endpoint receives nothing new; what was queued for it is still delivered.' })
  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /**
   * `whsec_` + base64 of 24 random bytes: never answered but by the call that creates the
   * endpoint. Sealed in the database and in backups, like the two-factor secrets.
   */
  @Column({ type: 'varchar', length: 100, transformer: SEALED_COLUMNS.webhookSecret })
  secret: string;
}
