// What deleting an account does, inside the admin's transaction (admin-people.service.ts): the person's data is
// erased from the account and from their bookings, which stay for partners' and accounting records; every way in
// (sessions, their tokens, API keys, webhook endpoints, one-time links) ends. The row stays, so bookings keep their traveller.
// The books keep amounts, dates, statuses, receipts and provider references; what names or reaches the person
// (mobile-money numbers, tour guests, support conversations, mail and texts) is erased, and queued messages are cancelled.
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
/** What stands in for an erased text: a support message, a queued mail's body. */
export const ERASED_TEXT = '[erased]';

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
  // The number is what a refund still owed is paid out to (by the provider or by hand): it stays until the refund is done.
  const owed = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from mobile_payment p join booking b on b.id = p.booking_id
      where b.user_id = ? and p.refund_status in ('pending', 'sent', 'manual')`,
    [user.id],
  );
  const refunds = owed[0]?.n ?? 0;
  if (refunds > 0)
    throw new DomainError(
      'CONFLICT',
      `This account is owed ${counted(refunds, 'mobile-money refund')} still on its way to the traveller's phone: pay ${refunds === 1 ? 'it' : 'them'} out first.`,
      'id',
    );
}

/**
 * Erases the person and ends every way into the account; `unusableHash` is the hash of a secret nobody knows.
 * Answers how many bookings were kept (anonymised).
 */
export async function eraseAccount(em: EntityManager, user: User, unusableHash: string, now: Date): Promise<number> {
  const email = erasedEmail(user.id);
  // Read before the account forgets them: messages and tickets reach the person by these.
  const addresses = { email: user.email, phone: user.phone ?? null };
  await eraseTraces(em, user.id, addresses, email);
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

/** Digits only: '+250 788 111 222' and '+250788111222' name the same phone. */
const DIGITS = `regexp_replace(?, '[^0-9]', '', 'g')`;

/**
 * What names or reaches the person beyond the account and the bookings' contact: the mobile-money number of each
 * payment (and the provider's callbacks, which repeat it), the named guests of their tours, their support tickets
 * (account or guest ones under the same address), and mail and texts to them: queued ones are cancelled, all erased.
 */
async function eraseTraces(em: EntityManager, userId: string, addresses: { email: string; phone: string | null }, erased: string): Promise<void> {
  const theirBookings = `select id from booking where user_id = ?`;
  await em.execute(
    `update mobile_payment_callback c set payload = '{"erased": true}'::jsonb from mobile_payment p
      where p.booking_id in (${theirBookings}) and c.provider = p.provider and c.provider_reference = p.provider_reference`,
    [userId],
    'run',
  );
  await em.execute(`update mobile_payment set msisdn = '' where booking_id in (${theirBookings})`, [userId], 'run');
  await em.execute(
    `update tour_guest set full_name = ?, email = null, phone = null, pickup = null, notes = '' where booking_id in (${theirBookings})`,
    [ERASED_CONTACT_NAME, userId],
    'run',
  );
  const theirTickets = `select id from support_ticket where user_id = ? or lower(email) = lower(?)`;
  await em.execute(
    `update support_reply set message = ?, author_name = case when from_staff then author_name else ? end where ticket_id in (${theirTickets})`,
    [ERASED_TEXT, ERASED_CONTACT_NAME, userId, addresses.email],
    'run',
  );
  await em.execute(
    `update support_ticket set email = ?, name = ?, subject = ?, message = ? where id in (${theirTickets})`,
    [erased, ERASED_CONTACT_NAME, ERASED_TEXT, ERASED_TEXT, userId, addresses.email],
    'run',
  );
  await em.execute(
    `update email_outbox set status = case when status = 'pending' then 'cancelled'::email_status else status end,
       recipient = ?, subject = ?, text = ?, html = ?, attachments = null
      where lower(recipient) = lower(?)`,
    [erased, ERASED_TEXT, ERASED_TEXT, ERASED_TEXT, addresses.email],
    'run',
  );
  // Texts about their bookings carry their account id; one sent to the account's own number may not.
  await em.execute(
    `update sms_outbox set status = case when status = 'pending' then 'cancelled'::sms_status else status end, recipient = '', text = ?
      where user_id = ? or (?::text is not null and regexp_replace(recipient, '[^0-9]', '', 'g') = ${DIGITS})`,
    [ERASED_TEXT, userId, addresses.phone, addresses.phone ?? ''],
    'run',
  );
}
