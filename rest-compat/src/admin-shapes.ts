// Legacy answers of the admin paths: a page as an array with its totals in headers, bookings with who booked.
import type { Booking } from '../../server/src/index.js';
import type { FastifyReply } from 'fastify';
import { legacyBooking } from './bookings.routes.js';

/** The rows as an array; totals in X-Total-Count, X-Page and X-Page-Size, as the public lists send them. */
export function sendAdminPage<T>(reply: FastifyReply, page: { totalCount: number; page: number; size: number }, rows: T[]): T[] {
  reply.header('x-total-count', String(page.totalCount));
  reply.header('x-page', String(page.page));
  reply.header('x-page-size', String(page.size));
  return rows;
}

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
