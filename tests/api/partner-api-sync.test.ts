// What a channel manager keeping a copy of a partner's bookings relies on, over real HTTP: `updatedSince` returns the
// bookings changed since a moment (a cancellation included), oldest change first; every successful call with an API
// key carries the IETF RateLimit fields, counting down; the refusal past the limit carries them too, with Retry-After.
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createApiKey } from '../support/actors.js';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, daysAhead, mutate, signIn } from './bookings-support.js';
import { hotelManagerApi, stay } from './partner-hotel-support.js';

const REQUESTS_PER_MINUTE = 5;
const suite = apiSuite({ PARTNER_API_KEY_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) });
const { graphql, ownHotelId, newRoomType } = hotelManagerApi(suite);

const CHANGED = `query ($filter: PartnerBookingFilterInput) { partnerBookings(filter: $filter) { totalCount nodes { id reference status updatedAt } } }`;
const CANCEL = `mutation ($id: ID!) { partnerBookingCancel(id: $id, reason: "Room out of order") { booking { id status updatedAt } userErrors { code } } }`;

let owner: string;

beforeAll(async () => {
  owner = await signIn(suite.env, 'hotels@example.com');
});

const changedSince = async (updatedSince: string) => {
  const result = await graphql(owner, CHANGED, { filter: { updatedSince, size: 100 } });
  expect(result.errors).toBeUndefined();
  return result.data!.partnerBookings as { totalCount: number; nodes: Array<{ id: string; reference: string; status: string; updatedAt: string }> };
};

describe('updatedSince on partner bookings', () => {
  it('returns what changed at or after the moment, oldest change first, and a cancellation as a change', async () => {
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId);
    const before = new Date().toISOString();
    const first = await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(150), daysAhead(151)));
    const second = await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(152), daysAhead(153)));
    expect([first.userErrors, second.userErrors]).toEqual([[], []]);

    const all = await changedSince(before);
    expect(all.nodes.map((node) => node.reference)).toEqual([first.booking!.reference, second.booking!.reference]);
    expect(all.totalCount).toBe(2);

    const mark = all.nodes.at(-1)!.updatedAt;
    const cancelled = await graphql(owner, CANCEL, { id: first.booking!.id });
    expect(cancelled.data!.partnerBookingCancel.userErrors).toEqual([]);
    const since = await changedSince(new Date(Date.parse(mark) + 1).toISOString());
    expect(since.nodes).toEqual([expect.objectContaining({ reference: first.booking!.reference, status: 'CANCELLED' })]);
    expect(Date.parse(since.nodes[0]!.updatedAt)).toBeGreaterThan(Date.parse(mark));

    expect((await changedSince(new Date(Date.now() + 60_000).toISOString())).nodes).toEqual([]);
  });

  it('refuses a value that is not a date and time', async () => {
    const result = await graphql(owner, CHANGED, { filter: { updatedSince: 'yesterday' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('RateLimit headers on API-key calls', () => {
  it('tell the limit, what is left and when it resets on every success, then 429 with Retry-After', async () => {
    const { secret } = await createApiKey(suite.env, owner, 'Rate check');
    const call = () =>
      suite.env.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(secret) },
        body: JSON.stringify({ query: '{ partnerBookings { totalCount } }' }),
      });
    for (let used = 1; used <= REQUESTS_PER_MINUTE; used++) {
      const response = await call();
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe(String(REQUESTS_PER_MINUTE));
      expect(response.headers.get('ratelimit-remaining')).toBe(String(REQUESTS_PER_MINUTE - used));
      const reset = Number(response.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
      expect(response.headers.get('ratelimit-policy')).toBe(`${REQUESTS_PER_MINUTE};w=60`);
    }
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');

    // A signed-in session is not counted against a key: no RateLimit fields.
    const session = await suite.env.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...bearer(owner) },
      body: JSON.stringify({ query: '{ partnerBookings { totalCount } }' }),
    });
    expect(session.headers.get('ratelimit-limit')).toBeNull();
  });
});
