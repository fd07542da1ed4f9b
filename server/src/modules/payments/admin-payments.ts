// The back office's list of payments: mobile-money prompts (pending, paid, failed, with their refunds) and bookings
// paid by card (paid, and refunded to the card at once when cancelled), newest first, in one page and one count.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../bookings/booking.entity.js';
import { PaymentMethod } from '../bookings/payments.js';
import { Money } from '../listings/money.js';
import { MobilePayment, MobilePaymentStatus, RefundStatus } from './mobile-payment.entity.js';
import type { AdminPayment } from './mobile-payment.types.js';

/** The list's filters, as the query takes them. */
export interface PaymentFilter {
  status: MobilePaymentStatus | null;
  refunded: boolean | null;
  refundStatus: RefundStatus | null;
}

/** What a cancelled card booking gave back (USD minor units), as its cancellation recorded it. */
const CARD_REFUND = `coalesce((b.details->'cancellation'->>'refundMinor')::int, 0)`;

/**
 * Both kinds of payment as one list of (kind, id, created_at), filtered alike: a card payment is PAID, never pending or
 * failed (a declined card makes no booking), and its refund went back at once (COMPLETED).
 */
function listedPayments(filter: PaymentFilter): { sql: string; params: unknown[] } {
  // An argument left out arrives undefined: bound as SQL null, never as nothing.
  const status = filter.status ?? null;
  const refunded = filter.refunded ?? false;
  const refundStatus = filter.refundStatus ?? null;
  const cardRefunded = refunded || refundStatus !== null;
  const cardListed = (status === null || status === MobilePaymentStatus.PAID) && (refundStatus === null || refundStatus === RefundStatus.COMPLETED);
  return {
    sql: `select 'mobile' as kind, p.id::text as id, p.created_at from mobile_payment p
      where (?::text is null or p.status::text = ?) and (not ?::boolean or p.refund_status is not null) and (?::text is null or p.refund_status::text = ?)
      union all
      select 'card', b.id::text, b.created_at from booking b
      where ?::boolean and b.payment_method = ? and b.payment_status = 'paid' and (not ?::boolean or ${CARD_REFUND} > 0)`,
    params: [status, status, refunded, refundStatus, refundStatus, cardListed, PaymentMethod.TEST_CARD, cardRefunded],
  };
}

export async function countPayments(em: EntityManager, filter: PaymentFilter): Promise<number> {
  const { sql, params } = listedPayments(filter);
  const [row] = await em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from (${sql}) payments`, params);
  return row?.n ?? 0;
}

export async function listPayments(
  em: EntityManager,
  filter: PaymentFilter,
  paging: { page: number; size: number },
  build: () => AdminPayment,
): Promise<AdminPayment[]> {
  const { sql, params } = listedPayments(filter);
  const rows = await em
    .getConnection()
    .execute<{ kind: 'mobile' | 'card'; id: string }[]>(`select kind, id from (${sql}) payments order by created_at desc, id limit ? offset ?`, [
      ...params,
      paging.size,
      (paging.page - 1) * paging.size,
    ]);
  const mobileIds = rows.filter((row) => row.kind === 'mobile').map((row) => row.id);
  const cardIds = rows.filter((row) => row.kind === 'card').map((row) => row.id);
  const [mobile, cards] = await Promise.all([
    mobileIds.length ? em.find(MobilePayment, { id: { $in: mobileIds } }, { populate: ['booking'] }) : [],
    cardIds.length ? em.find(Booking, { id: { $in: cardIds } }) : [],
  ]);
  const byId = new Map<string, AdminPayment>([
    ...mobile.map((payment) => [payment.id, Object.assign(build(), mobileRow(payment))] as const),
    ...cards.map((booking) => [String(booking.id), Object.assign(build(), cardRow(booking))] as const),
  ]);
  return rows.map((row) => byId.get(row.id)).filter((payment): payment is AdminPayment => payment !== undefined);
}

/** A mobile-money payment as a row of the list (its booking loaded). */
export function mobileRow(payment: MobilePayment): Partial<AdminPayment> {
  return {
    bookingReference: payment.booking.reference,
    method: payment.provider as string as PaymentMethod,
    status: payment.status,
    failure: payment.failure ?? null,
    failureDetail: payment.failureDetail ?? null,
    providerReference: payment.providerReference ?? null,
    receipt: payment.receipt ?? null,
    charge: Money.of(payment.chargeAmount * 100, payment.chargeCurrency),
    rate: Number(payment.rate),
    rateDate: payment.rateDate,
    amount: Money.of(payment.amountMinor),
    refundStatus: payment.refundStatus ?? null,
    refund: payment.refundAmount == null ? null : Money.of(payment.refundAmount * 100, payment.chargeCurrency),
    // While pending, the reference is our own payout id: the provider's comes once it accepted the payout.
    refundReference: payment.refundStatus && payment.refundStatus !== RefundStatus.PENDING ? (payment.refundReference ?? null) : null,
    refundReceipt: payment.refundReceipt ?? null,
    refundDetail: payment.refundDetail ?? null,
    createdAt: payment.createdAt,
  };
}

function cardRow(booking: Booking): Partial<AdminPayment> {
  const cancellation = booking.details.cancellation as { refundMinor?: number } | undefined;
  const refundMinor = cancellation?.refundMinor ?? 0;
  return {
    bookingReference: booking.reference,
    method: PaymentMethod.TEST_CARD,
    status: MobilePaymentStatus.PAID,
    failure: null,
    failureDetail: null,
    providerReference: booking.paymentReference ?? null,
    receipt: null,
    charge: Money.of(booking.totalMinor, booking.currency),
    rate: null,
    rateDate: null,
    amount: Money.of(booking.totalMinor, booking.currency),
    refundStatus: refundMinor > 0 ? RefundStatus.COMPLETED : null,
    refund: refundMinor > 0 ? Money.of(refundMinor, booking.currency) : null,
    refundReference: null,
    refundReceipt: null,
    refundDetail: null,
    createdAt: booking.createdAt,
  };
}
