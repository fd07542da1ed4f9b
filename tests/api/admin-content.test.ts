// The admin back office's content over GraphQL: who may call it, CRUD with owner rules and image upload,
// and the one status service: an inactive listing leaves every traveller list, search and detail at once
// and cannot be booked. Every change leaves an audit entry with before and after.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { tinyPng } from '../support/accounts.js';
import { CREATE, daysAhead, key, mutate } from './bookings-support.js';
import {
  auditOf,
  type Caller,
  CREATE_LISTING,
  data,
  demo,
  gql,
  kigali,
  LISTING_FIELDS,
  ownHotel,
  SET_STATUS,
  tokensOf,
  uniqueWord,
  userId,
} from './admin-support.js';

const suite = apiSuite();
let tokens: Record<Caller, string | null>;

beforeAll(async () => {
  tokens = await tokensOf(suite.env);
});

const LIST = `query AdminListings($kind: AdminListingKind!, $filter: AdminListingFilterInput) {
  adminListings(kind: $kind, filter: $filter) { totalCount nodes { ${LISTING_FIELDS} } } }`;
const UPDATE = `mutation AdminListingUpdate($kind: AdminListingKind!, $id: ID!, $input: AdminListingInput!) {
  adminListingUpdate(kind: $kind, id: $id, input: $input) { listing { ${LISTING_FIELDS} } userErrors { code field message } } }`;
const DELETE = `mutation AdminListingDelete($kind: AdminListingKind!, $id: ID!) { adminListingDelete(kind: $kind, id: $id) { deletedId userErrors { code field message } } }`;
const IMAGE = `mutation AdminListingImageUpload($kind: AdminListingKind!, $id: ID!, $image: String!) {
  adminListingImageUpload(kind: $kind, id: $id, imageBase64: $image) { listing { imagePath } userErrors { code field message } } }`;
const TRAVELLER_HOTELS = `query Hotels($filter: HotelFilter) { hotels(country: "RW", filter: $filter) { totalCount nodes { id name } } }`;
const TRAVELLER_HOTEL = `query Hotel($id: ID!) { hotel(id: $id) { id name } }`;

describe('admin content: who may call it', () => {
  it('answers admins and sub-admins; refuses guests (UNAUTHENTICATED), travellers and partners (FORBIDDEN)', async () => {
    const expected: Record<Caller, string | null> = {
      guest: 'UNAUTHENTICATED',
      traveller: 'FORBIDDEN',
      hotelManager: 'FORBIDDEN',
      restaurantManager: 'FORBIDDEN',
      tourOrganizer: 'FORBIDDEN',
      transport: 'FORBIDDEN',
      leisure: 'FORBIDDEN',
      subadmin: null,
      admin: null,
    };
    for (const [caller, code] of Object.entries(expected) as Array<[Caller, string | null]>) {
      const result = await gql(suite.env, tokens[caller], LIST, { kind: 'TOURS', filter: { size: 1 } });
      if (code) expect(result.errors?.[0]?.extensions?.code, caller).toBe(code);
      else expect(result.data?.adminListings.nodes, caller).toHaveLength(1);
    }
  });

  it('refuses a partner creating a listing, and writes nothing', async () => {
    const name = `Hotel ${uniqueWord()}`;
    const input = {
      name,
      countryCode: 'RW',
      cityId: await kigali(suite.db),
      ownerId: await userId(suite.db, demo.hotelManager),
      price: 90,
      type: 'eco',
      stars: 3,
    };
    const result = await gql(suite.env, tokens.hotelManager, CREATE_LISTING, { kind: 'HOTELS', input });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { rows } = await suite.db.query(`select count(*)::int as n from hotel where name = $1`, [name]);
    expect(rows[0].n).toBe(0);
  });
});

describe('admin content: create, update, owner, image, delete', () => {
  it('creates a hotel for a hotel manager only, and audits it', async () => {
    const cityId = await kigali(suite.db);
    const base = { countryCode: 'RW', cityId, price: 150.5, type: 'safari', stars: 4.5 };
    const wrongOwner = await data(suite.env, tokens.admin, CREATE_LISTING, {
      kind: 'HOTELS',
      input: { ...base, name: `Hotel ${uniqueWord()}`, ownerId: await userId(suite.db, demo.tourOrganizer) },
    });
    expect(wrongOwner.adminListingCreate.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'ownerId' })]);

    const missing = await data(suite.env, tokens.admin, CREATE_LISTING, {
      kind: 'HOTELS',
      input: { ...base, name: 'No stars', stars: null, ownerId: await userId(suite.db, demo.hotelManager) },
    });
    expect(missing.adminListingCreate.userErrors).toEqual([expect.objectContaining({ field: 'stars' })]);

    const name = `Hotel ${uniqueWord()}`;
    const created = await data(suite.env, tokens.subadmin, CREATE_LISTING, {
      kind: 'HOTELS',
      input: { ...base, name, ownerId: await userId(suite.db, demo.hotelManager) },
    });
    const listing = created.adminListingCreate.listing;
    expect(listing).toMatchObject({ kind: 'HOTELS', name, active: true, type: 'safari', price: { minor: 15050 }, owner: { email: demo.hotelManager } });
    const [entry] = await auditOf(suite.db, 'hotel', listing.id);
    expect(entry).toMatchObject({
      action: 'hotel.create',
      outcome: 'done',
      actor_role: 'subadmin',
      before: null,
      after: expect.objectContaining({ name, stars: 4.5 }),
    });
  });

  it('updates fields and the owner of a tour, with before and after in the audit log', async () => {
    const tour = await data(suite.env, tokens.admin, CREATE_LISTING, {
      kind: 'TOURS',
      input: {
        name: `Tour ${uniqueWord()}`,
        countryCode: 'RW',
        cityId: await kigali(suite.db),
        ownerId: await userId(suite.db, demo.tourOrganizer),
        price: 80,
        type: 'cultural',
        durationDays: 1,
      },
    });
    const id = tour.adminListingCreate.listing.id;
    const renamed = `Tour ${uniqueWord()}`;
    const updated = await data(suite.env, tokens.admin, UPDATE, { kind: 'TOURS', id, input: { name: renamed, durationDays: 3 } });
    expect(updated.adminListingUpdate.listing).toMatchObject({ name: renamed, type: 'cultural' });
    const [entry] = await auditOf(suite.db, 'tour', id);
    expect(entry).toMatchObject({
      action: 'tour.update',
      before: expect.objectContaining({ durationDays: 1 }),
      after: expect.objectContaining({ name: renamed, durationDays: 3 }),
    });

    const hotelOwner = await data(suite.env, tokens.admin, UPDATE, { kind: 'TOURS', id, input: { ownerId: await userId(suite.db, demo.hotelManager) } });
    expect(hotelOwner.adminListingUpdate.userErrors).toEqual([expect.objectContaining({ field: 'ownerId' })]);
    const missing = await gql(suite.env, tokens.admin, UPDATE, { kind: 'TOURS', id: '2147483000', input: { name: 'x' } });
    expect(missing.data?.adminListingUpdate.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
  });

  it("reads a hotel's stars back for the edit dialog (0 to 5, one decimal), and none for other kinds", async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const updated = await data(suite.env, tokens.admin, UPDATE, { kind: 'HOTELS', id: hotel.id, input: { stars: 3.6 } });
    expect(updated.adminListingUpdate.listing).toMatchObject({ id: hotel.id, stars: 3.6 });
    const listed = await data(suite.env, tokens.subadmin, LIST, { kind: 'HOTELS', filter: { q: hotel.name } });
    expect(listed.adminListings.nodes.map((node: { id: string; stars: number | null }) => [node.id, node.stars])).toEqual([[hotel.id, 3.6]]);
    const halfStep = await data(suite.env, tokens.admin, UPDATE, { kind: 'HOTELS', id: hotel.id, input: { stars: 3.65 } });
    expect(halfStep.adminListingUpdate.userErrors).toEqual([expect.objectContaining({ field: 'stars' })]);
    const tours = await data(suite.env, tokens.admin, LIST, { kind: 'TOURS', filter: { size: 1 } });
    expect(tours.adminListings.nodes[0].stars).toBeNull();
    // The audit log names the hotel, not only its id.
    const log = await data(
      suite.env,
      tokens.admin,
      `query ($filter: AuditLogFilter) { auditLog(filter: $filter, first: 1) { entries { subjectId subjectName } } }`,
      {
        filter: { subjectType: 'hotel', subjectId: String(hotel.id), action: 'hotel.update' },
      },
    );
    expect(log.auditLog.entries).toEqual([{ subjectId: String(hotel.id), subjectName: hotel.name }]);
  });

  it('takes a picture judged by its bytes, and refuses a text file named like one', async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const uploaded = await data(suite.env, tokens.admin, IMAGE, { kind: 'HOTELS', id: hotel.id, image: tinyPng.toString('base64') });
    const path = uploaded.adminListingImageUpload.listing.imagePath as string;
    expect(path).toMatch(/^\/media\/listings\/hotel-\d+-[0-9a-f]+\.png$/);
    const served = await suite.env.request(path);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);
    const fake = await data(suite.env, tokens.admin, IMAGE, { kind: 'HOTELS', id: hotel.id, image: Buffer.from('<?php echo 1; ?>').toString('base64') });
    expect(fake.adminListingImageUpload.userErrors).toEqual([expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'image' })]);
  });

  it('deletes a listing without bookings ahead, and refuses one with a booking to come', async () => {
    const empty = await ownHotel(suite.env, suite.db, tokens.admin!);
    const deleted = await data(suite.env, tokens.admin, DELETE, { kind: 'HOTELS', id: empty.id });
    expect(deleted.adminListingDelete.deletedId).toBe(empty.id);
    expect((await auditOf(suite.db, 'hotel', empty.id))[0]).toMatchObject({
      action: 'hotel.delete',
      after: null,
      before: expect.objectContaining({ name: empty.name }),
    });

    const booked = await ownHotel(suite.env, suite.db, tokens.admin!);
    const stay = { hotelId: booked.id, roomTypeId: booked.roomTypeId, checkIn: daysAhead(60), checkOut: daysAhead(62), rooms: 1, guests: 2 };
    expect((await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel: stay }, tokens.traveller!)).booking).toBeTruthy();
    const refused = await data(suite.env, tokens.admin, DELETE, { kind: 'HOTELS', id: booked.id });
    expect(refused.adminListingDelete.userErrors).toEqual([expect.objectContaining({ code: 'HAS_UPCOMING_BOOKINGS' })]);
    const { rows } = await suite.db.query(`select count(*)::int as n from hotel where id = $1`, [booked.id]);
    expect(rows[0].n).toBe(1);
  });

  it('of two deletes at once, one deletes the listing and the other is told not found: one audit entry', async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const answers = await Promise.all([tokens.admin, tokens.subadmin].map((token) => data(suite.env, token, DELETE, { kind: 'HOTELS', id: hotel.id })));
    const outcomes = answers.map(({ adminListingDelete }) => adminListingDelete.deletedId ?? adminListingDelete.userErrors[0]?.code).sort();
    expect(outcomes).toEqual([hotel.id, 'NOT_FOUND'].sort());
    expect((await auditOf(suite.db, 'hotel', hotel.id)).filter((entry) => entry.action === 'hotel.delete')).toHaveLength(1);
  });
});

describe('admin content: an inactive listing', () => {
  it('leaves the traveller list, search and detail at once, cannot be booked, and comes back when activated', async () => {
    const word = uniqueWord();
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!, `Hotel ${word}`);
    const search = async () => (await data(suite.env, null, TRAVELLER_HOTELS, { filter: { q: word } })).hotels.nodes.map((node: { id: string }) => node.id);
    const detail = async () => (await data(suite.env, null, TRAVELLER_HOTEL, { id: hotel.id })).hotel;
    expect(await search()).toEqual([hotel.id]);
    expect(await detail()).toMatchObject({ id: hotel.id });

    const off = await data(suite.env, tokens.subadmin, SET_STATUS, { kind: 'HOTELS', id: hotel.id, active: false });
    expect(off.adminListingStatusSet.listing).toEqual({ id: hotel.id, active: false });
    expect(await search()).toEqual([]);
    expect(await detail()).toBeNull();
    const stay = { hotelId: hotel.id, roomTypeId: hotel.roomTypeId, checkIn: daysAhead(40), checkOut: daysAhead(41), rooms: 1, guests: 2 };
    const refused = await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel: stay }, tokens.traveller!);
    expect(refused.booking).toBeNull();
    expect(refused.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
    expect((await auditOf(suite.db, 'hotel', hotel.id))[0]).toMatchObject({
      action: 'hotel.deactivate',
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });

    const inactive = await data(suite.env, tokens.admin, LIST, { kind: 'HOTELS', filter: { q: word, active: false } });
    expect(inactive.adminListings.nodes.map((node: { id: string }) => node.id)).toEqual([hotel.id]);

    await data(suite.env, tokens.admin, SET_STATUS, { kind: 'HOTELS', id: hotel.id, active: true });
    expect(await search()).toEqual([hotel.id]);
    expect((await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel: stay }, tokens.traveller!)).booking).toBeTruthy();
  });

  it('switches transport through its status column, and the ride leaves the traveller list', async () => {
    const word = uniqueWord();
    const created = await data(suite.env, tokens.admin, CREATE_LISTING, {
      kind: 'TRANSPORT',
      input: {
        name: `Ride ${word}`,
        countryCode: 'RW',
        cityId: await kigali(suite.db),
        ownerId: await userId(suite.db, demo.transport),
        price: 70,
        type: 'city',
      },
    });
    const id = created.adminListingCreate.listing.id;
    const rides = async () =>
      (await data(suite.env, null, `query Rides($q: String) { rides(country: "RW", filter: { q: $q }) { nodes { id } } }`, { q: word })).rides.nodes.map(
        (node: { id: string }) => node.id,
      );
    expect(await rides()).toEqual([id]);
    await data(suite.env, tokens.admin, SET_STATUS, { kind: 'TRANSPORT', id, active: false });
    expect(await rides()).toEqual([]);
    const { rows } = await suite.db.query(`select status from transport_service where id = $1`, [id]);
    expect(rows[0].status).toBe('inactive');
  });
});
