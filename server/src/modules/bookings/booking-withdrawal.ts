// A booking called off by its provider (a partner) rather than by the traveller: no policy applies, since
// the traveller did not choose it. Everything it claims is freed, its points reversed, all that was paid refunded.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, BookingStatus } from './booking.entity.js';
import { releaseClaims } from './inventory-claims.js';
import { reversePoints } from './loyalty.js';
import { type PaymentMethod, paymentProviders } from './payments.js';

/** In the caller's transaction, with `booking` locked by it; the partner's reason is kept. Answers the refund. */
export async function withdrawBooking(tx: EntityManager, booking: Booking, byPartner: { by: string; reason: string }): Promise<number> {
  await releaseClaims(tx, booking.id);
  if (booking.status === BookingStatus.CONFIRMED) await reversePoints(tx, booking);
  const refundMinor = booking.paymentStatus === 'paid' ? booking.totalMinor : 0;
  if (refundMinor > 0 && booking.paymentMethod)
    await paymentProviders[booking.paymentMethod as PaymentMethod].refund(booking.paymentReference ?? null, refundMinor);
  booking.status = BookingStatus.CANCELLED;
  booking.holdExpiresAt = null;
  booking.details = {
    ...booking.details,
    cancellation: { policyCase: 'provider', outcome: 'full', reason: 'providerCancelled', refundMinor, cancelledAt: new Date().toISOString(), byPartner },
  };
  return refundMinor;
}
