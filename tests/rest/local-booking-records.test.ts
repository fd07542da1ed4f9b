// POST /api/user/bookings takes the booking records of spec §3 that old clients keep locally (a hotel's, a ride's, a
// guest booking's for a table, a tour or a leisure table) as it takes its own fields: the server prices and books them
// for the signed-in account, and a record missing what its kind needs gets the spec's words, naming the record's field.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { daysAhead, signIn } from '../api/bookings-support.js';
import { apiSuite } from '../support/api-suite.js';
import { restaurantOpenAt, venueOpenAt } from '../support/opening-hours.js';
import { withTaxesAndFees } from '../support/spec-prices.js';

const suite = apiSuite();

const post = async (token: string, record: Record<string, unknown>) => {
  const response = await suite.env.request('/api/user/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

/** What a client keeps beside the details: its own reference, price and status, none of which the server takes. */
const kept = (type: string, serviceId: number) => ({
  id: `guest_${randomUUID().slice(0, 8)}`,
  reference: `JA-${Date.now()}-${randomUUID().slice(0, 4)}`,
  type,
  serviceId,
  serviceName: 'Kept locally',
  email: 'placeholder@guest.local',
  phone: '+250 788 000 111',
  name: 'Amina Local',
  totalPrice: 1,
  status: 'confirmed',
  bookingDate: new Date().toISOString(),
});

/** The booking as stored, to compare with the record that made it. */
const stored = async (id: string) =>
  (
    await suite.db.query(
      `select type, listing_id, start_date::text, end_date::text, start_time, party_size, units, status, email, details from booking where id = $1`,
      [id],
    )
  ).rows[0];

describe('POST /api/user/bookings with a spec §3 local record', () => {
  it("books a hotel record's stay: check-in, check-out, rooms and guests", async () => {
    const token = await signIn(suite.env, 'tours@example.com');
    const { rows } = await suite.db.query(
      `select rt.hotel_id, rt.id from hotel_room_type rt join hotel h on h.id = rt.hotel_id where h.active and rt.units >= 2 and rt.max_guests >= 2 order by rt.id desc offset 3 limit 1`,
    );
    const record = { ...kept('hotel', rows[0].hotel_id), details: { checkIn: daysAhead(231), checkOut: daysAhead(234), rooms: 1, guests: 2 } };
    const { status, body } = await post(token, record);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      booking_type: 'hotel',
      service_id: rows[0].hotel_id,
      booking_date: daysAhead(231),
      end_date: daysAhead(234),
      status: 'confirmed',
    });
    expect(body.booking_reference).not.toBe(record.reference);
    expect(body.total_price).not.toBe(record.totalPrice);
    expect(await stored(body.id)).toMatchObject({ start_date: daysAhead(231), end_date: daysAhead(234), party_size: 2, units: 1 });
    // The account's booking, under its contact details: the record's own (a guest placeholder, spec §4) are not taken.
    expect((await stored(body.id)).email).toBe('tours@example.com');
  });

  it("books a ride record's pickup and drop-off dates", async () => {
    const token = await signIn(suite.env, 'tours@example.com');
    const { rows } = await suite.db.query(
      `select s.id, s.price_per_day_minor from transport_service s where s.status = 'active' and exists (select 1 from vehicle v where v.transport_service_id = s.id) order by s.id desc offset 2 limit 1`,
    );
    const { status, body } = await post(token, { ...kept('transport', rows[0].id), details: { pickup: daysAhead(232), dropoff: daysAhead(235) } });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ booking_type: 'transport', service_id: rows[0].id, booking_date: daysAhead(232), end_date: daysAhead(235) });
    expect(body.total_price).toBe(withTaxesAndFees(rows[0].price_per_day_minor * 3) / 100);
  });

  it("books a table record's date, time, party size and table", async () => {
    const token = await signIn(suite.env, 'tours@example.com');
    const { rows } = await suite.db.query(
      `select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id
      where r.active and ${restaurantOpenAt('19:00')} and t.seats >= 4 order by t.id desc offset 5 limit 1`,
    );
    const details = { date: daysAhead(233), time: '19:00', party_size: 3, table_id: rows[0].id };
    const { status, body } = await post(token, { ...kept('restaurant', rows[0].restaurant_id), details });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ booking_type: 'restaurant', service_id: rows[0].restaurant_id, booking_date: `${daysAhead(233)} 19:00`, party_size: 3 });
    expect((await stored(body.id)).details).toMatchObject({ tableId: rows[0].id });
  });

  it("books a leisure (nightlife) record's date, time and party size", async () => {
    const token = await signIn(suite.env, 'tours@example.com');
    const { rows } = await suite.db.query(
      `select id from leisure_venue where active and capacity >= 100 and ${venueOpenAt('22:00')} order by id desc offset 4 limit 1`,
    );
    const { status, body } = await post(token, {
      ...kept('nightlife', rows[0].id),
      details: { date: daysAhead(236), time: '22:00', party_size: 4, table_id: null },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ booking_type: 'nightlife', service_id: rows[0].id, booking_date: `${daysAhead(236)} 22:00`, party_size: 4 });
  });

  it("books a tour record's departure date and party size", async () => {
    const token = await signIn(suite.env, 'hotels@example.com');
    const { rows } = await suite.db.query(`select d.tour_id, d.departs_on::text as date from tour_departure d join tour t on t.id = d.tour_id
      where t.active and d.departs_on > current_date + 30 and d.capacity - d.booked >= 3 order by d.id desc offset 1 limit 1`);
    const { status, body } = await post(token, {
      ...kept('tour', rows[0].tour_id),
      details: { date: rows[0].date, time: null, party_size: 2, table_id: null },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ booking_type: 'tour', service_id: rows[0].tour_id, booking_date: rows[0].date, party_size: 2 });
  });

  it("answers a record missing what its kind needs with the spec's words, naming the record's field, and books nothing", async () => {
    const token = await signIn(suite.env, 'tours@example.com');
    const { rows } = await suite.db.query(`select id from hotel where active order by id limit 1`);
    const hotel = await post(token, { ...kept('hotel', rows[0].id), details: { checkIn: daysAhead(240), rooms: 1, guests: 2 } });
    expect(hotel).toEqual({ status: 400, body: expect.objectContaining({ message: 'Please select check-in and check-out dates', field: 'details.checkOut' }) });
    const { rows: rides } = await suite.db.query(`select id from transport_service where status = 'active' order by id limit 1`);
    const ride = await post(token, { ...kept('transport', rides[0].id), details: { pickup: daysAhead(240) } });
    expect(ride).toEqual({ status: 400, body: expect.objectContaining({ message: 'Please select pickup and return dates', field: 'details.dropoff' }) });
    const { rows: restaurants } = await suite.db.query(`select id from restaurant where active order by id limit 1`);
    const table = await post(token, { ...kept('restaurant', restaurants[0].id), details: { date: daysAhead(240), party_size: 2 } });
    expect(table).toEqual({ status: 400, body: expect.objectContaining({ message: 'Please complete required fields.', field: 'details.time' }) });
    const unknown = await post(token, { ...kept('spaceship', 1), details: {} });
    expect(unknown).toEqual({ status: 400, body: expect.objectContaining({ field: 'type' }) });
    const booked = await suite.db.query(`select count(*)::int as n from booking where start_date = $1 and email = 'tours@example.com'`, [daysAhead(240)]);
    expect(booked.rows[0].n).toBe(0);
  });
});
