import { Field, InputType, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../../graphql/user-error.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEventType } from './webhook-events.js';

@InputType({ description: 'A new webhook endpoint' })
export class WebhookEndpointCreateInput {
  @Field({ description: 'Where deliveries are POSTed: https://... (http://localhost too outside production)' })
  url!: string;

  @Field(() => [WebhookEventType], { nullable: true, description: 'The events to deliver; all of them when left out' })
  events?: WebhookEventType[] | null;
}

@ObjectType({ description: 'The answer to adding a webhook endpoint' })
export class WebhookEndpointCreatePayload extends MutationPayload {
  @Field(() => WebhookEndpoint, { nullable: true, description: 'The endpoint added' })
  endpoint?: WebhookEndpoint | null;

  @Field(() => String, { nullable: true, description: 'The signing secret: shown this once; check every delivery’s Webhook-Signature with it' })
  secret?: string | null;
}

@ObjectType({ description: 'The answer to removing a webhook endpoint' })
export class WebhookEndpointRemovePayload extends MutationPayload {
  @Field(() => WebhookEndpoint, { nullable: true, description: 'The endpoint removed' })
  endpoint?: WebhookEndpoint | null;
}

@ObjectType({ description: 'The answer to asking for a test delivery' })
export class WebhookEndpointTestPayload extends MutationPayload {
  @Field(() => WebhookDelivery, { nullable: true, description: 'The ping delivery written; it is sent within seconds' })
  delivery?: WebhookDelivery | null;
}
