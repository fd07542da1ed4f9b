// Idempotency keys: a retried booking request returns the first answer; the key with another request is refused.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { Booking } from './booking.entity.js';
import { IdempotencyKey } from './inventory.entity.js';
import type { ClaimKey } from './inventory-claims.js';

export interface IdempotentCall {
  key: string;
  operation: string;
  /** The parsed request (no card number): what "the same request" means. */
  request: unknown;
  /** The guest's e-mail: a guest's keys are the guest's own, so another guest's key replays nothing. */
  guestEmail: string | null;
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

const scopeOf = (ctx: RequestContext, call: IdempotentCall) => (ctx.viewer ? `user:${ctx.viewer.id}` : `guest:${call.guestEmail ?? ''}`);

/**
 * In the caller's transaction: waits for any other request with the same key (an advisory lock), then returns
 * the booking it made, or null when the key is new. `remember` records the key with the new booking.
 */
export async function replayOf(ctx: RequestContext, tx: EntityManager, call: IdempotentCall): Promise<Booking | null> {
  const scope = scopeOf(ctx, call);
  await tx.getConnection().execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`${scope}|${call.key}`], 'all', tx.getTransactionContext());
  return earlierBooking(tx, scope, call);
}

/** The key of a booking about to be made: its first claim writes it (inventory-claims.ts) and its booking is checked at commit. */
export function claimKey(ctx: RequestContext, call: IdempotentCall): ClaimKey {
  return { scope: scopeOf(ctx, call), key: call.key, operation: call.operation, requestHash: hashOf(call) };
}

/**
 * The booking an earlier request with this key made, when this request failed where the earlier one may not have;
 * null when no request has made one. The key with another request is refused.
 */
export function bookingUnderKey(ctx: RequestContext, tx: EntityManager, call: IdempotentCall): Promise<Booking | null> {
  return earlierBooking(tx, scopeOf(ctx, call), call);
}

/** The booking an earlier request made, once its key was found taken (by the first claim); the key with another request is refused. */
export async function bookingOfTakenKey(ctx: RequestContext, tx: EntityManager, call: IdempotentCall): Promise<Booking> {
  const earlier = await earlierBooking(tx, scopeOf(ctx, call), call);
  if (!earlier) throw new Error(`Idempotency key ${call.key} is taken but was not found`);
  return earlier;
}

async function earlierBooking(tx: EntityManager, scope: string, call: IdempotentCall): Promise<Booking | null> {
  const seen = await tx.findOne(IdempotencyKey, { scope, key: call.key });
  if (!seen) return null;
  if (seen.operation !== call.operation || seen.requestHash !== hashOf(call))
    throw new DomainError(
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used for a different request. Use a new key for a new booking.',
      'idempotencyKey',
    );
  return tx.findOneOrFail(Booking, seen.booking.id, { refresh: true });
}

export function remember(ctx: RequestContext, tx: EntityManager, call: IdempotentCall, booking: Booking): void {
  tx.create(IdempotencyKey, { scope: scopeOf(ctx, call), key: call.key, operation: call.operation, requestHash: hashOf(call), booking });
}

const hashOf = (call: IdempotentCall) =>
  createHash('sha256')
    .update(canonical({ operation: call.operation, request: call.request }))
    .digest('hex');
