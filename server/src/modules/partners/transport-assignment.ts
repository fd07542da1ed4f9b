// A transport business assigns a vehicle and a driver to a confirmed hire: the vehicle must be of the hired service
// and seat the party; choosing another vehicle than the one the hire claimed moves the claim on every day of the
// hire (refused when that vehicle is hired out or blocked then). The traveller is told by mail through the outbox and
// the partner's live screens and webhook endpoints hear of a modified booking, all in the same transaction; the change
// is audited.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import { clockTime, optionalSingleLine, singleLine, text, wholeNumber } from '../../validation.js';
import { auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { type Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { dailySlots, localNow } from '../bookings/booking-dates.js';
import { bookingPageUrl, type NoticeChannels, tellOwner } from '../bookings/booking-notices.js';
import { claim, liveClaimIds, releaseClaims } from '../bookings/inventory-claims.js';
import { BucketKind } from '../bookings/inventory.entity.js';
import { bookingChangeEmail } from '../email/booking-change-emails.js';
import { Vehicle } from '../listings/transport/transport.entity.js';
import { auditActor } from './partner-audit.js';
import { partnerBooking } from './partner-bookings.js';
import { TransportAssignment } from './transport-assignment.entity.js';

export const transportAssignmentSchema = z
  .object({
    vehicleId: wholeNumber(1, 2_147_483_647),
    driverName: singleLine(120)
      .transform((value) => value.trim())
      .refine((value) => value.length >= 2, { error: 'must be at least 2 characters' }),
    driverPhone: text(32).regex(/^\+?[0-9][0-9 ()-]{5,30}$/, { error: 'must be a phone number, such as +254 712 345 678' }),
    pickupTime: clockTime.nullish(),
    pickupPlace: optionalSingleLine(200),
  })
  .strict();

export type TransportAssignmentCommand = z.output<typeof transportAssignmentSchema>;

const audited = ['vehicle', 'driverName', 'driverPhone', 'pickupTime', 'pickupPlace'] as const;

/** Assigns (or changes) the vehicle and driver of a confirmed hire of the partner's own service. */
export async function transportAssign(
  ctx: RequestContext,
  notices: Pick<NoticeChannels, 'email' | 'liveBookings' | 'webhooks'>,
  id: string,
  command: TransportAssignmentCommand,
): Promise<Booking> {
  return ctx.em.transactional(async (em) => {
    const tx = em as EntityManager;
    const booking = await partnerBooking(ctx, id, tx, true, BookingType.TRANSPORT);
    if (booking.status !== BookingStatus.CONFIRMED) throw new DomainError('CONFLICT', 'Only a confirmed hire gets a vehicle and a driver.', 'id');
    if (booking.endDate < localNow(booking.countryCode).date) throw new DomainError('CONFLICT', 'This hire is over.', 'id');
    const vehicle = await tx.findOne(Vehicle, { id: command.vehicleId, service: booking.listingId });
    if (!vehicle) throw badInput('vehicleId', 'Choose a vehicle of this service.');
    if (vehicle.seats < booking.partySize) throw badInput('vehicleId', `This vehicle seats ${vehicle.seats}; the hire is for ${booking.partySize}.`);
    if (booking.details.vehicleId !== vehicle.id) await moveHire(tx, booking, vehicle);

    const existing = await tx.findOne(TransportAssignment, { booking: booking.id });
    const before = existing ? auditSnapshot(existing, audited) : undefined;
    const assignment = existing ?? tx.create(TransportAssignment, { booking, driverName: command.driverName, driverPhone: command.driverPhone });
    Object.assign(assignment, {
      vehicle,
      driverName: command.driverName,
      driverPhone: command.driverPhone,
      pickupTime: command.pickupTime ?? null,
      pickupPlace: command.pickupPlace?.trim() || null,
      assignedAt: new Date(),
    });
    recordAudit(tx, auditActor(ctx), {
      action: 'booking.transport_assign',
      subjectType: 'booking',
      subjectId: booking.id,
      before,
      after: auditSnapshot(assignment, audited),
    });
    notices.email.enqueue(
      tx,
      booking.email,
      bookingChangeEmail(booking.language, 'booking-driver-assigned', {
        name: booking.contactName,
        reference: booking.reference,
        listingName: booking.listingName,
        url: bookingPageUrl(ctx.config.webOrigin, booking.reference),
        facts: [
          ['pickup', [booking.startDate, assignment.pickupTime, assignment.pickupPlace].filter(Boolean).join(' · ')],
          ['vehicle', `${vehicle.model} (${vehicle.plate})`],
          ['driver', assignment.driverName],
          ['phone', assignment.driverPhone],
        ],
      }),
    );
    await tellOwner(notices, tx, booking, 'modified');
    await tx.flush();
    return booking;
  });
}

/** Moves the hire's claim to `vehicle` on each of its days, then lets go of the old vehicle's. */
async function moveHire(tx: EntityManager, booking: Booking, vehicle: Vehicle): Promise<void> {
  const days = Math.max(1, Number(booking.details.days ?? 1));
  const old = await liveClaimIds(tx, booking.id);
  const target = { kind: BucketKind.VEHICLE_DAY, unitId: vehicle.id, slots: dailySlots(booking.startDate, days), capacity: 1 };
  const outcome = await claim(tx, booking.id, { target, quantity: 1, details: {} }, null);
  if (outcome !== 'claimed') throw new DomainError('UNAVAILABLE', 'This vehicle is hired out or blocked on some days of this hire.', 'vehicleId');
  await releaseClaims(tx, booking.id, old);
  booking.details = { ...booking.details, vehicleId: vehicle.id, vehicle: vehicle.model };
}
