// Partner webhooks: a partner adds endpoints (URL, events; the signing secret shown once), reads each one's delivery
// log and asks for a test delivery. Events are written as deliveries inside the transaction of the change they tell
// of (one statement, whatever the number of endpoints); a trigger adds each delivery's job in that transaction, and
// the job queue sends it, signed, retrying with a growing delay (jobs.ts). A delivery accepted once is never sent again.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext, Viewer } from '../../../context.js';
import { DomainError } from '../../../errors.js';
import { auditSnapshot, recordAudit } from '../../audit/audit-log.js';
import { isPartnerRole } from '../../users/role.js';
import { User } from '../../users/user.entity.js';
import { WebhookDelivery, WebhookDeliveryStatus } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { type AvailabilityChange, availabilityEventData, eventBody, SUBSCRIBABLE_EVENTS, WebhookEventType } from './webhook-events.js';
import { newWebhookSecret, WEBHOOK_HEADERS, webhookSignature } from './webhook-signature.js';
import { checkWebhookTarget, guardedLookup, hostOf, refusedAddress, type WebhookTargetRules, webhookUrl } from './webhook-target.js';

/** Endpoints a partner may have at once. */
export const MAX_ENDPOINTS = 10;
/** Attempts at one delivery before it is marked failed: the max_attempts its job is added with (the delivery trigger). */
export const DELIVERY_ATTEMPTS = 10;
/** Deliveries the log shows per endpoint, newest first. */
export const DELIVERY_LOG_SIZE = 50;
/** A receiver that has not answered by then counts as a failure (and is tried again). */
const DELIVERY_TIMEOUT_MS = 10_000;
const AUDITED_FIELDS = ['url', 'events', 'createdAt', 'removedAt'] as const;

/** The job queue's wait before the next attempt (graphile-worker: e^attempts seconds, at most e^10). */
const queueRetryDelayMs = (attempts: number) => Math.exp(Math.min(attempts, 10)) * 1000;

export const webhookEndpointCreation = z.object({
  url: z.string().max(4096, { error: 'must be at most 2048 characters' }),
  events: z
    .array(z.enum(WebhookEventType).refine((event) => event !== WebhookEventType.PING, { error: 'PING is sent on request only (webhookEndpointTest)' }))
    .max(SUBSCRIBABLE_EVENTS.length)
    .nullish()
    .transform((events) => (events?.length ? [...new Set(events)] : [...SUBSCRIBABLE_EVENTS])),
});
export type WebhookEndpointCreation = z.output<typeof webhookEndpointCreation>;

const endpointId = z.uuid();

export interface CreatedWebhookEndpoint {
  endpoint: WebhookEndpoint;
  /** The signing secret: shown this once. */
  secret: string;
}

/** One attempt's outcome. */
interface AttemptOutcome {
  status: number | null;
  error: string | null;
}

const notFound = () => new DomainError('NOT_FOUND', 'This webhook endpoint does not exist or was removed.', 'id');

export class WebhookService {
  constructor(private readonly rules: WebhookTargetRules) {}

  list(ctx: RequestContext): Promise<WebhookEndpoint[]> {
    const owner = this.partnerOf(ctx);
    return ctx.em.find(WebhookEndpoint, { owner: owner.id, removedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** The endpoint's latest deliveries, newest first. */
  deliveries(em: EntityManager, endpoint: WebhookEndpoint, limit = DELIVERY_LOG_SIZE): Promise<WebhookDelivery[]> {
    return em.find(WebhookDelivery, { endpoint: endpoint.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(limit, DELIVERY_LOG_SIZE) });
  }

  async create(ctx: RequestContext, { url, events }: WebhookEndpointCreation): Promise<CreatedWebhookEndpoint> {
    const owner = this.partnerOf(ctx);
    const target = webhookUrl(url, this.rules);
    await checkWebhookTarget(target, this.rules);
    const active = await ctx.em.count(WebhookEndpoint, { owner: owner.id, removedAt: null });
    if (active >= MAX_ENDPOINTS) throw new DomainError('CONFLICT', `You can have ${MAX_ENDPOINTS} webhook endpoints at most. Remove one first.`, 'url');
    const secret = newWebhookSecret();
    const endpoint = ctx.em.create(WebhookEndpoint, { id: randomUUID(), owner: ctx.em.getReference(User, owner.id), url: target.href, secret, events });
    recordAudit(
      ctx.em,
      { ...owner, requestId: ctx.requestId },
      { action: 'webhook.create', subjectType: 'webhook_endpoint', subjectId: endpoint.id, after: auditSnapshot(endpoint, AUDITED_FIELDS) },
    );
    await ctx.em.flush();
    return { endpoint, secret };
  }

  /** Stops deliveries to the endpoint: none is written for it any more (those already written still go). */
  async remove(ctx: RequestContext, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.own(ctx, id);
    const before = auditSnapshot(endpoint, AUDITED_FIELDS);
    endpoint.removedAt = new Date();
    recordAudit(
      ctx.em,
      { ...this.partnerOf(ctx), requestId: ctx.requestId },
      { action: 'webhook.remove', subjectType: 'webhook_endpoint', subjectId: endpoint.id, before, after: auditSnapshot(endpoint, AUDITED_FIELDS) },
    );
    await ctx.em.flush();
    return endpoint;
  }

  /** A `ping` event for this endpoint alone, delivered like any other: the way to check a receiver and its signature check. */
  async sendTest(ctx: RequestContext, id: string): Promise<WebhookDelivery> {
    const endpoint = await this.own(ctx, id);
    const eventId = randomUUID();
    const delivery = ctx.em.create(WebhookDelivery, {
      endpoint,
      eventId,
      eventType: WebhookEventType.PING,
      payload: eventBody(eventId, WebhookEventType.PING, new Date(), { endpointId: endpoint.id }),
    });
    await ctx.em.flush();
    return delivery;
  }

  /**
   * Writes `type` with `data` as one delivery to each endpoint of `ownerId` that asked for it, in `tx` (one statement):
   * they exist only if the change commits. Call it inside the transaction of the change.
   */
  async publish(tx: EntityManager, ownerId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
    const eventId = randomUUID();
    const body = eventBody(eventId, type, new Date(), data);
    await tx.getConnection().execute(
      `insert into partner_webhook_delivery (endpoint_id, event_id, event_type, payload)
      select e.id, ?, ?, ?::jsonb from partner_webhook_endpoint e where e.owner_id = ? and e.removed_at is null and ? = any (e.events)`,
      [eventId, type, JSON.stringify(body), ownerId, type],
      'run',
      tx.getTransactionContext(),
    );
  }

  /** Tells the owner's endpoints that what can be booked on a listing changed; in the change's transaction. */
  availabilityChanged(tx: EntityManager, ownerId: string, change: AvailabilityChange): Promise<void> {
    return this.publish(tx, ownerId, WebhookEventType.AVAILABILITY_CHANGED, availabilityEventData(change));
  }

  /**
   * Sends one delivery (its job, added with it: jobs.ts). A 2xx answer marks it delivered; anything else is recorded and
   * thrown, so the queue tries again after a growing delay, until the last attempt marks it failed. A delivery already
   * accepted (the job ran twice) is not sent again; nor is one whose endpoint was removed.
   */
  async deliver(em: EntityManager, id: string, { attempt, lastAttempt }: { attempt: number; lastAttempt: boolean }): Promise<void> {
    const delivery = await em.findOne(WebhookDelivery, { id, status: WebhookDeliveryStatus.PENDING }, { populate: ['endpoint'] });
    if (!delivery) return;
    const { endpoint } = delivery;
    const outcome: AttemptOutcome = endpoint.removedAt ? { status: null, error: 'The endpoint was removed' } : await this.send(delivery);
    delivery.attempts = attempt;
    delivery.lastAttemptAt = new Date();
    delivery.responseStatus = outcome.status;
    delivery.lastError = outcome.error?.slice(0, 500) ?? null;
    const accepted = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    if (accepted) {
      delivery.status = WebhookDeliveryStatus.DELIVERED;
      delivery.deliveredAt = new Date();
      delivery.nextAttemptAt = null;
    } else if (lastAttempt || endpoint.removedAt) {
      delivery.status = WebhookDeliveryStatus.FAILED;
      delivery.nextAttemptAt = null;
    } else {
      delivery.nextAttemptAt = new Date(Date.now() + queueRetryDelayMs(attempt));
    }
    await em.flush();
    if (!accepted && delivery.status === WebhookDeliveryStatus.PENDING) throw new Error(`Webhook delivery ${id} failed: ${delivery.lastError}`);
  }

  /** One POST of the delivery's body, signed now; the connection goes only to an address the rules allow. */
  private send(delivery: WebhookDelivery): Promise<AttemptOutcome> {
    const url = new URL(delivery.endpoint.url);
    const host = hostOf(url);
    const refusedLiteral = isIP(host) ? refusedAddress(host, this.rules) : null;
    if (refusedLiteral) return Promise.resolve({ status: null, error: `Refused: ${refusedLiteral}` });
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      const outgoing = send(
        url,
        {
          method: 'POST',
          lookup: guardedLookup(this.rules),
          timeout: DELIVERY_TIMEOUT_MS,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'JamboAfrica-Webhooks/1',
            [WEBHOOK_HEADERS.id]: delivery.eventId,
            [WEBHOOK_HEADERS.timestamp]: String(timestamp),
            [WEBHOOK_HEADERS.signature]: webhookSignature(delivery.endpoint.secret, timestamp, body),
          },
        },
        (answer) => {
          // The answer's body is not kept: reading it only frees the connection.
          answer.resume();
          answer.on('end', () =>
            resolve({ status: answer.statusCode ?? null, error: answer.statusCode && answer.statusCode < 300 ? null : `HTTP ${answer.statusCode}` }),
          );
          answer.on('error', (error) => resolve({ status: answer.statusCode ?? null, error: error.message }));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds`)));
      outgoing.on('error', (error) => resolve({ status: null, error: error.message }));
      outgoing.end(body);
    });
  }

  private async own(ctx: RequestContext, id: string): Promise<WebhookEndpoint> {
    const owner = this.partnerOf(ctx);
    const parsed = endpointId.safeParse(id);
    if (!parsed.success) throw notFound();
    const endpoint = await ctx.em.findOne(WebhookEndpoint, { id: parsed.data, owner: owner.id, removedAt: null });
    if (!endpoint) throw notFound();
    return endpoint;
  }

  /** A partner, signed in or with its API key (a channel manager registers its own endpoint). */
  private partnerOf(ctx: RequestContext): Viewer {
    const viewer = ctx.viewer;
    if (!viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
    if (!isPartnerRole(viewer.role)) throw new DomainError('FORBIDDEN', 'Only partner accounts have webhooks.');
    return viewer;
  }
}
