// Changing a confirmed booking (dates, rooms, party or time): the change is read as a new booking request of the
// same listing (each kind's plug-in says how), so it passes the same zod schemas, date rules and price computation
// as a new booking.
import { z } from 'zod';
import { badInput } from '../../errors.js';
import { optionalText, parseInput, wholeNumber } from '../../validation.js';
import { kindOf } from '../listings/kind-registry.js';
import type { Booking } from './booking.entity.js';
import { type BookingDetails, type BookingReference, readIdempotencyKey, readPlaceBooking, readReference } from './booking-input.js';
import type { BookingChangeFields } from './booking-kind.js';

const changeSchema = z
  .object({
    startDate: optionalText(10),
    endDate: optionalText(10),
    time: optionalText(5),
    partySize: wholeNumber(1, 60).nullish(),
    rooms: wholeNumber(1, 10).nullish(),
  })
  .strict() satisfies z.ZodType<BookingChangeFields>;

export type BookingChange = z.output<typeof changeSchema>;

/** A change of a booking: the typed command of BookingService.modify and previewModify. */
export interface ModifyBooking extends BookingReference {
  idempotencyKey: string | null;
  change: BookingChange;
}

export function readChange(value: unknown): BookingChange {
  const change = parseInput(changeSchema, value ?? {}, 'change');
  if (Object.values(change).every((field) => field == null)) throw badInput('change', 'Nothing to change: give new dates, rooms, party or time.');
  return change;
}

/** A modification (or its preview) as GraphQL and REST send it. */
export function readModifyBooking(input: {
  idempotencyKey?: string | null;
  reference: string;
  email?: string | null;
  change?: BookingChangeFields | null;
}): ModifyBooking {
  const idempotencyKey = readIdempotencyKey(input.idempotencyKey);
  return { idempotencyKey, ...readReference(input), change: readChange(input.change) };
}

/** A field of a booking request (`hotel.checkIn`) mapped back onto the change's name for refusals (`change.startDate`). */
export function changeFieldOf(booking: Booking, field: string): string | null {
  const { booking: plugin } = kindOf(booking.type);
  const [prefix, name] = field.split('.');
  const changed = prefix === plugin.inputField && name ? plugin.changeFields[name] : undefined;
  return changed ? `change.${changed}` : null;
}

/** The booking as it would be after the change, as a booking request (validated like a new one). */
export function changedRequest(booking: Booking, change: BookingChange): BookingDetails {
  const { booking: plugin } = kindOf(booking.type);
  const request = plugin.changed({
    booking,
    details: booking.details,
    startDate: change.startDate ?? booking.startDate,
    endDate: change.endDate ?? booking.endDate,
    time: change.time ?? booking.startTime ?? null,
    partySize: change.partySize ?? booking.partySize,
    rooms: change.rooms ?? booking.units,
  });
  return readPlaceBooking({ [plugin.inputField]: request }).details;
}
