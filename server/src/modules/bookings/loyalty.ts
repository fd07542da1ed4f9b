// Loyalty (spec §1, §9): 10% of every confirmed booking of an account, as points worth a dollar each, earned once
// it is paid (by card at booking, or at the venue when the partner marks it paid); a cancellation takes them back.
// Written in the booking's own transaction, so points and bookings agree.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, PaymentStatus } from './booking.entity.js';
import { LoyaltyEntry, LoyaltyEntryKind } from './loyalty.entity.js';

export const LOYALTY_RATE = 0.1;

/** Whole points for a total in minor units: 10% of the dollars, rounded down. */
export const pointsFor = (totalMinor: number) => Math.floor((totalMinor * LOYALTY_RATE) / 100);

/** Credits a paid booking of an account that has credited nothing yet; an unpaid one earns when it is paid. */
export function creditPoints(tx: EntityManager, booking: Booking): void {
  const points = pointsFor(booking.totalMinor);
  if (booking.user && booking.paymentStatus === PaymentStatus.PAID && points > 0)
    tx.create(LoyaltyEntry, { user: booking.user, booking, kind: LoyaltyEntryKind.EARNED, points });
}

/** When a confirmed booking is marked paid (at the venue): its points, unless it has credited some already. */
export async function creditPointsOnPayment(tx: EntityManager, booking: Booking): Promise<void> {
  if ((await tx.count(LoyaltyEntry, { booking })) === 0) creditPoints(tx, booking);
}

/** What the booking has credited so far: its EARNED entry plus any ADJUSTED ones. */
async function creditedFor(tx: EntityManager, booking: Booking): Promise<{ entries: LoyaltyEntry[]; points: number }> {
  const entries = await tx.find(LoyaltyEntry, { booking });
  return { entries, points: entries.reduce((sum, entry) => sum + entry.points, 0) };
}

/** Takes back everything the booking credited (earned and adjusted), in one REVERSED line. */
export async function reversePoints(tx: EntityManager, booking: Booking): Promise<void> {
  const { entries, points } = await creditedFor(tx, booking);
  const earned = entries.find((entry) => entry.kind === LoyaltyEntryKind.EARNED);
  if (earned && !entries.some((entry) => entry.kind === LoyaltyEntryKind.REVERSED))
    tx.create(LoyaltyEntry, { user: earned.user, booking, kind: LoyaltyEntryKind.REVERSED, points: -points });
}

/** After a modification: one ADJUSTED line bringing the booking's credit to 10% of its new total. */
export async function adjustPoints(tx: EntityManager, booking: Booking): Promise<number> {
  const { entries, points } = await creditedFor(tx, booking);
  const earned = entries.find((entry) => entry.kind === LoyaltyEntryKind.EARNED);
  if (!earned) return 0;
  const difference = pointsFor(booking.totalMinor) - points;
  if (difference !== 0) tx.create(LoyaltyEntry, { user: earned.user, booking, kind: LoyaltyEntryKind.ADJUSTED, points: difference });
  return difference;
}

export async function loyaltyOf(em: EntityManager, userId: string): Promise<{ balance: number; entries: LoyaltyEntry[] }> {
  const entries = await em.find(LoyaltyEntry, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 100 });
  const [row] = await em
    .getConnection()
    .execute<Array<{ balance: number }>>(
      'select coalesce(sum(points), 0)::int as balance from loyalty_entry where user_id = ?',
      [userId],
      'all',
      em.getTransactionContext(),
    );
  return { balance: row?.balance ?? 0, entries };
}
