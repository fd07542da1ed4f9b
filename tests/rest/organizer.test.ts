// Spec §7 'Organizer' paths: the legacy shapes over the tour organizer's services, 400 naming the field for bad
// input, 404 for another organizer's ids, 401/403 for everyone who is not a tour organizer.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, daysAhead, guest, key, mutate, signIn } from '../api/bookings-support.js';
import { withTaxesAndFees } from '../support/spec-prices.js';

const suite = apiSuite();

const call = (method: string, path: string, token: string | null, body?: unknown) =>
  suite.env.request(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-requested-with': 'XMLHttpRequest',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as any });

async function cityId(): Promise<number> {
  return (await suite.db.query(`select id from city where country_code = 'KE' order by id limit 1`)).rows[0].id;
}

describe('/organizer/*', () => {
  it('creates, lists, edits and deletes tours in the legacy shape', async () => {
    const organizer = await signIn(suite.env, 'tours@example.com');
    const name = `Rest tour ${key().slice(0, 6)}`;
    const created = await json(
      await call('POST', '/organizer/tours', organizer, { name, category: 'wildlife', duration_days: 2, price: 180.5, city_id: await cityId() }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name,
      description: '',
      category: 'wildlife',
      duration_days: 2,
      price: 180.5,
      city_id: await cityId(),
      location: expect.stringContaining('Kenya'),
      country: 'KE',
      image_path: expect.stringMatching(/^\/media\//),
      active: true,
    });
    const listed = await call('GET', `/organizer/tours?q=${encodeURIComponent(name)}`, organizer);
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(await listed.json()).toEqual([created.body]);
    const edited = await json(await call('PUT', `/organizer/tours/${created.body.id}`, organizer, { active: false, price: 200 }));
    expect(edited.body).toMatchObject({ active: false, price: 200 });
    const bad = await json(await call('PUT', `/organizer/tours/${created.body.id}`, organizer, { duration_days: 'long' }));
    expect(bad).toMatchObject({ status: 400, body: { field: 'duration_days' } });
    const badCity = await json(
      await call('POST', '/organizer/tours', organizer, { name: 'x y', category: 'wildlife', duration_days: 2, price: 1, city_id: 2147483000 }),
    );
    expect(badCity).toMatchObject({ status: 400, body: { field: 'city_id' } });

    const steps = await json(
      await call('POST', `/organizer/tours/${created.body.id}/itineraries`, organizer, { title: 'Sunrise drive', description: 'Day 1' }),
    );
    expect(steps).toMatchObject({
      status: 201,
      body: { id: expect.any(Number), tour_id: created.body.id, step: 1, title: 'Sunrise drive', description: 'Day 1' },
    });
    const renamed = await json(await call('PUT', `/organizer/itineraries/${steps.body.id}`, organizer, { title: 'Sunset drive' }));
    expect(renamed.body.title).toBe('Sunset drive');
    expect((await json(await call('GET', `/organizer/tours/${created.body.id}/itineraries`, organizer))).body).toEqual([renamed.body]);
    expect((await call('DELETE', `/organizer/itineraries/${steps.body.id}`, organizer)).status).toBe(200);

    const other = await signIn(suite.env, 'tour-tz@partners.example.com');
    for (const [method, path] of [
      ['PUT', `/organizer/tours/${created.body.id}`],
      ['DELETE', `/organizer/tours/${created.body.id}`],
      ['GET', `/organizer/tours/${created.body.id}/itineraries`],
    ] as const)
      expect((await call(method, path, other, method === 'PUT' ? { name: 'Mine now' } : undefined)).status, `${method} ${path}`).toBe(404);

    expect((await call('DELETE', `/organizer/tours/${created.body.id}`, organizer)).status).toBe(200);
    expect((await suite.db.query(`select count(*)::int as n from tour where id = $1`, [created.body.id])).rows[0].n).toBe(0);
  });

  it('takes bookings, names guests, filters and cancels, and reports revenue over a range', async () => {
    const organizer = await signIn(suite.env, 'tours@example.com');
    const tour = (
      await json(
        await call('POST', '/organizer/tours', organizer, {
          name: `Desk tour ${key().slice(0, 6)}`,
          category: 'cultural',
          duration_days: 1,
          price: 30,
          city_id: await cityId(),
        }),
      )
    ).body;
    const today = new Date().toISOString().slice(0, 10);
    const date = daysAhead(3);
    const departure = await suite.env.graphql(
      `mutation($tourId: ID!, $input: TourDepartureInput!) { tourDepartureAdd(tourId: $tourId, input: $input) { departure { id } userErrors { code } } }`,
      { tourId: String(tour.id), input: { date, capacity: 10 } },
      { authorization: `Bearer ${organizer}` },
    );
    expect(departure.data?.tourDepartureAdd.userErrors).toEqual([]);

    const email = guest('desk').email;
    const phoned = await json(
      await call('POST', '/organizer/bookings', organizer, {
        tour_id: tour.id,
        booking_date: date,
        party_size: 3,
        customer_name: 'Baraka Desk',
        customer_email: email,
        customer_phone: '+254 700 000 000',
      }),
    );
    expect(phoned.status).toBe(201);
    expect(phoned.body).toMatchObject({
      booking_type: 'tour',
      service_id: tour.id,
      booking_date: date,
      party_size: 3,
      total_price: withTaxesAndFees(9000) / 100,
      customer_name: 'Baraka Desk',
      customer_email: email,
      booking_status: 'confirmed',
    });
    const online = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest('web'), tour: { tourId: String(tour.id), date, partySize: 1 } });
    expect(online.userErrors).toEqual([]);
    const missingEmail = await json(
      await call('POST', '/organizer/bookings', organizer, { tour_id: tour.id, booking_date: date, party_size: 1, customer_name: 'No Mail' }),
    );
    expect(missingEmail).toMatchObject({ status: 400, body: { field: 'customer_email' } });

    const list = await json(await call('GET', `/organizer/bookings?tour_id=${tour.id}&from=${date}&to=${date}&status=confirmed`, organizer));
    expect(list.body.map((b: any) => b.booking_reference).sort()).toEqual([phoned.body.booking_reference, online.booking!.reference].sort());
    const byName = await json(await call('GET', `/organizer/bookings?q=Baraka&tour_id=${tour.id}`, organizer));
    expect(byName.body.map((b: any) => b.id)).toEqual([phoned.body.id]);
    expect((await call('GET', '/organizer/bookings?from=tomorrow', organizer)).status).toBe(400);

    const guestRow = await json(
      await call('POST', '/organizer/guests', organizer, { booking_id: phoned.body.id, full_name: 'Zawadi Desk', email: 'zawadi@example.org' }),
    );
    expect(guestRow).toMatchObject({
      status: 201,
      body: { booking_reference: phoned.body.booking_reference, tour_id: tour.id, date, full_name: 'Zawadi Desk', email: 'zawadi@example.org' },
    });
    expect((await json(await call('PUT', `/organizer/guests/${guestRow.body.id}`, organizer, { notes: 'Window seat' }))).body.notes).toBe('Window seat');
    expect((await json(await call('GET', `/organizer/guests?tour_id=${tour.id}`, organizer))).body).toHaveLength(1);

    const overview = await json(await call('GET', '/organizer/revenue/overview?range=7d', organizer));
    expect(overview.body).toMatchObject({ range: '7d', to: today, bookings: expect.any(Number), total_revenue: expect.any(Number) });
    expect(overview.body.series).toHaveLength(7);
    const byTour = await json(await call('GET', '/organizer/revenue/by-tour?range=30d', organizer));
    // The departure is ahead of today: a 30-day range ending today does not count it yet.
    expect(byTour.body.find((row: any) => row.tour_id === tour.id)).toBeUndefined();
    expect((await call('GET', '/organizer/revenue/overview?range=forever', organizer)).status).toBe(400);

    const other = await signIn(suite.env, 'tour-tz@partners.example.com');
    expect((await call('DELETE', `/organizer/bookings/${phoned.body.id}`, other)).status).toBe(404);
    expect((await call('PUT', `/organizer/guests/${guestRow.body.id}`, other, { notes: 'x' })).status).toBe(404);
    expect((await json(await call('GET', `/organizer/bookings?tour_id=${tour.id}`, other))).body).toEqual([]);

    const paid = await json(await call('PUT', `/organizer/bookings/${phoned.body.id}`, organizer, { payment_status: 'paid' }));
    expect(paid.body.payment_status).toBe('paid');
    const cancelled = await json(await call('DELETE', `/organizer/bookings/${phoned.body.id}`, organizer, { reason: 'The guide is ill' }));
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', booking_status: 'cancelled' });
    expect((await suite.db.query(`select booked from tour_departure where tour_id = $1`, [tour.id])).rows[0].booked).toBe(1);
    const audit = await suite.db.query(`select action from audit_entry where subject_type = 'booking' and subject_id = $1 order by id`, [phoned.body.id]);
    expect(audit.rows.map((r) => r.action)).toEqual(['booking.create', 'booking.update', 'booking.cancel']);
  });

  it('is for tour organizers only', async () => {
    expect((await call('GET', '/organizer/tours', null)).status).toBe(401);
    for (const email of ['traveller@example.com', 'hotels@example.com', 'admin@example.com']) {
      const token = await signIn(suite.env, email);
      for (const path of ['/organizer/tours', '/organizer/bookings', '/organizer/guests', '/organizer/revenue/overview'])
        expect((await call('GET', path, token)).status, `${email} ${path}`).toBe(403);
    }
  });
});
