import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../../http/api-context.js';
import { commandOf } from '../../../graphql/arguments.js';
import { payloadOf } from '../../../graphql/user-error.js';
import { PARTNER_ROLES } from '../../users/role.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { DELIVERY_LOG_SIZE, webhookEndpointCreation } from './webhook.service.js';
import { WebhookEndpointCreateInput, WebhookEndpointCreatePayload, WebhookEndpointRemovePayload, WebhookEndpointTestPayload } from './webhook.types.js';

/** A partner's webhook endpoints, from its dashboard or with its API key (a channel manager registers its own). */
@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @Authorized(PARTNER_ROLES)
  @Query(() => [WebhookEndpoint], { description: "The partner's webhook endpoints, newest first" })
  webhookEndpoints(@Ctx() ctx: ApiContext) {
    return ctx.services.webhooks.list(ctx);
  }

  @FieldResolver(() => [WebhookDelivery], { description: 'The latest deliveries to this endpoint, newest first: the delivery log' })
  deliveries(
    @Root() endpoint: WebhookEndpoint,
    @Arg('limit', () => Int, { defaultValue: 20, description: `How many, at most ${DELIVERY_LOG_SIZE}` }) limit: number,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.webhooks.deliveries(ctx.em, endpoint, Math.max(1, limit));
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => WebhookEndpointCreatePayload, {
    description: 'Adds an endpoint that receives signed deliveries of your bookings’ and availability’s changes; its signing secret is in this answer only',
  })
  webhookEndpointCreate(@Arg('input', { description: 'Its URL and the events it wants' }) input: WebhookEndpointCreateInput, @Ctx() ctx: ApiContext) {
    return payloadOf(WebhookEndpointCreatePayload, () => ctx.services.webhooks.create(ctx, commandOf(webhookEndpointCreation, input)));
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => WebhookEndpointRemovePayload, { description: 'Removes an endpoint: nothing more is delivered to it' })
  webhookEndpointRemove(@Arg('id', () => ID, { description: 'The endpoint' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(WebhookEndpointRemovePayload, async () => ({ endpoint: await ctx.services.webhooks.remove(ctx, id) }));
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => WebhookEndpointTestPayload, { description: 'Sends a test delivery (a ping event) to an endpoint, signed like every other' })
  webhookEndpointTest(@Arg('id', () => ID, { description: 'The endpoint' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(WebhookEndpointTestPayload, async () => ({ delivery: await ctx.services.webhooks.sendTest(ctx, id) }));
  }
}
