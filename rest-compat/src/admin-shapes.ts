// Legacy answers of the admin paths: bookings with who booked.
import { z } from 'zod';
import type { Booking } from '../../server/src/index.js';
import { legacyBooking, legacyBookingSchema } from './bookings.routes.js';

export const adminBookingSchema = legacyBookingSchema
  .extend({
    booking_status: z.string().meta({ description: 'The stored status.' }),
    email: z.string().nullable(),
    contact_name: z.string().nullable(),
    user_id: z.string().nullable(),
    refund_amount: z.number().nullable().meta({ description: 'In US dollars, once cancelled.' }),
  })
  .meta({ id: 'AdminBooking', description: 'A booking with who booked, for the back office.' });

/** A booking as the traveller's list shows it, plus who booked and the stored status for the back office. */
export function legacyAdminBooking(booking: Booking): z.output<typeof adminBookingSchema> {
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
