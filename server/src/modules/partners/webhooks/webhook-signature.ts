// How a delivery proves it comes from us: HMAC-SHA256, keyed with the endpoint's secret, over the timestamp, a dot and
// the body as sent. The receiver recomputes it, compares in constant time, and refuses a timestamp older than a few
// minutes (a replay). The event id names the event on every attempt, so a receiver drops a repeat.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** Every signing secret starts with this, so a leaked one is recognised (secret scanners, logs). */
export const WEBHOOK_SECRET_PREFIX = 'jambo_whsec_';

export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The Webhook-Signature header of `body` sent at `timestamp` (seconds since 1970). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does: true when `signature` is the one of `body` at `timestamp` (constant-time compare). */
export function isValidWebhookSignature(secret: string, timestamp: number, body: string, signature: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
