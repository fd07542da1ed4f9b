// Spec §7 /api/user/bookings after booking: spec §4 statuses with filters, modification by PUT, and another
// user's booking refused by every verb.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { daysAhead, signIn } from '../api/bookings-support.js';
import { aStay, moveBooking } from '../api/after-booking-support.js';

const suite = apiSuite();

const call = (method: string, path: string, token: string, body?: unknown) =>
  suite.env.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('/api/user/bookings after booking', () => {
  it('shows spec §4 statuses and filters by status and type', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const stay = await aStay(suite.env, suite.db, token, 170);
    await moveBooking(suite.db, stay.reference, 2);
    const upcoming = (await (await call('GET', '/api/user/bookings?status=upcoming&type=hotel', token)).json()) as any[];
    expect(upcoming.find((b: any) => b.booking_reference === stay.reference)).toMatchObject({ status: 'upcoming', booking_type: 'hotel' });
    expect(upcoming.every((b: any) => b.status === 'upcoming' && b.booking_type === 'hotel')).toBe(true);
    const tours = (await (await call('GET', '/api/user/bookings?type=tour', token)).json()) as any[];
    expect(tours.every((b: any) => b.booking_type === 'tour')).toBe(true);
    const bad = await call('GET', '/api/user/bookings?status=later', token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'status' });
  });

  it('modifies by PUT: new dates and total, with field-named refusals', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const stay = await aStay(suite.env, suite.db, token, 175);
    const response = await call('PUT', `/api/user/bookings/${stay.id}`, token, { booking_date: daysAhead(176), end_date: daysAhead(179) });
    expect(response.status).toBe(200);
    const body: any = await response.json();
    expect(body).toMatchObject({ booking_reference: stay.reference, booking_date: daysAhead(176), end_date: daysAhead(179), status: 'confirmed' });
    expect(body.total_price).toBeCloseTo((stay.total.minor / 100) * 1.5, 2);
    const past = await call('PUT', `/api/user/bookings/${stay.id}`, token, { booking_date: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ field: 'booking_date' });
  });

  it("refuses another user's booking on GET, PUT and DELETE, and changes nothing", async () => {
    const owner = await signIn(suite.env, 'traveller@example.com');
    const stranger = await signIn(suite.env, 'tours@example.com');
    const stay = await aStay(suite.env, suite.db, owner, 180);
    for (const [method, body] of [['GET'], ['PUT', { guests: 1 }], ['DELETE']] as const) {
      const response = await call(method, `/api/user/bookings/${stay.id}`, stranger, body);
      expect(response.status, method).toBe(404);
    }
    const { rows } = await suite.db.query(`select status, party_size from booking where id = $1`, [stay.id]);
    expect(rows[0]).toEqual({ status: 'confirmed', party_size: 2 });
  });
});
