// The booking records of spec §3 that old clients keep locally, accepted by POST /api/user/bookings so that such a
// client can send the bookings it holds: a hotel's `details {checkIn, checkOut, rooms, guests}`, a ride's
// `{pickup, dropoff}`, and a guest booking's `{date, time, party_size, table_id}` (tables, tours, leisure). Each is
// placed onto the post's own spec §7 fields, and an error on one of those is named by the record's field it came from.
// The record's reference, price, status and contact are the client's own: the server prices and confirms it afresh,
// for the signed-in account and under its name and e-mail (a guest record may carry a placeholder e-mail, spec §4).
import { parseInput } from '../../server/src/index.js';
import { z } from 'zod';

/** What is read of a record; every value is then checked as the post's own field it fills. */
const localRecord = z.object({
  type: z.unknown(),
  serviceId: z.unknown(),
  details: z.record(z.string(), z.unknown()),
});

/** Which of the post's fields each kind of record fills, from which of its details. */
const placements = {
  hotel: { booking_date: 'checkIn', end_date: 'checkOut', rooms: 'rooms', guests: 'guests' },
  ride: { booking_date: 'pickup', end_date: 'dropoff' },
  guest: { booking_date: 'date', time: 'time', party_size: 'party_size', table_id: 'table_id' },
} as const satisfies Record<string, Record<string, string>>;

const placementOf = (type: unknown): Record<string, string> => placements[type === 'hotel' ? 'hotel' : type === 'transport' ? 'ride' : 'guest'];

/** A body carrying `details` (and not the post's own `booking_type`) is a local record. */
export const isLocalRecord = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && 'details' in body && !('booking_type' in body);

/**
 * The post's own fields for a local record, and the record's name for each of them (`booking_date` is
 * `details.checkIn` of a hotel's record), to name the fields of the errors the booking answers.
 */
export function fromLocalRecord(body: Record<string, unknown>): { fields: Record<string, unknown>; recordFields: Record<string, string> } {
  const record = parseInput(localRecord, body);
  const fields: Record<string, unknown> = { booking_type: record.type, service_id: record.serviceId };
  const recordFields: Record<string, string> = { booking_type: 'type', service_id: 'serviceId' };
  for (const [field, detail] of Object.entries(placementOf(record.type))) {
    fields[field] = record.details[detail];
    recordFields[field] = `details.${detail}`;
  }
  return { fields, recordFields };
}
