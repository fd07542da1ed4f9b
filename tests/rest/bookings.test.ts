// Contract of the legacy booking paths (spec §3 and §7): reservation posts, availability, the user's bookings.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { daysAhead, signIn } from '../api/bookings-support.js';
import { restaurantOpenAt } from '../support/opening-hours.js';
import { withTaxesAndFees } from '../support/spec-prices.js';

const suite = apiSuite();

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
  body: JSON.stringify(body),
});
/** Answers are checked field by field. */
const read = async (response: Response): Promise<any> => response.json();
const userBookingKeys = [
  'id',
  'booking_reference',
  'booking_type',
  'service_name',
  'service_id',
  'location',
  'city',
  'booking_date',
  'created_at',
  'status',
  'total_price',
  'payment_status',
];

async function aTable(offset = 0) {
  const { rows } = await suite.db.query(
    `select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id
    where r.active and ${restaurantOpenAt('19:00')} and t.seats >= 4 order by t.id desc offset $1 limit 1`,
    [offset],
  );
  return rows[0] as { id: number; restaurant_id: number };
}

describe('POST /restaurants/book', () => {
  it('books the table and answers booking_id; availability then lists the table as occupied', async () => {
    const table = await aTable();
    const date = daysAhead(60);
    const before = await read(await suite.env.request(`/restaurants/${table.restaurant_id}/availability?date=${date}&time=19:30`));
    expect(before).toEqual({ occupied_table_ids: [] });

    const response = await suite.env.request(
      '/restaurants/book',
      json({
        restaurant_id: table.restaurant_id,
        name: 'Amina',
        party_size: 3,
        date,
        time: '19:00',
        email: `rest-${randomUUID().slice(0, 6)}@example.org`,
        seating_preference: 'window',
        occasion: 'birthday',
        special_requests: 'High chair | Birthday cake',
        table_id: table.id,
      }),
    );
    expect(response.status).toBe(201);
    const body = await read(response);
    expect(body).toMatchObject({ booking_id: expect.any(String), booking_reference: expect.stringMatching(/^JA-/), table_id: table.id });
    expect(body.message).toBe(`Reservation confirmed! Your reference is #${body.booking_reference}.`);
    // Spec §9: a table without a pre-order is charged 50 before taxes and fees.
    expect(body.booking.total_price).toBe(withTaxesAndFees(5_000) / 100);

    for (const [time, occupied] of [
      ['19:30', [table.id]],
      ['17:30', [table.id]],
      ['21:00', []],
      ['17:00', []],
    ] as const) {
      const availability = await read(await suite.env.request(`/api/restaurants/${table.restaurant_id}/availability?date=${date}&time=${time}`));
      expect(availability, time).toEqual({ occupied_table_ids: occupied });
    }
  });

  it('refuses with the spec message and the legacy field names, leaving no row', async () => {
    const table = await aTable(1);
    const email = `refused-${randomUUID().slice(0, 6)}@example.org`;
    const base = { restaurant_id: table.restaurant_id, name: 'Amina', party_size: 2, date: daysAhead(61), time: '19:00', email };
    for (const [change, status, field, message] of [
      [{ name: '' }, 400, 'name', 'Please complete required fields.'],
      [{ date: undefined }, 400, 'date', 'Please complete required fields.'],
      [{ party_size: 13 }, 400, 'party_size', /between 1 and 12/],
      [{ party_size: 0 }, 400, 'party_size', /between 1 and 12/],
      [{ party_size: 'two' }, 400, 'party_size', /must be a number/],
      [{ date: daysAhead(-2) }, 400, 'date', /already passed/],
      [{ time: '19:10' }, 400, 'time', /every 30 minutes/],
      [{ restaurant_id: 99_999_999 }, 404, 'restaurant_id', 'Restaurant not found'],
    ] as const) {
      const response = await suite.env.request('/restaurants/book', json({ ...base, ...change }));
      expect(response.status, JSON.stringify(change)).toBe(status);
      const error = await read(response);
      expect(error.field, JSON.stringify(change)).toBe(field);
      if (typeof message === 'string') expect(error.message).toBe(message);
      else expect(error.message).toMatch(message);
    }
    expect((await suite.db.query('select count(*)::int as n from booking where email = $1', [email])).rows[0].n).toBe(0);
  });

  it('answers the first result again for a retried Idempotency-Key, and refuses the key with another body', async () => {
    const table = await aTable(2);
    const key = randomUUID();
    const email = `idem-${randomUUID().slice(0, 6)}@example.org`;
    const body = { restaurant_id: table.restaurant_id, name: 'Amina', party_size: 2, date: daysAhead(62), time: '12:00', email };
    const first = await read(await suite.env.request('/restaurants/book', json(body, { 'idempotency-key': key })));
    const again = await suite.env.request('/restaurants/book', json(body, { 'idempotency-key': key }));
    expect(again.status).toBe(201);
    expect((await read(again)).booking_id).toBe(first.booking_id);
    const other = await suite.env.request('/restaurants/book', json({ ...body, party_size: 3 }, { 'idempotency-key': key }));
    expect(other.status).toBe(422);
    expect(await read(other)).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });
    expect((await suite.db.query('select count(*)::int as n from booking where email = $1', [email])).rows[0].n).toBe(1);
  });
});

describe('POST /nightlife/book', () => {
  it('books a table with the legacy payload', async () => {
    const { rows } = await suite.db.query(`select id, entry_price_minor from leisure_venue where active and capacity > 100 order by id limit 1`);
    const response = await suite.env.request(
      '/nightlife/book',
      json({
        nightlife_id: rows[0].id,
        customer_name: 'Kofi',
        customer_email: `kofi-${randomUUID().slice(0, 6)}@example.org`,
        booking_date: `${daysAhead(20)} 21:30`,
        guests: 4,
      }),
    );
    expect(response.status).toBe(201);
    const body = await read(response);
    expect(body.booking).toMatchObject({
      booking_type: 'nightlife',
      booking_date: `${daysAhead(20)} 21:30`,
      status: 'confirmed',
      payment_status: 'unpaid',
      total_price: withTaxesAndFees(rows[0].entry_price_minor * 4) / 100,
    });
  });

  it('asks for name, email, date and time', async () => {
    const { rows } = await suite.db.query(`select id from leisure_venue where active order by id limit 1`);
    for (const change of [{ customer_name: '' }, { customer_email: undefined }, { booking_date: '' }]) {
      const response = await suite.env.request(
        '/nightlife/book',
        json({
          nightlife_id: rows[0].id,
          customer_name: 'Kofi',
          customer_email: 'kofi@example.org',
          booking_date: `${daysAhead(20)} 21:30`,
          guests: 2,
          ...change,
        }),
      );
      expect(response.status).toBe(400);
      expect((await read(response)).message).toBe('Please fill name, email, date and time');
    }
  });
});

describe('/api/user/bookings', () => {
  it('needs a session', async () => {
    expect((await suite.env.request('/api/user/bookings')).status).toBe(401);
    expect((await suite.env.request('/api/user/bookings', json({ booking_type: 'hotel', service_id: 1 }))).status).toBe(401);
  });

  it('creates a booking of any type for the signed-in user and lists it in the spec shape; another user sees none of it', async () => {
    const token = await signIn(suite.env, 'hotels@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const { rows } = await suite.db.query(
      `select s.id, s.price_per_day_minor from transport_service s where s.status = 'active' and exists (select 1 from vehicle v where v.transport_service_id = s.id and v.seats >= 2) order by s.id desc limit 1`,
    );
    const response = await suite.env.request(
      '/api/user/bookings',
      json(
        {
          booking_type: 'transport',
          service_id: rows[0].id,
          booking_date: daysAhead(70),
          end_date: daysAhead(73),
          party_size: 2,
          payment_method: 'test_card',
          card_number: '4242 4242 4242 4242',
        },
        auth,
      ),
    );
    expect(response.status).toBe(201);
    const created = await read(response);
    for (const field of userBookingKeys) expect(created, field).toHaveProperty(field);
    expect(created).toMatchObject({
      booking_type: 'transport',
      service_id: rows[0].id,
      status: 'confirmed',
      payment_status: 'paid',
      total_price: withTaxesAndFees(rows[0].price_per_day_minor * 3) / 100,
    });
    // The price line by line (an addition to the spec's fields): the vehicle's days, then the 10 % taxes and fees.
    expect(created.line_items).toEqual([
      expect.objectContaining({ kind: 'VEHICLE_DAYS', quantity: 1, per: 3, unit_price: rows[0].price_per_day_minor / 100, percent: null }),
      expect.objectContaining({ kind: 'TAXES_AND_FEES', percent: 10, amount: Math.round(rows[0].price_per_day_minor * 3 * 0.1) / 100 }),
    ]);
    const lineSum = created.line_items.reduce((sum: number, line: { amount: number }) => sum + Math.round(line.amount * 100), 0);
    expect(lineSum).toBe(Math.round(created.total_price * 100));

    const list = await read(await suite.env.request('/api/user/bookings', { headers: auth }));
    expect(list.map((booking: { id: string }) => booking.id)).toContain(created.id);
    expect(list.find((booking: { id: string }) => booking.id === created.id).line_items).toEqual(created.line_items);
    const one = await suite.env.request(`/api/user/bookings/${created.id}`, { headers: auth });
    expect(one.status).toBe(200);
    expect((await read(one)).line_items).toEqual(created.line_items);

    const other = { authorization: `Bearer ${await signIn(suite.env, 'leisure@example.com')}` };
    const theirs = await read(await suite.env.request('/api/user/bookings', { headers: other }));
    expect(theirs.map((booking: { id: string }) => booking.id)).not.toContain(created.id);
    const stolen = await suite.env.request(`/api/user/bookings/${created.id}`, { headers: other });
    expect(stolen.status).toBe(404);
    expect(JSON.stringify(await read(stolen))).not.toContain(created.booking_reference);
    expect((await suite.env.request(`/api/user/bookings/${randomUUID()}`, { headers: auth })).status).toBe(404);
    expect((await suite.env.request('/api/user/bookings/1', { headers: auth })).status).toBe(404);
  });

  it('refuses a declined card and leaves no booking', async () => {
    const auth = { authorization: `Bearer ${await signIn(suite.env, 'transport@example.com')}` };
    const { rows } = await suite.db.query(
      `select h.id from hotel h where h.active and exists (select 1 from hotel_room_type rt where rt.hotel_id = h.id and rt.units >= 1) order by h.id desc limit 1`,
    );
    const response = await suite.env.request(
      '/api/user/bookings',
      json(
        {
          booking_type: 'hotel',
          service_id: rows[0].id,
          booking_date: daysAhead(80),
          end_date: daysAhead(82),
          rooms: 1,
          guests: 1,
          payment_method: 'test_card',
          card_number: '4000 0000 0000 0002',
        },
        auth,
      ),
    );
    expect(response.status).toBe(402);
    expect(await read(response)).toMatchObject({ error: 'PAYMENT_DECLINED', field: 'card_number' });
    expect(
      (await suite.db.query(`select count(*)::int as n from booking where listing_id = $1 and type = 'hotel' and start_date = $2`, [rows[0].id, daysAhead(80)]))
        .rows[0].n,
    ).toBe(0);
    expect(
      (
        await suite.db.query(
          `select count(*)::int as n from inventory_bucket b join hotel_room_type rt on rt.id = b.unit_id where b.kind = 'room_night' and rt.hotel_id = $1 and b.slot::date in ($2, $3) and b.booked > 0`,
          [rows[0].id, daysAhead(80), daysAhead(81)],
        )
      ).rows[0].n,
    ).toBe(0);
  });
});
