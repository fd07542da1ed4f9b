// Review invitations: once a signed-in traveller's booking is completed, one e-mail in the language they booked
// in asks them to review it. Run on a schedule by every API replica at once: the rows are taken with
// FOR UPDATE SKIP LOCKED and stamped in the same transaction as the mails, so each booking is invited once.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { Booking } from '../bookings/booking.entity.js';
import { bookingPageUrl } from '../bookings/booking-notices.js';
import { BookingLifecycle, lifecycleOf, lifecycleWhere } from '../bookings/booking-lifecycle.js';
import { bookingChangeEmail } from '../email/booking-change-emails.js';
import type { EmailService } from '../email/email.service.js';

/** Bookings taken per pass; a backlog drains over the following passes. */
const BATCH = 100;

/** Invites the completed, not yet invited bookings of accounts; answers how many were invited. */
export async function inviteReviews(em: EntityManager, email: EmailService, config: Config, at = new Date()): Promise<number> {
  return em.transactional(async (tx) => {
    const candidates = await tx.find(
      Booking,
      { ...lifecycleWhere(BookingLifecycle.COMPLETED, at), user: { $ne: null }, reviewInvitedAt: null },
      { orderBy: { endDate: 'asc', id: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    const completed = candidates.filter((booking) => lifecycleOf(booking, at) === BookingLifecycle.COMPLETED);
    for (const booking of completed) {
      booking.reviewInvitedAt = at;
      email.enqueue(
        tx,
        booking.email,
        bookingChangeEmail(booking.language, 'booking-review-invitation', {
          name: booking.contactName,
          reference: booking.reference,
          listingName: booking.listingName,
          url: bookingPageUrl(config.webOrigin, booking.reference),
        }),
      );
    }
    return completed.length;
  });
}
