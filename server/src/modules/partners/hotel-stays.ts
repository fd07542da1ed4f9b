// The front desk of a hotel: a confirmed booking's guest is checked in, then out. Check-in opens on the stay's
// first day on the hotel's own clock and closes at the end of its check-out day (a guest arriving after midnight
// of the last night is still let in); before that, the room may still be someone else's. Check-out follows a
// check-in at any time (an early departure keeps its nights paid). Held and cancelled bookings have no guest.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { type Booking, BookingType } from '../bookings/booking.entity.js';
import { refusalOf, transition } from '../bookings/booking-lifecycle.js';
import type { NoticeChannels } from '../bookings/booking-notices.js';
import { localNow } from '../bookings/booking-dates.js';
import { partnerBooking } from './partner-bookings.js';
import { auditActor } from './partner-audit.js';

const stayAudit = ['reference', 'status', 'startDate', 'endDate', 'checkedInAt', 'checkedOutAt'] as const;

type StayStep = 'check_in' | 'check_out';

const stayEvents = { check_in: 'checkIn', check_out: 'checkOut' } as const;

/** Why `step` cannot happen to this booking now, or null when it can: its state first, then the stay's dates. */
export function stayRefusal(booking: Booking, step: StayStep, at = new Date()): DomainError | null {
  const refusal = refusalOf(booking, { name: stayEvents[step] });
  if (refusal || step === 'check_out') return refusal;
  const today = localNow(booking.countryCode, at).date;
  if (today < booking.startDate) return new DomainError('CONFLICT', `Check-in opens on ${booking.startDate}, the first night of the stay.`, 'id');
  if (today > booking.endDate) return new DomainError('CONFLICT', `This stay ended on ${booking.endDate}: it can no longer be checked in.`, 'id');
  return null;
}

/** Checks in (or out) the guest of one of the hotel manager's bookings, locked while deciding, audited. */
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
