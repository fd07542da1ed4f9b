// A sixth bookable kind, defined in one folder of the tests (tests/kinds/campsite) and registered before the app is
// built: with no product file edited, it is listed and searched, held, booked, changed and cancelled, shown on its
// partner's bookings and in the admin's content list, and its bookings stay its partner's alone.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/src/modules/users/role.js';
import { campsiteDdl } from '../kinds/campsite/campsite.entity.js';
import { CAMPSITE_HOST, registerCampsites, seedCampsite } from '../kinds/campsite/campsite.kind.js';
import { bearer, createAccount, signIn } from '../support/actors.js';
import { isolatedDatabase } from '../support/isolated-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';
import { withTaxesAndFees } from '../support/spec-prices.js';

registerCampsites();

const BOOKING =
  'booking { id reference type status startDate endDate units partySize total { minor } listing { __typename ... on Campsite { id name pitches } } }';
const HOLD = `mutation Hold($input: BookingHoldInput!) { bookingHold(input: $input) { ${BOOKING} userErrors { code field message } } }`;
const CONFIRM = `mutation Confirm($input: BookingConfirmInput!) { bookingConfirm(input: $input) { ${BOOKING} userErrors { code field message } } }`;
const MODIFY = `mutation Modify($input: BookingModifyInput!) { bookingModify(input: $input) { ${BOOKING} userErrors { code field message } } }`;
const CANCEL = `mutation Cancel($input: BookingCancelInput!) { bookingCancel(input: $input) { ${BOOKING} userErrors { code field message } } }`;

const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let env: TestEnvironment;
let db: pg.Client;
let drop: () => Promise<void>;
let campsiteId: number;
let otherCampsiteId: number;
const tokens = {} as Record<'host' | 'otherHost' | 'admin' | 'traveller' | 'hotelPartner', string>;

beforeAll(async () => {
  const database = await isolatedDatabase('sixth_kind');
  drop = database.drop;
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  for (const statement of campsiteDdl) await db.query(statement);
  env = await createTestEnvironment({ DATABASE_URL: database.url });
  const accounts = {
    host: await createAccount(db, CAMPSITE_HOST, 'campsite-host'),
    otherHost: await createAccount(db, CAMPSITE_HOST, 'other-campsite-host'),
    admin: await createAccount(db, Role.ADMIN, 'campsite-admin'),
    traveller: await createAccount(db, Role.USER, 'camper'),
    hotelPartner: await createAccount(db, Role.HOTEL_MANAGER, 'hotel-partner'),
  };
  for (const [name, account] of Object.entries(accounts)) tokens[name as keyof typeof tokens] = await signIn(env, account.email);
  campsiteId = await seedCampsite(db, accounts.host.id, 'Lakeside Pitches');
  otherCampsiteId = await seedCampsite(db, accounts.otherHost.id, 'Forest Clearing');
});

afterAll(async () => {
  await env?.close();
  await db?.end();
  await drop?.();
});

async function mutate(query: string, input: Record<string, unknown>, token = tokens.traveller) {
  const result = await env.graphql(query, { input }, bearer(token));
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return Object.values(result.data!)[0] as { booking: Record<string, any> | null; userErrors: Array<{ code: string; field: string; message: string }> };
}

describe('a kind registered from one folder of the tests', () => {
  it('is a value of the BookingType enum and a listing of the BookingListing union', async () => {
    const result = await env.graphql(
      `{ type: __type(name: "BookingType") { enumValues { name } } union: __type(name: "BookingListing") { possibleTypes { name } } }`,
    );
    expect(result.data!.type.enumValues.map((value: { name: string }) => value.name)).toEqual([
      'HOTEL',
      'TOUR',
      'RESTAURANT',
      'LEISURE',
      'TRANSPORT',
      'CAMPSITE',
    ]);
    expect(result.data!.union.possibleTypes.map((type: { name: string }) => type.name)).toContain('Campsite');
  });

  it('is listed and searched', async () => {
    const all = await env.graphql(`{ campsites(country: "rw") { id name pitches } }`);
    expect(all.data!.campsites.map((campsite: { name: string }) => campsite.name).sort()).toEqual(['Forest Clearing', 'Lakeside Pitches']);
    const found = await env.graphql(`{ campsites(country: "RW", q: "lakeside") { id name } }`);
    expect(found.data!.campsites).toEqual([{ id: String(campsiteId), name: 'Lakeside Pitches' }]);
  });

  it('is held, booked, changed and cancelled, its pitches counted on its own counters', async () => {
    const stay = { campsiteId: String(campsiteId), arrival: dateIn(30), departure: dateIn(32), pitches: 1, campers: 2 };
    const held = await mutate(HOLD, { idempotencyKey: randomUUID(), campsite: stay });
    expect(held.userErrors).toEqual([]);
    expect(held.booking).toMatchObject({ type: 'CAMPSITE', status: 'HELD', units: 1, total: { minor: withTaxesAndFees(2 * 2500) } });
    expect(held.booking!.listing).toEqual({ __typename: 'Campsite', id: String(campsiteId), name: 'Lakeside Pitches', pitches: 3 });

    const booked = await mutate(CONFIRM, { idempotencyKey: randomUUID(), reference: held.booking!.reference });
    expect(booked.userErrors).toEqual([]);
    expect(booked.booking).toMatchObject({ status: 'CONFIRMED', reference: held.booking!.reference });

    // Three pitches a night: a request for four is refused by the plan's counters, not by a switch.
    const tooMany = await mutate(HOLD, { idempotencyKey: randomUUID(), campsite: { ...stay, pitches: 3 } });
    expect(tooMany.booking).toBeNull();
    expect(tooMany.userErrors[0]).toMatchObject({ code: 'UNAVAILABLE' });

    const changed = await mutate(MODIFY, { idempotencyKey: randomUUID(), reference: held.booking!.reference, change: { rooms: 2, endDate: dateIn(33) } });
    expect(changed.userErrors).toEqual([]);
    expect(changed.booking).toMatchObject({ status: 'CONFIRMED', units: 2, endDate: dateIn(33), total: { minor: withTaxesAndFees(2 * 3 * 2500) } });
    const { rows: claimed } = await db.query(
      `select b.slot::date::text as night, b.booked from inventory_bucket b where b.kind = 'pitch_night' and b.unit_id = $1 order by b.slot`,
      [campsiteId],
    );
    expect(claimed).toEqual([
      { night: dateIn(30), booked: 2 },
      { night: dateIn(31), booked: 2 },
      { night: dateIn(32), booked: 2 },
    ]);

    // A refusal of a change names the change's field, through the kind's own map.
    const backwards = await mutate(MODIFY, { idempotencyKey: randomUUID(), reference: held.booking!.reference, change: { endDate: dateIn(29) } });
    expect(backwards.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'change.endDate' });

    const partnerView = await env.graphql(`{ partnerBookings { totalCount nodes { reference type } } }`, {}, bearer(tokens.host));
    expect(partnerView.data!.partnerBookings).toEqual({ totalCount: 1, nodes: [{ reference: held.booking!.reference, type: 'CAMPSITE' }] });

    const cancelled = await mutate(CANCEL, { reference: held.booking!.reference });
    expect(cancelled.userErrors).toEqual([]);
    expect(cancelled.booking).toMatchObject({ status: 'CANCELLED' });
    const { rows: freed } = await db.query(`select sum(booked)::int as booked from inventory_bucket where kind = 'pitch_night' and unit_id = $1`, [campsiteId]);
    expect(freed).toEqual([{ booked: 0 }]);
  });

  it("keeps a campsite's bookings its partner's: another host and other kinds' partners see none", async () => {
    const held = await mutate(HOLD, {
      idempotencyKey: randomUUID(),
      campsite: { campsiteId: String(campsiteId), arrival: dateIn(40), departure: dateIn(41), pitches: 1, campers: 1 },
    });
    await mutate(CONFIRM, { idempotencyKey: randomUUID(), reference: held.booking!.reference });
    const other = await env.graphql(`{ partnerBookings { totalCount } }`, {}, bearer(tokens.otherHost));
    expect(other.data!.partnerBookings.totalCount).toBe(0);
    const hotel = await env.graphql(`{ partnerBookings { nodes { type } } }`, {}, bearer(tokens.hotelPartner));
    expect(hotel.data!.partnerBookings.nodes).toEqual([]);
    const traveller = await env.graphql(`{ partnerBookings { totalCount } }`, {}, bearer(tokens.traveller));
    expect(traveller.data?.partnerBookings ?? null).toBeNull();
    expect(traveller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("is in the admin's content list, and only the back office may read it", async () => {
    const query = `{ adminListings(kind: CAMPSITE) { totalCount nodes { id kind name active price { minor } } } }`;
    const listed = await env.graphql(query, {}, bearer(tokens.admin));
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.adminListings.nodes).toEqual([
      { id: String(otherCampsiteId), kind: 'CAMPSITE', name: 'Forest Clearing', active: true, price: { minor: 2500 } },
      { id: String(campsiteId), kind: 'CAMPSITE', name: 'Lakeside Pitches', active: true, price: { minor: 2500 } },
    ]);
    const refused = await env.graphql(query, {}, bearer(tokens.host));
    expect(refused.data?.adminListings ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
