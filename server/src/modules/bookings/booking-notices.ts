// What both sides are told when a booking is confirmed, changed or cancelled, written inside the transaction that
// makes the change: the traveller's mail and the partner's mail go to the outbox (each with its delivery job), and
// the partner's live screens get a NOTIFY, which PostgreSQL delivers when that transaction commits, and the partner's
// webhook endpoints get a delivery each (with its job); the traveller gets a text message when one is sent here (to the
// outbox, with its job). A rollback
// takes all of it back; a crash after the commit loses none of it.
import { priceLineFacts } from '../email/price-line-words.js';
import { priceLinesOf } from './booking-pricing.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { bookingChangeEmail } from '../email/booking-change-emails.js';
import type { EmailService } from '../email/email.service.js';
import { type ConfirmedBooking, bookingConfirmedEmail } from '../email/booking-emails.js';
import { cartReceiptEmail } from '../email/cart-receipt-emails.js';
import type { EmailContent } from '../email/email-templates.js';
import { type PartnerNotice, partnerBookingEmail } from '../email/partner-booking-emails.js';
import { tableRequestsOf } from '../listings/restaurants/restaurant.booking.js';
import type { ListingOwner, LiveBookings } from '../partners/live-bookings.js';
import { bookingEventData, WebhookEventType } from '../partners/webhooks/webhook-events.js';
import type { WebhookService } from '../partners/webhooks/webhook.service.js';
import { isPartnerRole, roleHomePath } from '../users/role.js';
import { type Booking, BookingType, PaymentStatus } from './booking.entity.js';
import { formatCharge, formatMoney } from '../listings/money.js';
import { isPrompted, type PromptedPayments } from './payments.js';
import type { SmsService } from '../sms/sms.service.js';
import { type BookingSmsTemplate, bookingSms, smsDate } from '../sms/booking-sms.js';
import { CART_RECEIPT_SMS, cartReceiptSms } from '../sms/cart-receipt-sms.js';
import { bookingCalendar } from './booking-calendar.js';
import { localNow } from './booking-dates.js';

/** Who cancelled: the traveller, the listing's partner, or the back office for the traveller. */
export type CancelledBy = 'traveller' | 'partner' | 'support';

/** The link that confirms a guest's unpaid booking, and when the booking lets go of its units unless it is opened. */
export interface GuestConfirmLink {
  url: string;
  until: Date;
}

export type BookingNotice =
  /** `inReceipt`: one of several bookings paid together, whose traveller gets one receipt for all (sendReceipt). */
  | { change: 'confirmed'; confirmLink?: GuestConfirmLink | null; inReceipt?: boolean }
  | { change: 'modified'; differenceMinor: number; refundMinor: number }
  | { change: 'cancelled'; by: CancelledBy; refundMinor: number; reason: string | null };

const whenOf = (booking: Booking) =>
  [booking.startTime ? `${booking.startDate} ${booking.startTime}` : booking.startDate, booking.endDate !== booking.startDate ? booking.endDate : null]
    .filter(Boolean)
    .join(' – ');

/** A moment on the listing's wall clock, as the booking's own dates and times are read. */
const localTime = (booking: Booking, at: Date) => {
  const { date, time } = localNow(booking.countryCode, at);
  return `${date} ${time}`;
};

/** The traveller's page of a booking, linked from every mail about it. */
export const bookingPageUrl = (webOrigin: string, reference: string) => `${webOrigin}/profile/bookings?reference=${encodeURIComponent(reference)}`;

/**
 * Where the notices go: the mail and text message outboxes, the partners' live screens and their webhook endpoints; and
 * mobile money, which a cancellation refunds through.
 */
export interface NoticeChannels {
  email: EmailService;
  sms: SmsService;
  liveBookings: LiveBookings;
  webhooks: WebhookService;
  mobilePayments: PromptedPayments;
}

/** The webhook event of each change. */
const webhookEventOf = {
  confirmed: WebhookEventType.BOOKING_CREATED,
  modified: WebhookEventType.BOOKING_MODIFIED,
  cancelled: WebhookEventType.BOOKING_CANCELLED,
} as const;

/**
 * Tells both sides of `booking` about `notice`, in `tx`: the listing's owner is read and its live screens told in
 * one statement; the two mails join the transaction's unit of work (one insert at the commit).
 */
export async function announceBookingChange(
  channels: NoticeChannels,
  ctx: RequestContext,
  tx: EntityManager,
  booking: Booking,
  notice: BookingNotice,
): Promise<void> {
  const { email, sms, mobilePayments } = channels;
  const owner = await tellOwner(channels, tx, booking, notice.change);
  if (notice.change !== 'confirmed' || !notice.inReceipt) email.enqueue(tx, booking.email, travellerMail(ctx, booking, notice));
  if (sms.enabled && (notice.change !== 'confirmed' || !notice.inReceipt)) await textTraveller(sms, mobilePayments, tx, booking, notice);
  if (owner && isPartnerRole(owner.role)) email.enqueue(tx, owner.email, partnerMail(ctx, booking, notice, owner));
}

/**
 * Tells the listing's owner of a change of `booking`, in `tx`: its live screens (NOTIFY, delivered at the commit) and,
 * for a partner, its webhook endpoints (an outbox row). Returns the owner, for its mail.
 */
export async function tellOwner(
  { liveBookings, webhooks }: Pick<NoticeChannels, 'liveBookings' | 'webhooks'>,
  tx: EntityManager,
  booking: Booking,
  change: BookingNotice['change'],
): Promise<ListingOwner | null> {
  const owner = await liveBookings.announceToOwner(tx, {
    change,
    bookingId: booking.id,
    reference: booking.reference,
    type: booking.type,
    listingId: booking.listingId,
    listingName: booking.listingName,
    startDate: booking.startDate,
  });
  if (owner && isPartnerRole(owner.role)) await webhooks.publish(tx, owner.id, webhookEventOf[change], bookingEventData(booking));
  return owner;
}

/** The provider names a payer knows. */
const mobileMoneyNames: Record<string, string> = { mpesa: 'M-Pesa', mtn_momo: 'MTN MoMo' };

/**
 * A text message about a confirmation or a cancellation, in the language the traveller booked in, to the phone that
 * paid by mobile money, else to the booking's phone; none without a phone. Paid by mobile money, the confirmation says
 * so with the amount and the receipt. A refund on its way to the phone is told when it arrived (textRefundCompleted).
 */
async function textTraveller(sms: SmsService, payments: PromptedPayments, tx: EntityManager, booking: Booking, notice: BookingNotice): Promise<void> {
  if (notice.change === 'modified') return;
  const payer = isPrompted(booking.paymentMethod) ? await payments.paidBy(tx, booking.id) : null;
  const phone = payer ? `+${payer.msisdn}` : booking.phone;
  if (!phone) return;
  const { language } = booking;
  const template: BookingSmsTemplate =
    notice.change === 'confirmed'
      ? payer
        ? 'payment-received'
        : 'booking-confirmed'
      : notice.refundMinor > 0 && !payer?.refundAwaited
        ? 'booking-refunded'
        : 'booking-cancelled';
  const text = bookingSms(language, template, {
    reference: booking.reference,
    listingName: booking.listingName,
    when: smsDate(booking.startDate, language),
    total: formatMoney(booking.totalMinor, booking.currency, language),
    ...(payer && {
      paid: {
        amount: formatCharge(payer.chargeAmount, payer.chargeCurrency, language),
        method: mobileMoneyNames[payer.method] ?? payer.method,
        receipt: payer.receipt ?? '-',
      },
    }),
    // Given back to the phone in the currency it paid in; anything else in the booking's.
    ...(notice.change === 'cancelled' && {
      refund:
        payer?.refundAmount != null
          ? formatCharge(payer.refundAmount, payer.chargeCurrency, language)
          : formatMoney(notice.refundMinor, booking.currency, language),
    }),
  });
  sms.enqueue(tx, { phone, country: booking.countryCode, userId: booking.user?.id ?? null, template, language, text });
}

/**
 * The refund's text, once the provider confirmed the money is back on the payer's phone: a cancellation refunded
 * through the provider said only that it was cancelled. Written in `tx`, which records the refund as completed.
 */
export async function textRefundCompleted(channels: NoticeChannels, tx: EntityManager, booking: Booking, refundMinor: number): Promise<void> {
  if (channels.sms.enabled)
    await textTraveller(channels.sms, channels.mobilePayments, tx, booking, { change: 'cancelled', by: 'traveller', refundMinor, reason: null });
}

/** What a confirmation tells the traveller of one booking: the confirmation mail's and the receipt's facts. */
function confirmedFacts(ctx: RequestContext, booking: Booking, confirmLink: GuestConfirmLink | null): ConfirmedBooking {
  return {
    reference: booking.reference,
    listingName: booking.listingName,
    location: booking.location,
    when: whenOf(booking),
    partySize: booking.partySize,
    lines: priceLineFacts(booking.language, priceLinesOf(booking), booking.currency),
    total: formatMoney(booking.totalMinor, booking.currency, booking.language),
    paid: booking.paymentStatus === PaymentStatus.PAID,
    manageUrl: bookingPageUrl(ctx.config.webOrigin, booking.reference),
    ...(confirmLink && { confirm: { url: confirmLink.url, by: localTime(booking, confirmLink.until) } }),
  };
}

/**
 * One receipt for bookings confirmed together (a cart): every booking with its lines, and the grand total the one
 * payment took, to the first booking's e-mail in its language, and one text message to its phone; written to the
 * outboxes in `tx`. Each booking's own confirmation was announced with `inReceipt`, so the traveller gets these
 * instead of a mail and a text per booking.
 */
export function sendReceipt(
  channels: Pick<NoticeChannels, 'email' | 'sms'>,
  ctx: RequestContext,
  tx: EntityManager,
  bookings: ReadonlyArray<{ booking: Booking; confirmLink: GuestConfirmLink | null }>,
): void {
  const first = bookings[0]?.booking;
  if (!first) return;
  const grandTotalMinor = bookings.reduce((sum, { booking }) => sum + booking.totalMinor, 0);
  const grandTotal = formatMoney(grandTotalMinor, first.currency, first.language);
  const host = new URL(ctx.config.publicApiUrl).hostname;
  channels.email.enqueue(
    tx,
    first.email,
    cartReceiptEmail(
      first.language,
      first.contactName,
      {
        bookings: bookings.map(({ booking, confirmLink }) => confirmedFacts(ctx, booking, confirmLink)),
        grandTotal,
        paid: first.paymentStatus === PaymentStatus.PAID,
        manageUrl: `${ctx.config.webOrigin}/profile/bookings`,
      },
      bookings.map(({ booking }) => bookingCalendar(booking, host)),
    ),
  );
  if (first.phone)
    channels.sms.enqueue(tx, {
      phone: first.phone,
      country: first.countryCode,
      userId: first.user?.id ?? null,
      template: CART_RECEIPT_SMS,
      language: first.language,
      text: cartReceiptSms(first.language, { references: bookings.map(({ booking }) => booking.reference), total: grandTotal }),
    });
}

/** In the language the traveller booked in. */
function travellerMail(ctx: RequestContext, booking: Booking, notice: BookingNotice): EmailContent {
  const url = bookingPageUrl(ctx.config.webOrigin, booking.reference);
  const facts = { name: booking.contactName, reference: booking.reference, listingName: booking.listingName, url };
  switch (notice.change) {
    case 'confirmed':
      return bookingConfirmedEmail(
        booking.language,
        booking.contactName,
        confirmedFacts(ctx, booking, notice.confirmLink ?? null),
        bookingCalendar(booking, new URL(ctx.config.publicApiUrl).hostname),
      );
    case 'modified': {
      const sign = notice.differenceMinor < 0 ? '-' : '+';
      return bookingChangeEmail(booking.language, 'booking-modified', {
        ...facts,
        facts: [
          ['when', whenOf(booking)],
          ['party', String(booking.partySize)],
          ['total', formatMoney(booking.totalMinor, booking.currency, booking.language)],
          ['difference', `${sign}${formatMoney(Math.abs(notice.differenceMinor), booking.currency, booking.language)}`],
          ...(notice.differenceMinor < 0 ? [['refund', formatMoney(notice.refundMinor, booking.currency, booking.language)] as ['refund', string]] : []),
        ],
      });
    }
    case 'cancelled':
      return bookingChangeEmail(booking.language, 'booking-cancelled', {
        ...facts,
        facts: [
          ['when', whenOf(booking)],
          ['refund', formatMoney(notice.refundMinor, booking.currency, booking.language)],
          ...(notice.reason ? [['reason', notice.reason] as ['reason', string]] : []),
        ],
      });
  }
}

/** In the language the partner last used. */
function partnerMail(ctx: RequestContext, booking: Booking, notice: BookingNotice, owner: ListingOwner): EmailContent {
  const kind: PartnerNotice =
    notice.change === 'confirmed'
      ? { kind: 'new' }
      : notice.change === 'modified'
        ? { kind: 'modified' }
        : { kind: 'cancelled', by: notice.by, reason: notice.reason };
  return partnerBookingEmail(owner.language, kind, {
    name: owner.first_name,
    reference: booking.reference,
    listingName: booking.listingName,
    when: whenOf(booking),
    partySize: booking.partySize,
    total: formatMoney(booking.totalMinor, booking.currency, owner.language),
    guest: booking.contactName,
    url: `${ctx.config.webOrigin}${roleHomePath[owner.role]}/bookings`,
    ...(booking.type === BookingType.RESTAURANT && { table: tableRequestsOf(booking) }),
  });
}
