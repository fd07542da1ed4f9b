// The mails about a booking: written to the outbox in their own transaction once the booking committed, then delivered.
import type { RequestContext } from '../../context.js';
import type { Language } from '../../language.js';
import { bookingChangeEmail } from '../email/booking-change-emails.js';
import { bookingConfirmedEmail } from '../email/booking-emails.js';
import type { EmailService } from '../email/email.service.js';
import { partnerBookingEmail } from '../email/partner-booking-emails.js';
import type { LiveBookings } from '../partners/live-bookings.js';
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

/**
 * Once a confirmed booking has committed, in one pass: the live announcement to the owner's dashboards, the
 * traveller's confirmation and the notice to the listing's partner (in the language the partner last used). The owner
 * is read and told in one statement and the mails are written in another: a booking's after-work costs two statements,
 * not nine. It runs after the booking's transaction, so a mail problem never undoes a booking.
 */
export async function announceConfirmed(ctx: RequestContext, email: EmailService, liveBookings: LiveBookings, booking: Booking): Promise<void> {
  const em = ctx.em.fork();
  const owner = await liveBookings.announceToOwner(em, {
    bookingId: booking.id,
    reference: booking.reference,
    type: booking.type,
    listingId: booking.listingId,
    listingName: booking.listingName,
    startDate: booking.startDate,
  });
  await email.enqueueNow(em, [
    { recipient: booking.email, content: confirmationContent(ctx, booking) },
    ...(owner && isPartnerRole(owner.role) ? [{ recipient: owner.email, content: partnerNotice(ctx, booking, owner) }] : []),
  ]);
}

function confirmationContent(ctx: RequestContext, booking: Booking) {
  return bookingConfirmedEmail(
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
}

function partnerNotice(ctx: RequestContext, booking: Booking, owner: { first_name: string; role: Role; language: Language }) {
  return partnerBookingEmail(owner.language, {
    name: owner.first_name,
    reference: booking.reference,
    listingName: booking.listingName,
    when: whenOf(booking),
    partySize: booking.partySize,
    total: formatMoney(booking.totalMinor, booking.currency),
    guest: booking.contactName,
    url: `${ctx.config.webOrigin}${roleHomePath[owner.role]}/bookings`,
  });
}
