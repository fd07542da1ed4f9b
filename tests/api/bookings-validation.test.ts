// Bad booking input is refused with the spec's words (or a clear sentence) and leaves no row behind; prices come
// from the server, whatever the client believes.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, bookingCount, daysAhead, guest, key, mutate } from './bookings-support.js';
import { restaurantOpenAt } from '../support/opening-hours.js';
import { withTaxesAndFees } from '../support/spec-prices.js';

const suite = apiSuite();
const ids: Record<string, string> = {};
beforeAll(async () => {
  const first = async (sql: string) => String((await suite.db.query(sql)).rows[0].id);
  ids.hotel = await first(
    `select h.id from hotel h where active and exists (select 1 from hotel_room_type rt where rt.hotel_id = h.id and rt.max_guests >= 2) order by id desc offset 3 limit 1`,
  );
  ids.tour = await first(`select tour_id as id from tour_departure where departs_on > current_date + 3 order by id desc offset 7 limit 1`);
  ids.restaurant = await first(`select id from restaurant r where active and ${restaurantOpenAt('19:00')} order by id desc offset 3 limit 1`);
  ids.venue = await first(`select id from leisure_venue where active order by id desc offset 3 limit 1`);
  ids.ride = await first(`select id from transport_service where status = 'active' order by id desc offset 3 limit 1`);
});

async function expectRefused(details: Record<string, unknown>, error: { code?: string; field: string; message: string | RegExp }) {
  const contact = guest('refused');
  const answer = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact, ...details });
  expect(answer.booking, JSON.stringify(details)).toBeNull();
  expect(answer.userErrors, JSON.stringify(details)).toEqual([
    {
      code: error.code ?? 'BAD_USER_INPUT',
      field: error.field,
      message: typeof error.message === 'string' ? error.message : expect.stringMatching(error.message),
    },
  ]);
  expect(await bookingCount(suite.db, 'email = $1', [contact.email])).toBe(0);
}

describe('refused booking input', () => {
  it('hotel: missing, past or reversed dates, too many guests, unknown hotel', async () => {
    const stay = { hotelId: ids.hotel, checkIn: daysAhead(10), checkOut: daysAhead(12), rooms: 1, guests: 2 };
    await expectRefused({ hotel: { ...stay, checkIn: null } }, { field: 'hotel.checkIn', message: 'Please select check-in and check-out dates' });
    await expectRefused({ hotel: { ...stay, checkOut: '' } }, { field: 'hotel.checkOut', message: 'Please select check-in and check-out dates' });
    await expectRefused({ hotel: { ...stay, checkIn: daysAhead(-3), checkOut: daysAhead(-1) } }, { field: 'hotel.checkIn', message: /already passed/ });
    await expectRefused({ hotel: { ...stay, checkOut: daysAhead(9) } }, { field: 'hotel.checkOut', message: 'Check-out must be after check-in.' });
    await expectRefused({ hotel: { ...stay, checkOut: daysAhead(10) } }, { field: 'hotel.checkOut', message: 'Check-out must be after check-in.' });
    await expectRefused({ hotel: { ...stay, checkIn: '2026-02-30' } }, { field: 'hotel.checkIn', message: 'hotel.checkIn must be a date as YYYY-MM-DD.' });
    await expectRefused({ hotel: { ...stay, rooms: 0 } }, { field: 'hotel.rooms', message: /between 1 and 10/ });
    await expectRefused({ hotel: { ...stay, guests: 30, rooms: 1 } }, { field: 'hotel.guests', message: /No room type here fits 30 guests/ });
    await expectRefused({ hotel: { ...stay, hotelId: '99999999' } }, { code: 'NOT_FOUND', field: 'hotel.hotelId', message: 'Hotel not found' });
    await expectRefused({ hotel: { ...stay, hotelId: 'abc' } }, { field: 'hotel.hotelId', message: 'hotel.hotelId must be a number.' });
  });

  it('restaurant and leisure: party 0 or 13, missing fields, past times', async () => {
    const table = { restaurantId: ids.restaurant, date: daysAhead(15), time: '19:00', partySize: 2 };
    for (const partySize of [0, 13])
      await expectRefused(
        { restaurant: { ...table, partySize } },
        { field: 'restaurant.partySize', message: 'restaurant.partySize must be a whole number between 1 and 12.' },
      );
    await expectRefused({ restaurant: { ...table, partySize: null } }, { field: 'restaurant.partySize', message: 'Please complete required fields.' });
    await expectRefused({ restaurant: { ...table, time: null } }, { field: 'restaurant.time', message: 'Please complete required fields.' });
    await expectRefused({ restaurant: { ...table, date: daysAhead(-1) } }, { field: 'restaurant.date', message: /already passed/ });
    await expectRefused(
      { restaurant: { ...table, time: '23:00' } },
      { field: 'restaurant.time', message: 'Reservations start every 30 minutes from 08:00 to 22:00.' },
    );
    await expectRefused(
      { restaurant: { ...table, seatingPreference: 'roof' } },
      { field: 'restaurant.seatingPreference', message: /must be one of: indoor, outdoor, window, bar/ },
    );
    await expectRefused(
      { restaurant: { ...table, restaurantId: '2147483647' } },
      { code: 'NOT_FOUND', field: 'restaurant.restaurantId', message: 'Restaurant not found' },
    );

    const night = { venueId: ids.venue, date: daysAhead(15), time: '21:00', guests: 2 };
    for (const guests of [0, 13]) await expectRefused({ leisure: { ...night, guests } }, { field: 'leisure.guests', message: /between 1 and 12/ });
    await expectRefused({ leisure: { ...night, time: '' } }, { field: 'leisure.time', message: 'Please fill name, email, date and time' });
    const noEmail = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: { name: 'Kofi' }, leisure: night });
    expect(noEmail.userErrors).toEqual([{ code: 'BAD_USER_INPUT', field: 'contact.email', message: 'Please fill name, email, date and time' }]);
  });

  it('tour and ride: unknown departure and add-on, missing or reversed dates', async () => {
    await expectRefused({ tour: { tourId: ids.tour, date: daysAhead(400), partySize: 2 } }, { field: 'tour.date', message: /365 days ahead/ });
    await expectRefused({ tour: { tourId: ids.tour, date: '2099-01-01', partySize: 2 } }, { field: 'tour.date', message: /365 days ahead/ });
    const { rows } = await suite.db.query(
      `select departs_on::text as date from tour_departure where tour_id = $1 and departs_on > current_date + 3 order by departs_on limit 1`,
      [ids.tour],
    );
    await expectRefused(
      { tour: { tourId: ids.tour, date: rows[0].date, partySize: 2, addOns: ['helicopter'] } },
      { field: 'tour.addOns', message: 'Unknown add-on "helicopter".' },
    );
    await expectRefused({ tour: { tourId: ids.tour, date: rows[0].date, partySize: 13 } }, { field: 'tour.partySize', message: /between 1 and 12/ });

    const ride = { serviceId: ids.ride, pickupDate: daysAhead(20), returnDate: daysAhead(22) };
    await expectRefused({ ride: { ...ride, returnDate: null } }, { field: 'ride.returnDate', message: 'Please select pickup and return dates' });
    await expectRefused(
      { ride: { ...ride, returnDate: daysAhead(19) } },
      { field: 'ride.returnDate', message: 'The return date must be on or after the pickup date.' },
    );
    await expectRefused({ ride: { ...ride, passengers: 99 } }, { field: 'ride.passengers', message: /between 1 and 60/ });
  });

  it('asks for exactly one kind of booking and a guest contact', async () => {
    await expectRefused({}, { field: 'input', message: /exactly one of hotel, tour, restaurant, leisure or ride/ });
    await expectRefused(
      {
        hotel: { hotelId: ids.hotel, checkIn: daysAhead(10), checkOut: daysAhead(11) },
        ride: { serviceId: ids.ride, pickupDate: daysAhead(20), returnDate: daysAhead(22) },
      },
      {
        field: 'input',
        message: /exactly one/,
      },
    );
    const anonymous = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      hotel: { hotelId: ids.hotel, checkIn: daysAhead(10), checkOut: daysAhead(11) },
    });
    expect(anonymous.userErrors[0]).toMatchObject({ field: 'contact.name' });
    const badEmail = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: { name: 'A', email: 'not-an-email' },
      hotel: { hotelId: ids.hotel, checkIn: daysAhead(10), checkOut: daysAhead(11) },
    });
    expect(badEmail.userErrors[0]).toMatchObject({ field: 'contact.email', message: 'Please enter a valid email address.' });
  });

  it('refuses wrong GraphQL types before anything runs', async () => {
    const result = await suite.env.graphql(CREATE, {
      input: { idempotencyKey: key(), restaurant: { restaurantId: ids.restaurant, date: daysAhead(5), time: '19:00', partySize: 'two' } },
    });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/partySize/);
  });
});

describe('prices computed by the server', () => {
  it('hotel: nightly price × rooms × nights; tour: (base + add-ons) × party', async () => {
    const { rows } = await suite.db.query(`select rt.id, rt.hotel_id, rt.price_per_night_minor from hotel_room_type rt join hotel h on h.id = rt.hotel_id
      where h.active and rt.units >= 2 and rt.max_guests >= 2 order by rt.id desc offset 11 limit 1`);
    const stay = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: guest(),
      hotel: { hotelId: String(rows[0].hotel_id), roomTypeId: String(rows[0].id), checkIn: daysAhead(140), checkOut: daysAhead(143), rooms: 2, guests: 3 },
    });
    expect(stay.booking).toMatchObject({
      units: 2,
      partySize: 3,
      total: { minor: withTaxesAndFees(rows[0].price_per_night_minor * 2 * 3), currency: 'USD' },
      choices: { nights: 3, roomType: expect.any(String) },
    });

    const departure = (
      await suite.db.query(`select d.tour_id, d.departs_on::text as date, t.base_price_minor from tour_departure d join tour t on t.id = d.tour_id
      where t.active and d.departs_on > current_date + 3 and d.capacity - d.booked >= 3 order by d.id desc offset 20 limit 1`)
    ).rows[0];
    const tour = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: guest(),
      tour: { tourId: String(departure.tour_id), date: departure.date, partySize: 3, addOns: ['photo', 'spa'] },
    });
    expect(tour.booking!.total.minor).toBe(withTaxesAndFees((departure.base_price_minor + 15000 + 25000) * 3));
    expect(tour.booking!.choices.addOns).toEqual(['photo', 'spa']);
  });
});
