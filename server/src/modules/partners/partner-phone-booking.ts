// A booking a partner takes for a caller (on the phone, at the desk) for one of its own listings, whatever its kind:
// the traveller's own booking flow (the server's price, claims, holds, idempotency, the confirmation e-mail through the
// outbox), made for the caller as a guest and paid at the venue, audited with the partner as actor. The tour
// organizer's older tourBookingCreate ends here too.
import { badInput } from '../../errors.js';
import type { RequestContext } from '../../context.js';
import type { Booking } from '../bookings/booking.entity.js';
import type { BookingService } from '../bookings/booking.service.js';
import { auditedOnBehalf } from '../bookings/booking-on-behalf.js';
import { type BookingRequestInput, readCreateBooking } from '../bookings/booking-input.js';
import { kindOf } from '../listings/kind-registry.js';
import { auditActor } from './partner-audit.js';
import { partnerOf } from './partner-bookings.js';
import { ownedListing } from './partner-scope.js';

/**
 * Books for a caller at one of the viewer's own listings: the request must be of the kind the partner's role manages
 * and name a listing it owns (another partner's answers not found, as a missing one does). Paid at the venue.
 */
export async function partnerBookingForCaller(
  ctx: RequestContext,
  bookings: BookingService,
  input: BookingRequestInput,
  /** The name a refusal of the listing gives its field, when a caller's own input names it otherwise. */
  listingFieldName?: string,
): Promise<Booking> {
  const { kind } = partnerOf(ctx);
  const plugin = kindOf(kind).booking;
  const command = readCreateBooking({ ...input, payment: null });
  if (command.details.type !== kind) throw badInput(plugin.inputField, `Give ${plugin.inputField}: a booking at one of your own listings.`);
  const listingId = (command.details as unknown as Record<string, number>)[plugin.listingField]!;
  await ownedListing(ctx, kind, listingId, { field: listingFieldName ?? `${plugin.inputField}.${plugin.listingField}` });
  return bookings.createOnBehalf(ctx, command, auditedOnBehalf(auditActor(ctx), 'booking.create'));
}
