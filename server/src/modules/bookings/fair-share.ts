// Fair share of scarce inventory: one client (its address, its account, the e-mail it books with) may have only a
// few pending bookings at once -- live holds, and guests' unpaid bookings still awaiting the e-mailed link -- and
// ask for only so many in ten minutes. Pending bookings are counted in PostgreSQL inside the claim's transaction,
// the client's other placements waiting on an advisory lock (exact, whatever the replicas); attempts are counted in
// the limiter store (Redis when set).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import type { AttemptLimiter, attemptLimiterFactory } from '../auth/attempt-limiter.js';
import type { User } from '../users/user.entity.js';
import { type Booking, BookingStatus } from './booking.entity.js';
import { confirmClaims } from './inventory-claims.js';
import { type PaymentRequest, PaymentMethod } from './payments.js';

const HOLD_LIMIT =
  'You already have several bookings waiting to be completed. Please finish or release one of them, or confirm one with the link we e-mailed you, then try again.';

/** Who places a booking, for the share: the address it comes from, the account, the e-mail it is made with. */
export interface Client {
  address: string;
  userId: string | null;
  email: string;
}

type Row = Record<string, unknown>;

const run = <T extends Row>(em: EntityManager, sql: string, params: unknown[]) =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/**
 * Whether a booking blocks its inventory before anyone has proved who they are: a guest's booking paid at the venue
 * is confirmed, but keeps its units only until the guest opens the link e-mailed to them.
 */
export const awaitsGuestEmail = (user: User | null, payment: PaymentRequest | null) => !user && payment?.method === PaymentMethod.PAY_AT_VENUE;

export class FairShare {
  private readonly attempts: AttemptLimiter;

  constructor(
    limiters: ReturnType<typeof attemptLimiterFactory>,
    private readonly limits: Config['fairShare'],
  ) {
    this.attempts = limiters.create('booking-attempts', { points: limits.attemptsPer10Minutes, duration: 600, block: 0 });
  }

  /** Counts one placement of the address and of the e-mail; RATE_LIMITED (429 with Retry-After) once either is over. */
  async countAttempt(ctx: RequestContext, email: string): Promise<void> {
    await this.attempts.consume(`address:${ctx.ip}`);
    await this.attempts.consume(`email:${email}`);
  }

  /**
   * In the claim's transaction: waits for the client's other placements to commit, then refuses (HOLD_LIMIT) a
   * booking of `units` that would take the client past its share of pending bookings.
   */
  async admitPending(tx: EntityManager, client: Client, units: number): Promise<void> {
    // One lock per key, taken in order so that two placements sharing keys never wait on each other in a cycle.
    await run(
      tx,
      `select pg_advisory_xact_lock(hashtextextended(k, 0)) from (select k from (values (?), (?), (?)) as v(k) where k is not null order by k) keys`,
      [`pending|address|${client.address}`, `pending|email|${client.email}`, client.userId && `pending|user|${client.userId}`],
    );
    const [pending] = await run<{ bookings: number; units: number }>(
      tx,
      `select count(*)::int as bookings, coalesce(sum(units), 0)::int as units from booking
      where (status = 'held' and hold_expires_at > now() or status = 'confirmed' and email_confirm_by > now())
        and (client_address = ? or email = ? or user_id = ?)`,
      [client.address, client.email, client.userId],
    );
    if (pending!.bookings + 1 > this.limits.pendingPerClient || pending!.units + units > this.limits.pendingUnitsPerClient)
      throw new DomainError('HOLD_LIMIT', HOLD_LIMIT);
  }

  /** When an awaiting guest booking made now lets go of its units unless the e-mailed link is opened. */
  confirmBy(): Date {
    return new Date(Date.now() + this.limits.guestConfirmMinutes * 60_000);
  }
}

/** The booking's live claims last until `until`: a guest's unpaid booking until the e-mailed link is opened. */
export async function claimsUntil(tx: EntityManager, bookingId: string, until: Date): Promise<void> {
  await run(tx, `update inventory_claim set expires_at = ? where booking_id = ? and released_at is null`, [until.toISOString(), bookingId]);
}

/** The guest proved the e-mail by opening a link sent to it: an awaiting booking keeps its units for good. */
export async function confirmGuestEmail(tx: EntityManager, booking: Booking): Promise<void> {
  if (booking.status !== BookingStatus.CONFIRMED || !booking.emailConfirmBy || booking.emailConfirmBy <= new Date()) return;
  if ((await confirmClaims(tx, booking.id, { closedToo: true })) === 'confirmed') booking.emailConfirmBy = null;
}
