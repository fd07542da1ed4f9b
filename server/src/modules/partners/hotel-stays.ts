// The front desk of a hotel: a confirmed booking's guest is checked in, then out. Check-in opens on the stay's
// first day on the hotel's own clock and closes at the end of its check-out day (a guest arriving after midnight
// of the last night is still let in); before that, the room may still be someone else's. Check-out follows a
// check-in at any time (an early departure keeps its nights paid). A guest who never came is marked a no-show over
// the same days: the stay's rooms go back on sale for the nights left. Held and cancelled bookings have no guest.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { type Booking, BookingType } from '../bookings/booking.entity.js';
import { BookingState, refusalOf, stateOf, transition } from '../bookings/booking-lifecycle.js';
import type { NoticeChannels } from '../bookings/booking-notices.js';
import { localNow } from '../bookings/booking-dates.js';
import { partnerBooking } from './partner-bookings.js';
import { auditActor } from './partner-audit.js';

const stayAudit = ['reference', 'status', 'startDate', 'endDate', 'checkedInAt', 'checkedOutAt', 'noShowAt'] as const;

export type StayStep = 'check_in' | 'check_out' | 'no_show';

const stayEvents = { check_in: 'checkIn', check_out: 'checkOut', no_show: 'noShow' } as const;

/** The state machine words a refused no-show for a restaurant's party; a hotel's guest has checked in, not sat down. */
const noShowInHotelWords: Partial<Record<BookingState, string>> = {
  [BookingState.CHECKED_IN]: 'This guest has already checked in.',
  [BookingState.COMPLETED]: 'This guest has already checked in.',
  [BookingState.NO_SHOW]: 'This guest was already marked as a no-show.',
};

/** Why `step` cannot happen to this booking now, or null when it can: its state first, then the stay's dates. */
export function stayRefusal(booking: Booking, step: StayStep, at = new Date()): DomainError | null {
  const refusal = refusalOf(booking, { name: stayEvents[step] });
  const hotelWords = step === 'no_show' ? noShowInHotelWords[stateOf(booking)] : undefined;
  if (refusal) return hotelWords ? new DomainError(refusal.code, hotelWords, refusal.field) : refusal;
  if (step === 'check_out') return null;
  const today = localNow(booking.countryCode, at).date;
  if (step === 'no_show') {
    if (today < booking.startDate) return new DomainError('CONFLICT', `A no-show can be marked from ${booking.startDate}, the day of arrival.`, 'id');
    if (today > booking.endDate) return new DomainError('CONFLICT', `This stay ended on ${booking.endDate}: it can no longer be marked as a no-show.`, 'id');
    return null;
  }
  if (today < booking.startDate) return new DomainError('CONFLICT', `Check-in opens on ${booking.startDate}, the first night of the stay.`, 'id');
  if (today > booking.endDate) return new DomainError('CONFLICT', `This stay ended on ${booking.endDate}: it can no longer be checked in.`, 'id');
  return null;
}

/** Checks in (or out), or marks as a no-show, the guest of one of the hotel manager's bookings, locked while deciding, audited. */
export async function hotelStayStep(ctx: RequestContext, notices: NoticeChannels, id: string, step: StayStep): Promise<Booking> {
  const actor = auditActor(ctx);
  return ctx.em.transactional(async (em) => {
    const tx = em as EntityManager;
    const booking = await partnerBooking(ctx, id, tx, true, BookingType.HOTEL);
    const refusal = stayRefusal(booking, step);
    if (refusal) throw refusal;
    const before = auditSnapshot(booking, stayAudit);
    await transition(notices, ctx, tx, booking, { name: stayEvents[step] });
    recordAudit(tx, actor, { action: `booking.${step}`, subjectType: 'booking', subjectId: booking.id, before, after: auditSnapshot(booking, stayAudit) });
    return booking;
  });
}
