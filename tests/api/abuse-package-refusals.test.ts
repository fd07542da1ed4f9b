// A package refused for a reason about the traveller (issue 29): too many holds at once or too many attempts are
// answered as they are, with nothing held and no "new package" (the same package would be refused again); only a
// part that is gone gets a replacement (ai-finder.test.ts). The app runs with small limits and believes
// X-Forwarded-For from loopback, so that each test is a client of its own address.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { daysAhead, guest } from './bookings-support.js';

const PENDING = 2;
const ATTEMPTS = PENDING + 1;
const suite = apiSuite({ TRUST_PROXY: 'loopback', BOOKING_PENDING_PER_CLIENT: String(PENDING), BOOKING_ATTEMPTS_PER_10_MINUTES: String(ATTEMPTS) });

const PART = 'kind listingId date endDate time roomTypeId rooms';
const FIND = `query ($input: TripPackageInput!) { tripPackage(input: $input) { package {
  hotel { ${PART} } tours { ${PART} } restaurants { ${PART} } transport { ${PART} } nightlife { ${PART} } } } }`;
const OUTCOME = 'bookings { reference } replacement { package { withinBudget } } userErrors { code field message retryAfterSeconds }';
const HOLD = `mutation ($input: TripPackageBookInput!) { tripPackageHold(input: $input) { ${OUTCOME} } }`;
const BOOK = `mutation ($input: TripPackageBookInput!) { tripPackageBook(input: $input) { ${OUTCOME} } }`;

/** A client of its own: an address no other test uses. */
let nextHost = 1;
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${nextHost++}` });

/** A Rwandan package of at least three parts, as the finder plans it, ready to hold. */
async function packageParts(address: Record<string, string>) {
  const trip = { country: 'RW', date: daysAhead(120), endDate: daysAhead(125), journeyers: 2, budget: 2500, preferences: ['food'] };
  const found = await suite.env.graphql(FIND, { input: trip }, address);
  expect(found.errors, JSON.stringify(found.errors)).toBeUndefined();
  const { hotel, tours, restaurants, transport, nightlife } = found.data!.tripPackage.package;
  const parts = [hotel, ...tours, ...restaurants, transport, ...nightlife].filter(Boolean);
  expect(parts.length).toBeGreaterThan(PENDING);
  return { trip, parts };
}

const pendingOf = async (email: string) =>
  (await suite.db.query(`select count(*)::int as n from booking where email = $1 and status <> 'cancelled'`, [email])).rows[0].n;

describe("a package refused for the traveller's own reason", () => {
  it('answers HOLD_LIMIT, then RATE_LIMITED, as they are: nothing held, no replacement package', async () => {
    const address = ownAddress();
    const { trip, parts } = await packageParts(address);
    const contact = guest('package-limits');
    const attempt = async (document: string) => {
      const result = await suite.env.graphql(document, { input: { idempotencyKey: randomUUID(), trip, parts, contact } }, address);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      return Object.values(result.data!)[0] as {
        bookings: unknown[];
        replacement: unknown;
        userErrors: Array<{ code: string; message: string; retryAfterSeconds: number | null }>;
      };
    };

    // Two parts held, the third over the client's share: the two are let go.
    const tooMany = await attempt(HOLD);
    expect(tooMany.userErrors).toEqual([expect.objectContaining({ code: 'HOLD_LIMIT' })]);
    expect(tooMany.replacement).toBeNull();
    expect(tooMany.bookings).toEqual([]);
    expect(await pendingOf(contact.email)).toBe(0);

    // Three attempts spent: the next is refused at once, with when to try again.
    const tooOften = await attempt(BOOK);
    expect(tooOften.userErrors).toEqual([
      expect.objectContaining({ code: 'RATE_LIMITED', message: expect.stringMatching(/try again in \d+ minutes?/), retryAfterSeconds: expect.any(Number) }),
    ]);
    expect(tooOften.userErrors[0]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(tooOften.replacement).toBeNull();
    expect(tooOften.bookings).toEqual([]);
    expect(await pendingOf(contact.email)).toBe(0);
  });
});
