// Idempotency keys: a retried booking request returns the first answer; the key with another request is refused.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { Booking } from './booking.entity.js';
import { IdempotencyKey } from './inventory.entity.js';

export interface IdempotentCall {
  key: string;
  operation: string;
  /** The parsed request (no card number): what "the same request" means. */
  request: unknown;
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

const scopeOf = (ctx: RequestContext) => (ctx.viewer ? `user:${ctx.viewer.id}` : 'guest');

/**
 * In the caller's transaction: waits for any other request with the same key (an advisory lock), then returns
 * the booking it made, or null when the key is new. `remember` records the key with the new booking.
 */
export async function replayOf(ctx: RequestContext, tx: EntityManager, call: IdempotentCall): Promise<Booking | null> {
  const scope = scopeOf(ctx);
  await tx.getConnection().execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`${scope}|${call.key}`], 'all', tx.getTransactionContext());
  return earlierBooking(tx, scope, call);
}

/**
 * In the caller's transaction, for a booking about to be made as `bookingId`: writes the key for it in one statement
 * (its booking is checked at commit), or, when the key is taken, returns the booking the earlier request made. A
 * request with the same key still in flight makes this one wait on the key's row until it ends.
 */
export async function reserveKey(ctx: RequestContext, tx: EntityManager, call: IdempotentCall, bookingId: string): Promise<Booking | null> {
  const scope = scopeOf(ctx);
  const written = await tx
    .getConnection()
    .execute<Array<{ key: string }>>(
      'insert into idempotency_key (scope, key, operation, request_hash, booking_id) values (?, ?, ?, ?, ?) on conflict (scope, key) do nothing returning key',
      [scope, call.key, call.operation, hashOf(call), bookingId],
      'all',
      tx.getTransactionContext(),
    );
  if (written.length) return null;
  const earlier = await earlierBooking(tx, scope, call);
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
  tx.create(IdempotencyKey, { scope: scopeOf(ctx), key: call.key, operation: call.operation, requestHash: hashOf(call), booking });
}

const hashOf = (call: IdempotentCall) =>
  createHash('sha256')
    .update(canonical({ operation: call.operation, request: call.request }))
    .digest('hex');
