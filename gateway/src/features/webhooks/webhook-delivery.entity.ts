import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { StoredRecord } from '../../infra/database/record';
import { WebhookDeliveryStatus } from './webhook-status';

/** One attempt at a delivery, as its log shows it. */
@ObjectType({ description: 'One attempt at delivering an event.' })
export class WebhookAttempt {
  @Field({ description: 'When the attempt ended.' }) at: Date;
  @Field(() => Int, { nullable: true, description: 'The HTTP status the endpoint answered; null when it did not answer (time-out, connection refused, refused address).' })
  responseCode: number | null;
  @Field({ description: 'Why it failed; empty when the endpoint answered 2xx.' }) error: string;
}

/**
 * One event for one endpoint: written in the transaction of the write it tells about (so it
 * exists if and only if that write committed), then sent and retried by the webhook worker.
 * Its id is the `webhook-id` of every attempt, so a receiver can drop a repeated one.
 */
@ObjectType({ description: 'One event sent (or being sent) to one endpoint, with its attempts.' })
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('IDX_webhook_deliveries_endpoint', ['endpointId', 'createdAt'])
@Index('IDX_webhook_deliveries_eventKey', ['eventKey'])
export class WebhookDelivery extends StoredRecord {
  @Column({ type: 'varchar', length: 36 }) endpointId: string;

  /** An event announced ahead (a scheduled publication) is found by this key when a later write withdraws it. */
  @Column({ type: 'varchar', length: 100, nullable: true }) eventKey: string | null;

  @Field({ description: 'The event type: contact.created … or webhook.test.' })
  @Column({ type: 'varchar', length: 40 })
  eventType: string;

  /** The exact body every attempt sends (and signs): `{ type, timestamp, data }`. */
  @Field({ description: 'The JSON body sent: { type, timestamp, data }.' })
  @Column({ type: 'text' })
  payload: string;

  @Field(() => WebhookDeliveryStatus)
  @Column({ type: 'varchar', length: 10 })
  status: string;

  @Field(() => Int, { description: 'Attempts made so far, in every series.' })
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Attempts in the current series (a redelivery starts a new one): its pauses grow with them. */
  @Column({ type: 'int', default: 0 }) seriesAttempts: number;
  /** When the current series began: past 24 hours of it, a failing delivery is given up. */
  @Column({ type: 'datetime', precision: 3 }) seriesStartedAt: Date;

  @Field({ description: 'When the next attempt is due (while pending).' })
  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** A replica sending it holds it until this time; another may take it over after. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) claimedUntil: Date | null;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last answer.' })
  @Column({ type: 'int', nullable: true })
  responseCode: number | null;

  @Field({ description: 'Why the last attempt failed; empty when none did.' })
  @Column({ type: 'varchar', length: 1000, default: '' })
  lastError: string;

  @Field(() => [WebhookAttempt], { description: 'Every attempt, oldest first (the last 50).' })
  @Column({ type: 'simple-json' })
  attemptLog: WebhookAttempt[];
}
