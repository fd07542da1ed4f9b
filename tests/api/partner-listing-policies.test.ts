// Policies for every kind through the shared listing editor, over real HTTP and PostgreSQL: a partner states the
// rules its kind lists and notes, travellers read them on the kind's own detail query in the same shape; a rule of
// another kind, a value of the wrong type, an age or choice out of bounds and over-long words are refused with a
// typed error naming the rule; another partner's listing answers NOT_FOUND and changes nothing. Each change is audited.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { signIn } from './bookings-support.js';
import { otherPartner as otherPartnerOf, ownListing as ownListingOf } from './partner-listing-support.js';

const suite = apiSuite();

type Rule = { key: string; flag?: boolean; age?: number; text?: string };

/** Each kind: its table, demo partner, detail query, a full set of its rules, and one refusal of its own. */
const kinds = [
  {
    kind: 'HOTEL',
    table: 'hotel',
    email: 'hotels@example.com',
    detail: 'hotel',
    rules: [
      { key: 'CHECK_IN_FROM', text: '15:00' },
      { key: 'CHECK_IN_UNTIL', text: '22:30' },
      { key: 'CHECK_OUT_UNTIL', text: '10:00' },
      { key: 'CHILDREN_ALLOWED', flag: true },
      { key: 'CHILDREN_MIN_AGE', age: 6 },
      { key: 'PETS_ALLOWED', flag: true },
    ],
    bad: {
      rules: [
        { key: 'CHECK_IN_FROM', text: '15:00' },
        { key: 'CHECK_OUT_UNTIL', text: '10:00' },
        { key: 'CHILDREN_ALLOWED', flag: true },
      ],
      field: 'petsAllowed',
    },
  },
  {
    kind: 'RESTAURANT',
    table: 'restaurant',
    email: 'restaurants@example.com',
    detail: 'restaurant',
    rules: [
      { key: 'CHILDREN_WELCOME', flag: true },
      { key: 'DRESS_CODE', text: 'SMART_CASUAL' },
      { key: 'DEPOSIT', text: 'A deposit of 10 USD a guest for groups of eight or more.' },
      { key: 'LATE_ARRIVAL', text: 'We hold the table for 15 minutes.' },
    ],
    bad: { rules: [{ key: 'DRESS_CODE', text: 'BLACK_TIE' }], field: 'dressCode' },
  },
  {
    kind: 'TOUR',
    table: 'tour',
    email: 'tours@example.com',
    detail: 'tour',
    rules: [
      { key: 'MINIMUM_AGE', age: 12 },
      { key: 'WHAT_TO_BRING', text: 'Walking shoes, a hat and water.' },
      { key: 'ACCESSIBILITY', text: 'Not suitable for wheelchairs.' },
    ],
    bad: { rules: [{ key: 'MINIMUM_AGE', age: 140 }], field: 'age' },
  },
  {
    kind: 'TRANSPORT',
    table: 'transport_service',
    email: 'transport@example.com',
    detail: 'ride',
    rules: [
      { key: 'DRIVER_INCLUDED', flag: false },
      { key: 'FUEL_POLICY', text: 'FULL_TO_FULL' },
      { key: 'DEPOSIT', text: '200 USD held on a card.' },
    ],
    bad: { rules: [{ key: 'DRIVER_INCLUDED', text: 'yes' }], field: 'driverIncluded' },
  },
  {
    kind: 'LEISURE',
    table: 'leisure_venue',
    email: 'leisure@example.com',
    detail: 'leisureVenue',
    rules: [
      { key: 'MINIMUM_AGE', age: 18 },
      { key: 'DRESS_CODE', text: 'SMART' },
      { key: 'ID_REQUIRED', flag: true },
    ],
    bad: {
      rules: [
        { key: 'MINIMUM_AGE', age: 21 },
        { key: 'MINIMUM_AGE', age: 18 },
      ],
      field: 'rules',
    },
  },
] as const;
type Kind = (typeof kinds)[number];

const POLICIES = 'rules { key type flag age text } notes';
const SET = `mutation ($kind: BookingType!, $id: ID!, $input: ListingPoliciesInput!) {
  partnerListingPoliciesSet(kind: $kind, id: $id, input: $input) { listing { policies { ${POLICIES} } } userErrors { code field message } } }`;

type Payload = { listing: { policies: { rules: Array<Rule & { type: string }>; notes: string } } | null; userErrors: Array<Record<string, string>> };

const graphql = (token: string, query: string, variables: Record<string, unknown>) => suite.env.graphql(query, variables, { authorization: `Bearer ${token}` });
async function setPolicies(token: string, kind: Kind, id: string, input: { rules: readonly Rule[]; notes?: string }): Promise<Payload> {
  const result = await graphql(token, SET, { kind: kind.kind, id, input });
  expect(result.errors).toBeUndefined();
  return (result.data as { partnerListingPoliciesSet: Payload }).partnerListingPoliciesSet;
}

const ownListing = ({ table, email }: Kind) => ownListingOf(suite.db, table, email);
const otherPartner = ({ email }: Kind) => otherPartnerOf(suite.env, suite.db, email);

const stored = async ({ table }: Kind, id: string) => (await suite.db.query(`select * from ${table} where id = $1`, [id])).rows[0];

/** The rules as the API answers them, from the rules sent: every value field, null where not given. */
const answered = (rules: readonly Rule[]) => rules.map((rule) => ({ flag: null, age: null, text: null, ...rule }));

describe.each(kinds)('policies of a $kind listing', (kind) => {
  it('are set in the listing editor and read by travellers on the detail page, in the same shape', async () => {
    const owner = await signIn(suite.env, kind.email);
    const id = await ownListing(kind);
    const notes = '  Quiet after 22:00, please.  ';
    const saved = await setPolicies(owner, kind, id, { rules: kind.rules, notes });
    expect(saved.userErrors).toEqual([]);
    expect(saved.listing!.policies.rules.map(({ type: _type, ...rule }) => rule)).toEqual(answered(kind.rules));
    expect(saved.listing!.policies.notes).toBe('Quiet after 22:00, please.');

    const seen = await suite.env.graphql(`query ($id: ID!) { ${kind.detail}(id: $id) { listingPolicies { ${POLICIES} } } }`, { id });
    expect(seen.errors).toBeUndefined();
    expect((seen.data![kind.detail] as { listingPolicies: unknown }).listingPolicies).toEqual(saved.listing!.policies);

    // A rule left out is no longer stated (a hotel's own columns keep their required ones).
    if (kind.kind !== 'HOTEL') {
      const cleared = await setPolicies(owner, kind, id, { rules: kind.rules.slice(0, 1) });
      expect(cleared.listing!.policies.rules.filter((rule) => rule.flag !== null || rule.age !== null || rule.text !== null)).toHaveLength(1);
      expect(cleared.listing!.policies.notes).toBe('');
    } else {
      expect(await stored(kind, id)).toMatchObject({ check_in_from: '15:00', check_in_until: '22:30', children_min_age: 6, pets_allowed: true });
    }
    const { rows: audit } = await suite.db.query(`select action, after from audit_entry where subject_type = $1 and subject_id = $2 order by id`, [
      kind.table,
      id,
    ]);
    expect(audit[0]).toMatchObject({ action: `${kind.table}.policies`, after: expect.objectContaining({ notes: 'Quiet after 22:00, please.' }) });
  });

  it("refuses a bad value, a rule of another kind, over-long words and another partner's listing", async () => {
    const owner = await signIn(suite.env, kind.email);
    const id = await ownListing(kind);
    const before = await stored(kind, id);
    const refusals: Array<[{ rules: readonly Rule[]; notes?: string }, string]> = [
      [{ rules: kind.bad.rules }, kind.bad.field],
      [{ rules: [{ key: kind.kind === 'TOUR' ? 'FUEL_POLICY' : 'WHAT_TO_BRING', text: 'A torch' }] }, kind.kind === 'TOUR' ? 'fuelPolicy' : 'whatToBring'],
      [{ rules: kind.rules, notes: 'x'.repeat(2001) }, 'notes'],
    ];
    for (const [input, field] of refusals) {
      const refused = await setPolicies(owner, kind, id, input);
      expect(refused.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: expect.stringContaining(field) })]);
    }
    const taken = await setPolicies(await otherPartner(kind), kind, id, { rules: kind.rules, notes: 'Taken over' });
    expect(taken.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: 'id' })]);
    expect(await stored(kind, id)).toEqual(before);
  });
});

describe("a hotel's amenities, in the same policies editor", () => {
  const hotel = kinds[0];
  const WITH_AMENITIES = `mutation ($kind: BookingType!, $id: ID!, $input: ListingPoliciesInput!) {
    partnerListingPoliciesSet(kind: $kind, id: $id, input: $input) { listing { amenities policies { notes } } userErrors { code field message } } }`;
  const set = async (token: string, kind: string, id: string, input: Record<string, unknown>) => {
    const result = await graphql(token, WITH_AMENITIES, { kind, id, input });
    expect(result.errors).toBeUndefined();
    return (result.data as { partnerListingPoliciesSet: { listing: { amenities: string[] | null } | null; userErrors: unknown[] } }).partnerListingPoliciesSet;
  };

  it('are set with the house rules in the list’s order, read by travellers, audited, and kept when left out', async () => {
    const owner = await signIn(suite.env, hotel.email);
    const id = await ownListing(hotel);
    const saved = await set(owner, 'HOTEL', id, { rules: hotel.rules, amenities: ['AIRPORT_SHUTTLE', 'WIFI', 'POOL'] });
    expect(saved).toEqual({ listing: { amenities: ['WIFI', 'POOL', 'AIRPORT_SHUTTLE'], policies: { notes: '' } }, userErrors: [] });
    const seen = await suite.env.graphql(`query ($id: ID!) { hotel(id: $id) { amenities } }`, { id });
    expect(seen.data!.hotel).toEqual({ amenities: ['WIFI', 'POOL', 'AIRPORT_SHUTTLE'] });
    const { rows: audit } = await suite.db.query(`select after from audit_entry where subject_type = 'hotel' and subject_id = $1 order by id desc limit 1`, [
      id,
    ]);
    expect(audit[0].after.amenities).toEqual(['wifi', 'pool', 'airport_shuttle']);

    const kept = await set(owner, 'HOTEL', id, { rules: hotel.rules });
    expect(kept.listing!.amenities).toEqual(['WIFI', 'POOL', 'AIRPORT_SHUTTLE']);
    expect((await set(owner, 'HOTEL', id, { rules: hotel.rules, amenities: [] })).listing!.amenities).toEqual([]);
  });

  it('are refused twice over and for other kinds, which have none', async () => {
    const owner = await signIn(suite.env, hotel.email);
    const id = await ownListing(hotel);
    const twice = await set(owner, 'HOTEL', id, { rules: hotel.rules, amenities: ['WIFI', 'WIFI'] });
    expect(twice.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'amenities' })]);
    const restaurants = kinds[1];
    const restaurant = await set(await signIn(suite.env, restaurants.email), 'RESTAURANT', await ownListing(restaurants), {
      rules: restaurants.rules,
      amenities: ['WIFI'],
    });
    expect(restaurant.userErrors).toEqual([{ code: 'BAD_USER_INPUT', field: 'amenities', message: 'amenities are for hotels only.' }]);
    const other = await set(await signIn(suite.env, restaurants.email), 'RESTAURANT', await ownListing(restaurants), { rules: restaurants.rules });
    expect(other.listing!.amenities).toBeNull();
  });
});
