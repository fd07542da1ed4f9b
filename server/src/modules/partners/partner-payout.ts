// What the marketplace owes a listing's partner for one booking. The spec names no commission, so it is what the
// marketplace collected (card or mobile money) less what it gave back; a booking paid at the venue is the partner's
// to collect, so nothing is owed on it.
import { type Booking, PaymentStatus } from '../bookings/booking.entity.js';
import { PaymentMethod } from '../bookings/payments.js';

export function owedToPartnerMinor(booking: Booking): number {
  const collectedOnline = booking.paymentStatus === PaymentStatus.PAID && booking.paymentMethod != null && booking.paymentMethod !== PaymentMethod.PAY_AT_VENUE;
  if (!collectedOnline) return 0;
  const refunded = (booking.details.cancellation as { refundMinor?: number } | undefined)?.refundMinor ?? 0;
  return Math.max(0, booking.totalMinor - refunded);
}
