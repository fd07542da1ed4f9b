// What deleting an account does, inside the admin's transaction (admin-people.service.ts): the person's data is
// erased from the account and from their bookings, which stay for partners' and accounting records; every way in
// (sessions, their tokens, API keys, webhook endpoints, one-time links) ends. The row stays, so bookings keep their traveller.
import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import { counted } from '../../counted.js';
import { Booking, BookingStatus } from '../bookings/booking.entity.js';
import type { User } from '../users/user.entity.js';
import { adminKindList } from './admin-listing-kinds.js';

/** The e-mail domain of erased accounts: `.invalid` is reserved (RFC 2606), so nothing is ever sent there. */
const ERASED_DOMAIN = 'deleted.invalid';
/** The name partners read on the bookings of an erased account. */
export const ERASED_CONTACT_NAME = 'Deleted account';

/** An erased account's e-mail: unique by its id, so the person's own address can be registered again. */
export const erasedEmail = (userId: string) => `deleted-${userId}@${ERASED_DOMAIN}`;

/**
 * Refuses while the account still matters to others: a partner's visible listings (they are hidden or handed over
 * first) and the traveller's confirmed bookings still to come (cancelled first, so partners are told and refunds follow).
 */
export async function assertDeletable(em: EntityManager, user: User): Promise<void> {
  for (const kind of adminKindList()) {
    if (kind.partnerRole !== user.role) continue;
    const visible = await em.count(kind.entity, { owner: user.id, ...kind.activeWhere(true) });
    if (visible > 0)
      throw new DomainError(
        'CONFLICT',
        `This account still owns ${counted(visible, 'visible listing')}: the partner must hide ${visible === 1 ? 'it' : 'them'} or hand ${visible === 1 ? 'it' : 'them'} over to another partner first.`,
        'id',
      );
  }
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = await em.count(Booking, { user: user.id, status: BookingStatus.CONFIRMED, endDate: { $gte: today }, checkedOutAt: null, noShowAt: null });
  if (upcoming > 0)
    throw new DomainError(
      'HAS_UPCOMING_BOOKINGS',
      `This account has ${counted(upcoming, 'confirmed booking')} still to come as a traveller: cancel ${upcoming === 1 ? 'it' : 'them'} first.`,
      'id',
    );
}

/**
 * Erases the person and ends every way into the account; `unusableHash` is the hash of a secret nobody knows.
 * Answers how many bookings were kept (anonymised).
 */
export async function eraseAccount(em: EntityManager, user: User, unusableHash: string, now: Date): Promise<number> {
  const email = erasedEmail(user.id);
  Object.assign(user, {
    email,
    username: `deleted-${user.id}`,
    passwordHash: unusableHash,
    firstName: '',
    lastName: '',
    phone: null,
    country: null,
    city: null,
    avatarPath: null,
    smsReceipts: false,
    deletedAt: now,
  });
  await em.flush();
  // What the traveller typed about themselves (allergies, wishes) goes too; what was booked and paid stays.
  const keptBookings = await em.execute<QueryResult>(
    `update booking set email = ?, contact_name = ?, phone = null, client_address = null, details = details - 'allergies' - 'specialRequests' where user_id = ?`,
    [email, ERASED_CONTACT_NAME, user.id],
    'run',
  );
  await em.execute(`delete from booking_access_token where booking_id in (select id from booking where user_id = ?)`, [user.id], 'run');
  await em.execute(`delete from saved_listing where user_id = ?`, [user.id], 'run');
  await em.execute(`delete from one_time_token where user_id = ?`, [user.id], 'run');
  await em.execute(`delete from auth_session_token where session_id in (select id from auth_session where user_id = ?)`, [user.id], 'run');
  await em.execute(
    `update auth_session set revoked_at = coalesce(revoked_at, ?), revoked_reason = coalesce(revoked_reason, 'account-deleted'), ip = null, user_agent = null where user_id = ?`,
    [now, user.id],
    'run',
  );
  await em.execute(`update partner_api_key set revoked_at = ? where owner_id = ? and revoked_at is null`, [now, user.id], 'run');
  await em.execute(`update partner_webhook_endpoint set removed_at = ? where owner_id = ? and removed_at is null`, [now, user.id], 'run');
  return keptBookings.affectedRows;
}
