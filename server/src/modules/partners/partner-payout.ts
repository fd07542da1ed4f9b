// What the marketplace owes a listing's partner for one booking. The marketplace's fee is the spec's taxes and fees
// line (§9: 10 % of the base); the partner is owed what the marketplace collected (card or mobile money) less what it
// gave back and less that fee. A booking paid at the venue is the partner's to collect, so nothing is owed on it.
import { type Booking, PaymentStatus } from '../bookings/booking.entity.js';
import { PriceLineKind, priceLinesOf } from '../bookings/booking-pricing.js';
import { PaymentMethod } from '../bookings/payments.js';

export interface PartnerPayout {
  /** The marketplace's fee in USD minor units: the booking's taxes and fees line (none on a booking kept as one line). */
  feeMinor: number;
  /** What the marketplace owes the partner in USD minor units. */
  owedMinor: number;
}

export function partnerPayoutOf(booking: Booking): PartnerPayout {
  const feeMinor = priceLinesOf(booking)
    .filter((line) => line.kind === PriceLineKind.TAXES_AND_FEES)
    .reduce((sum, line) => sum + line.amountMinor, 0);
  const collectedOnline = booking.paymentStatus === PaymentStatus.PAID && booking.paymentMethod != null && booking.paymentMethod !== PaymentMethod.PAY_AT_VENUE;
  if (!collectedOnline) return { feeMinor, owedMinor: 0 };
  const refunded = (booking.details.cancellation as { refundMinor?: number } | undefined)?.refundMinor ?? 0;
  return { feeMinor, owedMinor: Math.max(0, booking.totalMinor - refunded - feeMinor) };
}
