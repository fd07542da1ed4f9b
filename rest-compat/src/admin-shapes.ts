// Legacy answers of the admin paths: bookings with who booked.
import type { Booking } from '../../server/src/index.js';
import { legacyBooking } from './bookings.routes.js';

/** A booking as the traveller's list shows it, plus who booked and the stored status for the back office. */
export function legacyAdminBooking(booking: Booking) {
  const cancellation = booking.details.cancellation as { refundMinor?: number } | undefined;
  return {
    ...legacyBooking(booking),
    booking_status: booking.status,
    email: booking.email,
    contact_name: booking.contactName,
    user_id: booking.user?.id ?? null,
    refund_amount: cancellation?.refundMinor != null ? cancellation.refundMinor / 100 : null,
  };
}
