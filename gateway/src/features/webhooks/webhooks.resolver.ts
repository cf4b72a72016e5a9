import { WEBHOOK_DELIVERY_STATUSES } from '@consultancy/domain/webhooks';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Listing, Page, PageRequest } from '../../content/paging/listing';
import { listingArgs } from '../../content/paging/page-args';
import { listPage } from '../../content/paging/paged-query';
import { pageType } from '../../content/paging/page-type';
import { findOr404 } from '../../infra/database/find';
import type { RequestContext } from '../../api/http/context';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookInput } from './webhook-input';
import { WebhookService } from './webhook-service';
import { WebhookDeliveryStatus } from './webhook-status';

/** A delivery log, newest first, narrowed by status or searched by event type. */
const deliveryListing: Listing<WebhookDelivery> = {
  newestFirstBy: 'createdAt',
  search: ['eventType'],
  filters: { status: { values: WEBHOOK_DELIVERY_STATUSES, enum: WebhookDeliveryStatus, description: 'Only deliveries in this state.' } },
};
const DeliveryArgs = listingArgs(deliveryListing);
const WebhookDeliveryPage = pageType('WebhookDeliveryPage', WebhookDelivery, 'webhook deliveries');

@ObjectType({ description: 'A new endpoint and its signing secret, shown this once.' })
class CreatedWebhook {
  @Field(() => WebhookEndpoint) webhook: WebhookEndpoint;
  @Field({ description: 'whsec_… : verify each request\'s webhook-signature with it (standardwebhooks). Never shown again.' }) secret: string;
}

/** Webhook endpoints and their delivery logs: owners only (an endpoint receives the site's contacts). */
@Resolver(() => WebhookEndpoint)
export class WebhooksResolver {
  @Authorized('owner')
  @Query(() => [WebhookEndpoint], { description: 'Every endpoint, oldest first (their secrets are never listed).' })
  webhooks(@Ctx() ctx: RequestContext): Promise<WebhookEndpoint[]> {
    return ctx.services.dataSource.getRepository(WebhookEndpoint).find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  @FieldResolver(() => WebhookDelivery, { nullable: true, description: 'Its newest delivery, with where it stands.' })
  lastDelivery(@Root() endpoint: WebhookEndpoint, @Ctx() ctx: RequestContext): Promise<WebhookDelivery | null> {
    return ctx.services.dataSource.getRepository(WebhookDelivery).findOne({ where: { endpointId: endpoint.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  @Authorized('owner')
  @Query(() => WebhookDeliveryPage, { description: 'An endpoint\'s delivery log, newest first, a page at a time (kept 30 days).' })
  async webhookDeliveries(
    @Arg('id', () => ID) id: string,
    @Args(() => DeliveryArgs) request: PageRequest,
    @Ctx() ctx: RequestContext,
  ): Promise<Page<WebhookDelivery>> {
    await findOr404(ctx.services.dataSource.getRepository(WebhookEndpoint), id, 'Webhook');
    return listPage(ctx.services.dataSource.getRepository(WebhookDelivery), deliveryListing, request, {
      scope: (alias) => ({ sql: `${alias}.endpointId = :endpointId`, params: { endpointId: id } }),
    });
  }

  @Authorized('owner')
  @Mutation(() => CreatedWebhook, { description: 'Adds an endpoint; answers it with its signing secret, the only time the secret is shown. A private or loopback target is refused (BAD_USER_INPUT).' })
  addWebhook(@Arg('input', () => WebhookInput) input: WebhookInput, @Ctx() ctx: RequestContext): Promise<CreatedWebhook> {
    return new WebhookService(ctx.services, ctx).add(input);
  }

  @Authorized('owner')
  @Mutation(() => WebhookEndpoint, { description: 'Changes an endpoint, checked like a new one; its secret stays.' })
  updateWebhook(@Arg('id', () => ID) id: string, @Arg('input', () => WebhookInput) input: WebhookInput, @Ctx() ctx: RequestContext): Promise<WebhookEndpoint> {
    return new WebhookService(ctx.services, ctx).update(id, input);
  }

  @Authorized('owner')
  @Mutation(() => ID, { description: 'Deletes an endpoint and its delivery log; answers its id.' })
  deleteWebhook(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return new WebhookService(ctx.services, ctx).remove(id);
  }

  @Authorized('owner')
  @Mutation(() => WebhookDelivery, { description: 'Queues a webhook.test event for the endpoint; answers its delivery.' })
  sendWebhookTest(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<WebhookDelivery> {
    return new WebhookService(ctx.services, ctx).sendTest(id);
  }

  @Authorized('owner')
  @Mutation(() => WebhookDelivery, { description: 'Sends a delivery again: a new series of attempts with the same body and webhook-id (CONFLICT while an attempt is under way).' })
  redeliverWebhook(@Arg('deliveryId', () => ID) deliveryId: string, @Ctx() ctx: RequestContext): Promise<WebhookDelivery> {
    return new WebhookService(ctx.services, ctx).redeliver(deliveryId);
  }
}
