// Hostile input at every REST path (design §5 'One validation edge'): generated bodies and query
// strings with wrong types, unicode, NUL bytes, huge numbers, missing and extra fields and 1 MB
// strings. Every answer is below 500, every refusal has the error shape, and a refused write
// leaves no row behind.
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail } from '../support/accounts.js';
import { isolatedDatabase } from '../support/isolated-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Target {
  method: Method;
  path: string;
  /** The parameters (query) or fields (body) the path reads. */
  fields: string[];
  signedIn?: boolean;
}

const listFields = ['country', 'city', 'city_id', 'q', 'sort', 'page', 'limit', 'page_size', 'min_price', 'max_price', 'type'];
const lookup = (path: string): Target => ({ method: 'GET', path, fields: ['country'] });

/** Every REST path of spec §7 this server answers (the /api twins share their handler). */
const targets: Target[] = [
  { method: 'GET', path: '/hotels', fields: [...listFields, 'min_stars', 'max_stars'] },
  { method: 'GET', path: '/tours', fields: [...listFields, 'category', 'min_days', 'max_days', 'from', 'to'] },
  { method: 'GET', path: '/restaurants', fields: [...listFields, 'cuisine', 'min_rating'] },
  { method: 'GET', path: '/api/nightlife', fields: [...listFields, 'open_now'] },
  { method: 'GET', path: '/transports', fields: listFields },
  ...['/hotels', '/tours', '/restaurants', '/nightlife', '/transports'].flatMap((base) => [lookup(`${base}/countries`), lookup(`${base}/cities`)]),
  { method: 'GET', path: '/hotels/:id', fields: [] },
  { method: 'GET', path: '/tours/:id', fields: [] },
  { method: 'GET', path: '/restaurants/:id', fields: [] },
  { method: 'GET', path: '/restaurants/:id/floorplan', fields: [] },
  { method: 'GET', path: '/api/nightlife/:id', fields: [] },
  { method: 'GET', path: '/transports/:id', fields: [] },
  { method: 'GET', path: '/api/countries', fields: [] },
  { method: 'GET', path: '/api/public/metrics', fields: [] },
  { method: 'GET', path: '/api/public/user-count', fields: [] },
  { method: 'POST', path: '/auth/register', fields: ['email', 'password', 'password_confirmation', 'first_name', 'last_name', 'phone', 'country', 'city'] },
  { method: 'POST', path: '/auth/login', fields: ['email', 'password'] },
  { method: 'POST', path: '/auth/verify', fields: ['token'] },
  { method: 'POST', path: '/auth/resend-verification', fields: ['email'] },
  { method: 'POST', path: '/auth/forgot', fields: ['email'] },
  { method: 'POST', path: '/auth/reset', fields: ['token', 'password', 'new_password'] },
  { method: 'POST', path: '/auth/refresh', fields: [] },
  { method: 'POST', path: '/auth/logout', fields: [] },
  { method: 'GET', path: '/auth/me', fields: [], signedIn: true },
  { method: 'GET', path: '/api/v1/users/me', fields: [], signedIn: true },
  { method: 'PUT', path: '/api/v1/users/me', fields: ['first_name', 'last_name', 'country', 'city', 'phone'], signedIn: true },
  { method: 'PUT', path: '/api/user/profile', fields: ['first_name', 'last_name', 'country', 'city', 'phone'], signedIn: true },
  { method: 'PUT', path: '/api/v1/users/me/password', fields: ['current_password', 'new_password'], signedIn: true },
  {
    method: 'POST',
    path: '/restaurants/book',
    fields: ['restaurant_id', 'name', 'party_size', 'date', 'time', 'phone', 'email', 'seating_preference', 'occasion', 'special_requests', 'table_id'],
  },
  { method: 'POST', path: '/nightlife/book', fields: ['nightlife_id', 'customer_name', 'customer_email', 'booking_date', 'guests', 'special_requests'] },
  { method: 'GET', path: '/restaurants/:id/availability', fields: ['date', 'time'] },
  { method: 'GET', path: '/api/user/bookings', fields: ['status', 'type'], signedIn: true },
  {
    method: 'POST',
    path: '/api/user/bookings',
    fields: [
      'booking_type',
      'service_id',
      'booking_date',
      'end_date',
      'time',
      'party_size',
      'guests',
      'rooms',
      'room_type_id',
      'table_id',
      'addons',
      'special_requests',
      'name',
      'phone',
      'payment_method',
      'card_number',
    ],
    signedIn: true,
  },
  { method: 'GET', path: '/api/user/bookings/:id', fields: [], signedIn: true },
  { method: 'PUT', path: '/api/user/bookings/:id', fields: ['booking_date', 'end_date', 'time', 'party_size', 'guests', 'rooms'], signedIn: true },
  { method: 'DELETE', path: '/api/user/bookings/:id', fields: [], signedIn: true },
  {
    method: 'POST',
    path: '/api/ai/finder',
    fields: ['country', 'date', 'end_date', 'journeyers', 'budget_total', 'duration_days', 'preferences', 'exclusions'],
  },
  { method: 'POST', path: '/api/help', fields: ['messages', 'country'] },
];

const MEGABYTE = 1024 * 1024;

/** Values no field expects: wrong types, control characters, unicode, numbers past every range. */
const hostileValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 1e20, Number.MAX_SAFE_INTEGER + 2, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('99999999999999999999', '-1', '1e400', 'NaN', 'all', '0x10', ' ', '\u202e', '💥', '../../etc/passwd', "' or 1=1 --"),
  fc.string({ unit: 'grapheme', minLength: 2000, maxLength: 5000 }),
);

/** A body: an object with some of the path's fields (hostile or missing) and extra ones, or not an object at all. */
const hostileBody = (fields: string[]) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] })
        .chain((known) => fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }).map((extra) => ({ ...extra, ...known }))),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

/** A query string: the path's parameters with text values (arrays repeat a parameter), percent-encoded. */
const hostileQuery = (fields: string[]) =>
  fc.array(fc.tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), hostileValue), { maxLength: 5 }).map((pairs) => {
    const search = new URLSearchParams();
    for (const [name, value] of pairs) {
      for (const single of Array.isArray(value) ? value : [value]) search.append(name, typeof single === 'object' ? JSON.stringify(single) : String(single));
    }
    return search.toString();
  });

const hostileId = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom('99999999999999999999', '2147483648', '-1', '0', '1.5', 'abc', '%00', '%F0%9F%92%A5', '1e3'),
);

let database: Awaited<ReturnType<typeof isolatedDatabase>> | undefined;
let env: TestEnvironment;
let db: pg.Client;
let token: string;
let sent = 0;
const serverErrors: string[] = [];

/** Tables a refused write must leave as they were. */
const WRITTEN_TABLES = ['app_user', 'auth_session', 'one_time_token', 'email_outbox', 'booking'];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WRITTEN_TABLES) counts[table] = (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n;
  return counts;
}

async function send(target: Target, path: string, body?: string, headers: Record<string, string> = {}) {
  sent++;
  const response = await env.request(path, {
    method: target.method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(target.signedIn && { authorization: `Bearer ${token}` }), ...headers },
    body,
  });
  const text = await response.text();
  if (response.status >= 500) serverErrors.push(`${target.method} ${path} ${body?.slice(0, 200) ?? ''} → ${response.status} ${text.slice(0, 200)}`);
  expect(response.status, `${target.method} ${path} ${body?.slice(0, 200) ?? ''}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) {
    const error = JSON.parse(text) as { message?: unknown; error?: unknown };
    expect(typeof error.message, text.slice(0, 200)).toBe('string');
    expect(typeof error.error, text.slice(0, 200)).toBe('string');
  }
  return response.status;
}

beforeAll(async () => {
  // A database of its own, with no listings: row counts are this suite's alone, and every booking is refused.
  database = await isolatedDatabase('rest_fuzz');
  env = await createTestEnvironment({ DATABASE_URL: database.url, SEED: 'never' });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const email = freshEmail('fuzz');
  const register = await env.request('/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'fuzz-password-1' }),
  });
  expect(register.status).toBe(201);
  await db.query('update app_user set email_verified_at = now() where email = $1', [email]);
  const login = await env.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'fuzz-password-1' }),
  });
  token = ((await login.json()) as { token: string }).token;
});

afterAll(async () => {
  console.log(`rest fuzz: ${sent} requests, ${serverErrors.length} 5xx`);
  await db?.end();
  await env?.close();
  await database?.drop();
});

describe('every REST path answers hostile input with a 4xx and the error shape', () => {
  for (const target of targets) {
    it(`${target.method} ${target.path}`, async () => {
      const before = await rowCounts();
      let created = 0;
      await fc.assert(
        fc.asyncProperty(target.method === 'GET' ? hostileQuery(target.fields) : hostileBody(target.fields), hostileId, async (input, id) => {
          const path = target.path.replace(':id', id);
          if (target.method === 'GET') await send(target, `${path}${input ? `?${input}` : ''}`);
          else {
            const status = await send(target, path, JSON.stringify(input));
            if (status < 300 && target.path === '/auth/register') created++;
          }
        }),
        { numRuns: 20 },
      );
      const after = await rowCounts();
      // Only accepted registrations add rows (an account, its link token and its mail); nothing else writes.
      if (target.path === '/auth/register') expect(after.app_user - before.app_user).toBe(created);
      else if (target.method !== 'GET') expect(after.app_user).toBe(before.app_user);
      expect(after.booking).toBe(before.booking);
      if (target.method === 'GET') expect(after).toEqual(before);
    });
  }

  it('malformed JSON, a wrong content type, a 1 MB field and a 1 MB query answer 4xx', async () => {
    const login = targets.find((target) => target.path === '/auth/login')!;
    expect(await send(login, '/auth/login', '{"email": "a@b.c", "password": ')).toBe(400);
    expect(await send(login, '/auth/login', JSON.stringify({ email: 'x'.repeat(MEGABYTE), password: 'long-enough-1' }))).toBe(413);
    expect(await send(login, '/auth/login', JSON.stringify({ email: 'a@b.co', password: 'p'.repeat(MEGABYTE / 2) }))).toBe(400);
    expect(await send(login, '/auth/login', 'email=a', { 'content-type': 'text/plain' })).toBeGreaterThanOrEqual(400);
    const hotels = targets.find((target) => target.path === '/hotels')!;
    expect(await send(hotels, `/hotels?q=${'b'.repeat(MEGABYTE)}`)).toBe(431);
    expect(await send(hotels, `/hotels?q=${'b'.repeat(4000)}`)).toBe(400);
    expect(await send(hotels, '/hotels?q=bao%00bab&city=Kig%00ali&page=99999999999999999999')).toBe(400);
  });

  it('a path with a NUL byte or an id past the integer range is a 4xx', async () => {
    for (const path of ['/hotels/1%00', '/tours/2147483648', '/restaurants/99999999999999999999/floorplan', '/api/nightlife/%00'])
      expect(await send({ method: 'GET', path, fields: [] }, path), path).toBeGreaterThanOrEqual(400);
  });
});
