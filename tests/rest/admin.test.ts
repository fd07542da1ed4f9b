// Spec §7 'Admin' and 'Sub-admins' REST paths over real HTTP: who may call them (401 'Unauthenticated' as
// spec §8 says, 403 for other roles), content CRUD in legacy shapes, every 'Generic status update' variant
// the old admin client tried landing on the one status service, and sub-admin management for admins only.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { freshEmail } from '../support/accounts.js';
import { auditOf, type Caller, demo, kigali, ownHotel, tokensOf, uniqueWord, userId } from '../api/admin-support.js';
import { CREATE, daysAhead, key, mutate } from '../api/bookings-support.js';
import { card } from '../api/after-booking-support.js';

const suite = apiSuite();
let tokens: Record<Caller, string | null>;

beforeAll(async () => {
  tokens = await tokensOf(suite.env);
});

function call(method: string, path: string, token: string | null, body?: unknown) {
  return suite.env.request(path, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

async function aHotel(): Promise<{ id: number; name: string }> {
  const response = await call('POST', '/admin/hotels', tokens.admin, {
    name: `Hotel ${uniqueWord()}`,
    country: 'Rwanda',
    city_id: Number(await kigali(suite.db)),
    owner_id: await userId(suite.db, demo.hotelManager),
    price_per_night: 99.5,
    type: 'eco',
    stars: 3,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

const activeOf = async (id: number) => (await suite.db.query(`select active from hotel where id = $1`, [id])).rows[0].active as boolean;

describe('admin REST: who may call', () => {
  it("answers 401 'Unauthenticated' to guests and 403 to travellers and partners on every kind of path", async () => {
    for (const path of ['/admin/hotels', '/admin/nightlife', '/admin/bookings', '/admin/users', '/admin/clients', '/api/subadmins', '/api/admin/hotels']) {
      const guest = await call('GET', path, null);
      expect(guest.status, path).toBe(401);
      expect(await guest.json(), path).toMatchObject({ message: 'Unauthenticated' });
      for (const caller of ['traveller', 'hotelManager', 'leisure'] as const)
        expect((await call('GET', path, tokens[caller])).status, `${caller} ${path}`).toBe(403);
    }
    // A refused caller's bad body is still a 403, not a 400: the role is checked first.
    expect((await call('POST', '/admin/hotels', tokens.traveller, { price: 'free' })).status).toBe(403);
    expect((await call('GET', '/admin/tours?limit=2', tokens.subadmin)).status).toBe(200);
  });
});

describe('admin REST: content', () => {
  it('creates, reads, updates, lists and deletes in legacy shapes, with field-named refusals', async () => {
    const hotel = await aHotel();
    expect(hotel).toMatchObject({ price: 99.5, type: 'eco', active: true, is_active: true, status: 'active', owner_email: demo.hotelManager });
    const read = await call('GET', `/admin/hotels/${hotel.id}`, tokens.subadmin);
    expect(await read.json()).toMatchObject({ id: hotel.id, name: hotel.name });
    const renamed = await call('PUT', `/admin/hotels/${hotel.id}`, tokens.admin, { name: `${hotel.name} Lodge`, stars: 4 });
    expect(await renamed.json()).toMatchObject({ name: `${hotel.name} Lodge`, active: true });
    const list = await call('GET', `/admin/hotels?q=${encodeURIComponent(hotel.name)}`, tokens.admin);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(((await list.json()) as Array<{ id: number }>).map((row) => row.id)).toEqual([hotel.id]);

    const badOwner = await call('PUT', `/admin/hotels/${hotel.id}`, tokens.admin, { owner_id: await userId(suite.db, demo.tourOrganizer) });
    expect(badOwner.status).toBe(400);
    expect(await badOwner.json()).toMatchObject({ field: 'owner_id' });
    const badPrice = await call('POST', '/admin/hotels', tokens.admin, { name: 'x', price: 'lots' });
    expect(badPrice.status).toBe(400);
    expect(await badPrice.json()).toMatchObject({ field: 'price' });
    expect((await call('GET', '/admin/hotels/2147483000', tokens.admin)).status).toBe(404);

    const leisure = await call('POST', '/admin/leisure', tokens.admin, {
      name: `Venue ${uniqueWord()}`,
      country_code: 'RW',
      city_id: Number(await kigali(suite.db)),
      owner_id: await userId(suite.db, demo.leisure),
      entry_price: 12,
      type: 'bar',
      capacity: 80,
      price_level: 2,
      open_time: '18:00',
      close_time: '02:00',
    });
    expect(leisure.status).toBe(201);
    const venue = (await leisure.json()) as { id: number };
    expect((await call('GET', `/admin/nightlife/${venue.id}`, tokens.admin)).status).toBe(200);

    expect((await call('DELETE', `/admin/hotels/${hotel.id}`, tokens.admin)).status).toBe(200);
    expect((await call('GET', `/admin/hotels/${hotel.id}`, tokens.admin)).status).toBe(404);
  });

  it('maps every status variant of the old admin client onto the one status service', async () => {
    const hotel = await aHotel();
    const variants: Array<[string, string, unknown, boolean]> = [];
    for (const method of ['PUT', 'PATCH', 'POST']) {
      variants.push(
        [method, '/status', { status: 'inactive' }, false],
        [method, '/status', { status: 'active' }, true],
        [method, '/status', { active: false }, false],
        [method, '/status', { is_active: true }, true],
        [method, '/status', { enabled: false }, false],
        [method, '/status', { disabled: false }, true],
        [method, '/status', { banned: true }, false],
        [method, '/unban', {}, true],
        [method, '/ban', {}, false],
        [method, '/unban', { banned: false }, true],
        [method, '', { active: false }, false],
        [method, '', { is_active: true }, true],
        [method, '', { status: 'disabled' }, false],
        [method, '', { enabled: true }, true],
        [method, '', { banned: true }, false],
        [method, '', { disabled: false }, true],
      );
    }
    for (const [method, suffix, body, active] of variants) {
      const response = await call(method, `/admin/hotels/${hotel.id}${suffix}`, tokens.admin, body);
      expect(response.status, `${method} ${suffix} ${JSON.stringify(body)}`).toBe(200);
      expect(((await response.json()) as { active: boolean }).active).toBe(active);
      expect(await activeOf(hotel.id), `${method} ${suffix} ${JSON.stringify(body)}`).toBe(active);
    }
    const entries = await auditOf(suite.db, 'hotel', String(hotel.id));
    expect(entries.filter((entry) => entry.action === 'hotel.deactivate').length).toBeGreaterThanOrEqual(3 * 7);

    // The client's last resort: fetch the item and PUT it back whole with a status flag.
    const item = await (await call('GET', `/admin/hotels/${hotel.id}`, tokens.admin)).json();
    const putBack = await call('PUT', `/api/admin/hotels/${hotel.id}`, tokens.admin, {
      ...(item as object),
      active: false,
      status: 'inactive',
      is_active: false,
    });
    expect(putBack.status).toBe(200);
    expect(await activeOf(hotel.id)).toBe(false);

    const unreadable = await call('PATCH', `/admin/hotels/${hotel.id}/status`, tokens.admin, { status: 'sleeping' });
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({ field: 'status' });
    const contradicting = await call('POST', `/admin/hotels/${hotel.id}/ban`, tokens.admin, { active: true });
    expect(contradicting.status).toBe(400);
    expect((await call('POST', `/admin/hotels/${hotel.id}/ban`, tokens.traveller, {})).status).toBe(403);
  });

  it("lists a hotel's bookings with status and date filters", async () => {
    const hotel = await aHotel();
    const ok = await call('GET', `/admin/hotels/${hotel.id}/bookings?status=confirmed&from=2026-01-01&to=2030-01-01`, tokens.admin);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual([]);
    const bad = await call('GET', `/admin/hotels/${hotel.id}/bookings?status=maybe`, tokens.admin);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'status' });
    expect((await call('GET', `/admin/bookings?service=nightlife&status=cancelled&limit=5`, tokens.subadmin)).status).toBe(200);
  });
});

describe('sub-admin REST paths', () => {
  it('an admin lists, creates and removes sub-admins; a sub-admin is refused and the attempt audited', async () => {
    const email = freshEmail('rest-subadmin');
    const refused = await call('POST', '/api/subadmins', tokens.subadmin, { email, password: 'Safari2025!' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'ROLE_CHANGE_REFUSED' });
    expect((await auditOf(suite.db, 'user', email))[0]).toMatchObject({ action: 'subadmin.create', outcome: 'denied' });
    expect((await call('GET', '/api/subadmins', tokens.subadmin)).status).toBe(403);

    const created = await call('POST', '/api/subadmins', tokens.admin, { email, password: 'Safari2025!', first_name: 'New' });
    expect(created.status).toBe(201);
    const subadmin = (await created.json()) as { id: string; role: string };
    expect(subadmin.role).toBe('subadmin');
    const listed = (await (await call('GET', '/api/subadmins', tokens.admin)).json()) as Array<{ email: string }>;
    expect(listed.map((user) => user.email)).toContain(email);
    const removed = await call('DELETE', `/api/subadmins/${subadmin.id}`, tokens.admin);
    expect(removed.status).toBe(200);
    expect((await suite.db.query(`select role from app_user where id = $1`, [subadmin.id])).rows[0].role).toBe('user');
    expect((await call('DELETE', `/api/subadmins/${subadmin.id}`, tokens.admin)).status).toBe(404);
  });

  it('refuses a sub-admin making anyone an admin over PUT /admin/users/{id}/role', async () => {
    const target = await userId(suite.db, demo.traveller);
    const response = await call('PUT', `/admin/users/${target}/role`, tokens.subadmin, { role: 'admin' });
    expect(response.status).toBe(403);
    expect((await suite.db.query(`select role from app_user where id = $1`, [target])).rows[0].role).toBe('user');
    const bad = await call('PUT', `/admin/users/${target}/role`, tokens.admin, { role: 'emperor' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'role' });
  });
});

describe('admin REST: people and bookings', () => {
  it('creates a client, verifies it, filters clients, changes its role and moves it back to the clients', async () => {
    const email = freshEmail('rest-client');
    const created = await call('POST', '/admin/clients', tokens.subadmin, { email, password: 'Safari2025!', first_name: 'Rest' });
    expect(created.status).toBe(201);
    const client = (await created.json()) as { id: string; email_verified: boolean; role: string };
    expect(client).toMatchObject({ email_verified: false, role: 'user' });
    const unverified = (await (await call('GET', `/admin/clients?verified=0&q=${encodeURIComponent(email)}`, tokens.admin)).json()) as Array<{ id: string }>;
    expect(unverified.map((row) => row.id)).toEqual([client.id]);
    expect(await (await call('PUT', `/admin/users/${client.id}/verify`, tokens.admin, { verified: true })).json()).toMatchObject({ email_verified: true });
    const verified = await call('GET', `/admin/clients?verified=1&q=${encodeURIComponent(email)}`, tokens.admin);
    expect(verified.headers.get('x-total-count')).toBe('1');

    expect(await (await call('PUT', `/admin/users/${client.id}/role`, tokens.subadmin, { role: 'tour_organizer' })).json()).toMatchObject({
      role: 'tour_organizer',
    });
    const organizers = (await (await call('GET', `/admin/users?role=tour_organizer&q=${encodeURIComponent(email)}`, tokens.admin)).json()) as Array<{
      id: string;
    }>;
    expect(organizers.map((row) => row.id)).toEqual([client.id]);
    const migrated = await call('POST', '/admin/users/migrate-clients', tokens.admin, { ids: [client.id] });
    expect(await migrated.json()).toMatchObject({ migrated: 1 });
    expect((await suite.db.query(`select role from app_user where id = $1`, [client.id])).rows[0].role).toBe('user');
    expect((await call('POST', '/admin/users/migrate-clients', tokens.admin, { ids: 'everyone' })).status).toBe(400);
  });

  it('cancels a booking for the traveller with a reason, refunding per the policy', async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const stay = { hotelId: hotel.id, roomTypeId: hotel.roomTypeId, checkIn: daysAhead(35), checkOut: daysAhead(36), rooms: 1, guests: 2 };
    const booking = (await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel: stay, payment: card }, tokens.traveller!)).booking!;
    const listed = (await (await call('GET', `/admin/bookings?q=${booking.reference}&service=hotel&status=confirmed`, tokens.subadmin)).json()) as Array<{
      id: string;
      email: string;
    }>;
    expect(listed).toEqual([expect.objectContaining({ id: booking.id, email: demo.traveller })]);
    expect((await call('POST', `/admin/bookings/${booking.id}/cancel`, tokens.admin, {})).status).toBe(400);
    const cancelled = await call('POST', `/admin/bookings/${booking.id}/cancel`, tokens.admin, { reason: 'Asked by phone' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      booking_status: 'cancelled',
      refund_amount: booking.total.minor / 100,
      policy_refund_amount: booking.total.minor / 100,
    });
    expect((await call('POST', `/admin/bookings/${booking.id}/cancel`, tokens.traveller, { reason: 'mine' })).status).toBe(403);
  });
});
