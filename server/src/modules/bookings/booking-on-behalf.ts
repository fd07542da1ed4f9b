// Booking for a traveller on their behalf (the back office, a partner taking a call): BookingService.createOnBehalf
// runs the traveller's own flow, and this entry says who booked, written in the booking's transaction.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AuditActor, auditSnapshot, recordAudit } from '../audit/audit-log.js';
import type { Booking } from './booking.entity.js';

/** Records, in the booking's transaction, who booked on the traveller's behalf. */
export type OnBehalfRecord = (tx: EntityManager, booking: Booking) => void;

/** An audit entry of the new booking with the staff member (or partner) as its actor. */
export const auditedOnBehalf =
  (actor: AuditActor, action: string): OnBehalfRecord =>
  (tx, booking) =>
    recordAudit(tx, actor, {
      action,
      subjectType: 'booking',
      subjectId: booking.id,
      after: auditSnapshot(booking, ['reference', 'type', 'status', 'listingId', 'startDate', 'endDate', 'partySize', 'totalMinor', 'email', 'contactName']),
    });
