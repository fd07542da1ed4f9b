// The confirmation mail (and the listing partner's notice): written to the outbox in its own transaction once the booking committed, then delivered.
import type { RequestContext } from '../../context.js';
import type { Language } from '../../language.js';
import { bookingChangeEmail } from '../email/booking-change-emails.js';
import { bookingConfirmedEmail } from '../email/booking-emails.js';
import type { EmailService } from '../email/email.service.js';
import { partnerBookingEmail } from '../email/partner-booking-emails.js';
import { bookingListingTable } from '../partners/live-bookings.js';
import { isPartnerRole, type Role, roleHomePath } from '../users/role.js';
import { type Booking, PaymentStatus } from './booking.entity.js';
import { formatMoney } from '../listings/money.js';
import { bookingCalendar } from './booking-calendar.js';

const whenOf = (booking: Booking) =>
  [booking.startTime ? `${booking.startDate} ${booking.startTime}` : booking.startDate, booking.endDate !== booking.startDate ? booking.endDate : null]
    .filter(Boolean)
    .join(' – ');

/** The traveller's page of a booking, linked from every mail about it. */
export const bookingPageUrl = (webOrigin: string, reference: string) => `${webOrigin}/profile/bookings?reference=${encodeURIComponent(reference)}`;

/** The "booking changed" mail, in the language of the request that changed it. */
export async function sendModified(ctx: RequestContext, email: EmailService, booking: Booking, differenceMinor: number): Promise<void> {
  const em = ctx.em.fork();
  const sign = differenceMinor < 0 ? '-' : '+';
  email.enqueue(
    em,
    booking.email,
    bookingChangeEmail(ctx.language, 'booking-modified', {
      name: booking.contactName,
      reference: booking.reference,
      listingName: booking.listingName,
      facts: [
        ['when', whenOf(booking)],
        ['party', String(booking.partySize)],
        ['total', formatMoney(booking.totalMinor, booking.currency)],
        ['difference', `${sign}${formatMoney(Math.abs(differenceMinor), booking.currency)}`],
      ],
      url: bookingPageUrl(ctx.config.webOrigin, booking.reference),
    }),
  );
  await em.flush();
  email.deliverSoon(em);
}

/** The "booking cancelled" mail with the refund, in the language the traveller booked in. */
export async function sendCancelled(ctx: RequestContext, email: EmailService, booking: Booking, refundMinor: number, reason: string | null): Promise<void> {
  const em = ctx.em.fork();
  email.enqueue(
    em,
    booking.email,
    bookingChangeEmail(booking.language, 'booking-cancelled', {
      name: booking.contactName,
      reference: booking.reference,
      listingName: booking.listingName,
      facts: [['when', whenOf(booking)], ['refund', formatMoney(refundMinor, booking.currency)], ...(reason ? [['reason', reason] as ['reason', string]] : [])],
      url: bookingPageUrl(ctx.config.webOrigin, booking.reference),
    }),
  );
  await em.flush();
  email.deliverSoon(em);
}

export async function sendConfirmation(ctx: RequestContext, email: EmailService, booking: Booking): Promise<void> {
  const em = ctx.em.fork();
  const content = bookingConfirmedEmail(
    ctx.language,
    booking.contactName,
    {
      reference: booking.reference,
      listingName: booking.listingName,
      location: booking.location,
      when: whenOf(booking),
      partySize: booking.partySize,
      total: formatMoney(booking.totalMinor, booking.currency),
      paid: booking.paymentStatus === PaymentStatus.PAID,
      manageUrl: bookingPageUrl(ctx.config.webOrigin, booking.reference),
    },
    bookingCalendar(booking, new URL(ctx.config.publicApiUrl).hostname),
  );
  email.enqueue(em, booking.email, content);
  await em.flush();
  email.deliverSoon(em);
}

/** Tells the listing's owner, when a partner account owns it, that it was just booked: in the language the partner last used. */
export async function sendPartnerNotice(ctx: RequestContext, email: EmailService, booking: Booking): Promise<void> {
  const em = ctx.em.fork();
  const [owner] = await em
    .getConnection()
    .execute<Array<{ email: string; first_name: string; role: Role; language: Language }>>(
      `select u.email, u.first_name, u.role, u.language from app_user u join "${bookingListingTable[booking.type]}" l on l.owner_id = u.id where l.id = ?`,
      [booking.listingId],
    );
  if (!owner || !isPartnerRole(owner.role)) return;
  email.enqueue(
    em,
    owner.email,
    partnerBookingEmail(owner.language, {
      name: owner.first_name,
      reference: booking.reference,
      listingName: booking.listingName,
      when: whenOf(booking),
      partySize: booking.partySize,
      total: formatMoney(booking.totalMinor, booking.currency),
      guest: booking.contactName,
      url: `${ctx.config.webOrigin}${roleHomePath[owner.role]}/bookings`,
    }),
  );
  await em.flush();
  email.deliverSoon(em);
}
