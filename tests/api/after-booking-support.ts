// Shared by the after-booking suites: the operations, and bookings placed then moved in time in the database.
import type pg from 'pg';
import { addDays, localNow } from '../../server/src/modules/bookings/booking-dates.js';
import type { TestEnvironment } from '../support/test-environment.js';
import { BOOKING_FIELDS, CREATE, daysAhead, key, mutate } from './bookings-support.js';

export const AFTER_FIELDS = `${BOOKING_FIELDS} lifecycle review { id rating }`;
export const MY_BOOKINGS_BY = `query MyBookingsBy($status: BookingLifecycle, $type: BookingType) { myBookings(status: $status, type: $type) { id reference type lifecycle } }`;
export const MODIFY = `mutation BookingModify($input: BookingModifyInput!) { bookingModify(input: $input) { booking { ${AFTER_FIELDS} } userErrors { code field message } } }`;
export const PREVIEW = `query BookingModifyPreview($input: BookingModifyPreviewInput!) { bookingModifyPreview(input: $input) {
  available newTotal { minor } difference { minor } pointsDifference startDate endDate partySize units booking { reference startDate } } }`;
export const CANCEL = `mutation BookingCancel($input: BookingCancelInput!) { bookingCancel(input: $input) { booking { id status lifecycle } userErrors { code field message } } }`;
export const REVIEW = `mutation ReviewCreate($input: ReviewCreateInput!) { reviewCreate(input: $input) { review { id rating text authorName } userErrors { code field message } } }`;
export const LOYALTY = `query MyLoyalty { myLoyalty { points entries { kind points } } }`;
export const card = { method: 'TEST_CARD', cardNumber: '4242424242424242' };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A tour with a departure that has room, `days` ahead at least. */
export async function aDeparture(db: pg.Client, offset = 0): Promise<{ tourId: string; date: string }> {
  const { rows } = await db.query(
    `select d.tour_id, d.departs_on::text as date from tour_departure d join tour t on t.id = d.tour_id
    where t.active and t.name !~* 'gorilla' and d.departs_on > current_date + 30 and d.capacity - d.booked >= 6 order by d.id offset $1 limit 1`,
    [offset],
  );
  return { tourId: String(rows[0].tour_id), date: rows[0].date };
}

/** A paid hotel stay for the signed-in traveller, far enough ahead to be free of other suites. */
export async function aStay(env: TestEnvironment, db: pg.Client, token: string, daysFromNow: number, headers: Record<string, string> = {}) {
  const { rows } = await db.query(
    `select rt.id, rt.hotel_id from hotel_room_type rt join hotel h on h.id = rt.hotel_id where h.active and rt.units >= 3 and rt.max_guests >= 2 order by rt.id limit 1 offset $1`,
    [daysFromNow % 7],
  );
  const hotel = {
    hotelId: String(rows[0].hotel_id),
    roomTypeId: String(rows[0].id),
    checkIn: daysAhead(daysFromNow),
    checkOut: daysAhead(daysFromNow + 2),
    rooms: 1,
    guests: 2,
  };
  const payload = await mutate(env, CREATE, { idempotencyKey: key(), hotel, payment: card }, token, headers);
  if (!payload.booking) throw new Error(JSON.stringify(payload.userErrors));
  return payload.booking;
}

/** Moves a booking in time (the clock of the test): its dates start `daysFromToday` from today. */
/**
 * Moves a booking to start `daysFromToday` days after today on its listing country's wall clock, as the server reads
 * "started" and notice periods (the database's current_date is UTC's: a day off for part of every day in UTC+2).
 */
export async function moveBooking(db: pg.Client, reference: string, daysFromToday: number, lengthDays = 1) {
  const { rows } = await db.query<{ country_code: string }>('select country_code from booking where reference = $1', [reference]);
  const start = addDays(localNow(rows[0]!.country_code).date, daysFromToday);
  await db.query('update booking set start_date = $2::date, end_date = $2::date + $3::int where reference = $1', [reference, start, lengthDays]);
}
