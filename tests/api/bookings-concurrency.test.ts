// Integrity under load: for each of the five types, 32 travellers at once for the last unit make exactly one booking,
// and the 31 others hear plainly that it is no longer available. The counters never pass capacity.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, type Payload, bookingCount, concurrently, daysAhead, expectCountersConsistent, guest, key, mutate } from './bookings-support.js';
import { restaurantOpenAt, venueOpenAt } from '../support/opening-hours.js';

const suite = apiSuite();
const CLIENTS = 32;

/** 32 bookings at once; the outcome is checked the same way for every type. */
async function raceForLastUnit(details: Record<string, unknown>): Promise<Payload[]> {
  const answers = await concurrently(CLIENTS, () => mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest('race'), ...details }));
  const booked = answers.filter((answer) => answer.booking);
  const refused = answers.filter((answer) => !answer.booking);
  expect(booked).toHaveLength(1);
  expect(refused).toHaveLength(CLIENTS - 1);
  for (const answer of refused)
    expect(answer.userErrors).toEqual([{ code: 'UNAVAILABLE', field: null, message: expect.stringMatching(/no longer available/) }]);
  expect(booked[0]!.booking!.status).toBe('CONFIRMED');
  await expectCountersConsistent(suite.db);
  return answers;
}

async function bookOrFail(details: Record<string, unknown>) {
  const answer = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest('fill'), ...details });
  expect(answer.userErrors).toEqual([]);
  return answer.booking!;
}

describe('32 concurrent bookings for the last unit', () => {
  it('hotel: one room of a room type left for the night', async () => {
    const { rows } = await suite.db.query(`select rt.id, rt.hotel_id, rt.units from hotel_room_type rt join hotel h on h.id = rt.hotel_id
      where h.active and rt.units between 2 and 10 order by rt.id limit 1`);
    const room = rows[0];
    const stay = { hotelId: String(room.hotel_id), roomTypeId: String(room.id), checkIn: daysAhead(200), checkOut: daysAhead(202), guests: 1 };
    await bookOrFail({ hotel: { ...stay, rooms: room.units - 1 } });
    await raceForLastUnit({ hotel: { ...stay, rooms: 1 } });
    // Of this stay only: other suites may book the same hotel on other dates meanwhile.
    expect(await bookingCount(suite.db, `listing_id = $1 and type = 'hotel' and status = 'confirmed' and start_date = $2`, [room.hotel_id, stay.checkIn])).toBe(
      2,
    );
    const full = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest(), hotel: { ...stay, checkIn: daysAhead(201), rooms: 1 } });
    expect(full.userErrors[0]?.code).toBe('UNAVAILABLE');
  });

  it('tour: one place left on a departure', async () => {
    const { rows } =
      await suite.db.query(`select d.id, d.tour_id, d.departs_on::text as date, d.capacity - d.booked as places from tour_departure d join tour t on t.id = d.tour_id
      where t.active and d.departs_on > current_date + 20 and d.capacity - d.booked between 2 and 12 order by d.id limit 1`);
    const departure = rows[0];
    await bookOrFail({ tour: { tourId: String(departure.tour_id), date: departure.date, partySize: departure.places - 1 } });
    await raceForLastUnit({ tour: { tourId: String(departure.tour_id), date: departure.date, partySize: 1 } });
    const after = await suite.db.query('select capacity, booked from tour_departure where id = $1', [departure.id]);
    expect(after.rows[0].booked).toBe(after.rows[0].capacity);
  });

  it('restaurant: one table for one seating', async () => {
    const { rows } = await suite.db.query(`select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id
      where r.active and ${restaurantOpenAt('21:00')} and t.seats >= 2 order by t.id limit 1`);
    const table = rows[0];
    await raceForLastUnit({
      restaurant: { restaurantId: String(table.restaurant_id), tableId: String(table.id), date: daysAhead(30), time: '19:00', partySize: 2 },
    });
    // The seating holds the table for two hours: 20:30 overlaps, 21:00 does not.
    const overlap = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: guest(),
      restaurant: { restaurantId: String(table.restaurant_id), tableId: String(table.id), date: daysAhead(30), time: '20:30', partySize: 2 },
    });
    expect(overlap.userErrors[0]?.code).toBe('UNAVAILABLE');
    await bookOrFail({
      restaurant: { restaurantId: String(table.restaurant_id), tableId: String(table.id), date: daysAhead(30), time: '21:00', partySize: 2 },
    });
  });

  it('leisure: one place left for the night', async () => {
    const { rows } = await suite.db.query(`select id, capacity from leisure_venue where active and ${venueOpenAt('20:00')} order by capacity, id limit 1`);
    const venue = rows[0];
    const night = { venueId: String(venue.id), date: daysAhead(40), time: '20:00' };
    for (let left = venue.capacity; left > 1; ) {
      const guests = Math.min(12, left - 1);
      await bookOrFail({ leisure: { ...night, guests } });
      left -= guests;
    }
    await raceForLastUnit({ leisure: { ...night, guests: 1 } });
  });

  it('transport: the only vehicle of a service for the same days', async () => {
    const { rows } = await suite.db.query(`select s.id from transport_service s join vehicle v on v.transport_service_id = s.id
      where s.status = 'active' group by s.id having count(*) = 1 order by s.id limit 1`);
    await raceForLastUnit({ ride: { serviceId: String(rows[0].id), pickupDate: daysAhead(50), returnDate: daysAhead(53), passengers: 1 } });
  });
});

describe('the database itself', () => {
  it('refuses any counter past its capacity, whatever the code does', async () => {
    const bucket = (await suite.db.query('select id from inventory_bucket order by id limit 1')).rows[0];
    await expect(suite.db.query('update inventory_bucket set booked = capacity + 1 where id = $1', [bucket.id])).rejects.toThrow(
      /inventory_bucket_booked_check/,
    );
    const departure = (await suite.db.query('select id from tour_departure order by id limit 1')).rows[0];
    await expect(suite.db.query('update tour_departure set booked = capacity + 1 where id = $1', [departure.id])).rejects.toThrow(
      /tour_departure_booked_check/,
    );
  });
});
