// Availability per type over GraphQL follows the bookings (holds included), and reading bookings costs the same
// number of SQL statements for one booking as for many.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { createTestEnvironment } from '../support/test-environment.js';
import { CREATE, HOLD, MY_BOOKINGS, daysAhead, guest, key, mutate, signIn } from './bookings-support.js';
import { restaurantOpenAt, venueOpenAt } from '../support/opening-hours.js';

const suite = apiSuite();

describe('availability queries', () => {
  it('hotel: rooms left per room type over the whole stay', async () => {
    const { rows } =
      await suite.db.query(`select rt.id, rt.hotel_id, rt.units, rt.price_per_night_minor from hotel_room_type rt join hotel h on h.id = rt.hotel_id
      where h.active and rt.units between 3 and 10 order by rt.id desc offset 40 limit 1`);
    const room = rows[0];
    const AVAILABILITY = `query Rooms($id: ID!, $in: String!, $out: String!) { hotelAvailability(hotelId: $id, checkIn: $in, checkOut: $out) { roomTypeId units unitsLeft stayPrice { minor } } }`;
    const left = async (checkIn: string, checkOut: string) =>
      (
        (await suite.env.graphql(AVAILABILITY, { id: String(room.hotel_id), in: checkIn, out: checkOut })).data!.hotelAvailability as Array<{
          roomTypeId: string;
          unitsLeft: number;
          stayPrice: { minor: number };
        }>
      ).find((type) => type.roomTypeId === String(room.id))!;
    expect(await left(daysAhead(170), daysAhead(173))).toMatchObject({ unitsLeft: room.units, stayPrice: { minor: room.price_per_night_minor * 3 } });
    await mutate(suite.env, HOLD, {
      idempotencyKey: key(),
      contact: guest(),
      hotel: { hotelId: String(room.hotel_id), roomTypeId: String(room.id), checkIn: daysAhead(171), checkOut: daysAhead(172), rooms: 2, guests: 2 },
    });
    // The second night of the stay has two rooms held: the stay has that many fewer.
    expect((await left(daysAhead(170), daysAhead(173))).unitsLeft).toBe(room.units - 2);
    expect((await left(daysAhead(172), daysAhead(173))).unitsLeft).toBe(room.units);
  });

  it('restaurant: the tables taken at a time; leisure: the places left that night', async () => {
    const { rows } = await suite.db.query(
      `select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id where r.active and ${restaurantOpenAt('12:30')} and t.seats >= 2 order by t.id desc offset 60 limit 1`,
    );
    const TABLES = `query Tables($id: ID!, $date: String!, $time: String!) { restaurantAvailability(restaurantId: $id, date: $date, time: $time) { occupiedTableIds tables { id } } }`;
    const occupied = async (time: string) =>
      (await suite.env.graphql(TABLES, { id: String(rows[0].restaurant_id), date: daysAhead(36), time })).data!.restaurantAvailability.occupiedTableIds;
    expect(await occupied('12:00')).toEqual([]);
    await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: guest(),
      restaurant: { restaurantId: String(rows[0].restaurant_id), tableId: String(rows[0].id), date: daysAhead(36), time: '12:30', partySize: 2 },
    });
    expect(await occupied('12:00')).toEqual([String(rows[0].id)]);
    expect(await occupied('14:30')).toEqual([]);

    const venue = (await suite.db.query(`select id, capacity from leisure_venue where active and capacity between 50 and 1000 order by id desc limit 1`))
      .rows[0];
    const PLACES = `query Places($id: ID!, $date: String!) { leisureAvailability(venueId: $id, date: $date) { capacity placesLeft } }`;
    await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: guest(),
      leisure: { venueId: String(venue.id), date: daysAhead(37), time: '22:00', guests: 7 },
    });
    expect((await suite.env.graphql(PLACES, { id: String(venue.id), date: daysAhead(37) })).data!.leisureAvailability).toEqual({
      capacity: venue.capacity,
      placesLeft: venue.capacity - 7,
    });
  });

  it('answers unknown listings with NOT_FOUND and bad dates with the field', async () => {
    const result = await suite.env.graphql(`{ hotelAvailability(hotelId: "99999999", checkIn: "2030-01-01", checkOut: "2030-01-02") { unitsLeft } }`);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const badDate = await suite.env.graphql(`{ leisureAvailability(venueId: "1", date: "tomorrow") { placesLeft } }`);
    expect(badDate.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'date' });
  });
});

describe('reading bookings', () => {
  it('costs as many SQL statements for many bookings as for one (listings are batched)', async () => {
    // Bookings are made through a second app, so that its confirmation mails never land in the count.
    const writer = await createTestEnvironment();
    try {
      const token = await signIn(suite.env, 'admin@example.com');
      const { rows: venues } = await suite.db.query(
        `select id from leisure_venue where active and capacity >= 100 and ${venueOpenAt('21:00')} order by id desc offset 5 limit 3`,
      );
      const book = (index: number) =>
        mutate(
          writer,
          CREATE,
          { idempotencyKey: key(), leisure: { venueId: String(venues[index % 3].id), date: daysAhead(50 + index), time: '21:00', guests: 2 } },
          token,
        );
      // The statement counter sees every app of this process: a booking's mails are written in its own transaction
      // and no app here works jobs, so nothing of a booking runs after its answer.
      const read = () => suite.queries.count(() => suite.env.graphql(MY_BOOKINGS, {}, { authorization: `Bearer ${token}` }));
      await book(0);
      const one = await read();
      for (let index = 1; index < 6; index++) await book(index);
      const six = await read();
      expect((six.result.data!.myBookings as unknown[]).length).toBeGreaterThanOrEqual(6);
      expect(six.statements.length).toBe(one.statements.length);
    } finally {
      await writer.close();
    }
  });
});
