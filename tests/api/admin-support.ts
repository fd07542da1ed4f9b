// Shared by the admin back-office suites: signed-in callers of every role, a GraphQL call that fails on
// transport errors, and listings of the suite's own (test files share one database).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { expect } from 'vitest';
import type { GraphqlResult, TestEnvironment } from '../support/test-environment.js';
import { signIn } from './bookings-support.js';

export const demo = {
  guest: null,
  traveller: 'traveller@example.com',
  hotelManager: 'hotels@example.com',
  restaurantManager: 'restaurants@example.com',
  tourOrganizer: 'tours@example.com',
  transport: 'transport@example.com',
  leisure: 'leisure@example.com',
  subadmin: 'subadmin@example.com',
  admin: 'admin@example.com',
} as const;

export type Caller = keyof typeof demo;

/** Bearer tokens of every demo role, signed in once per suite. */
export async function tokensOf(env: TestEnvironment): Promise<Record<Caller, string | null>> {
  const entries = await Promise.all(Object.entries(demo).map(async ([caller, email]) => [caller, email ? await signIn(env, email) : null] as const));
  return Object.fromEntries(entries) as Record<Caller, string | null>;
}

export const asCaller = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export function gql<T = Record<string, any>>(
  env: TestEnvironment,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlResult<T>> {
  return env.graphql<T>(query, variables, asCaller(token));
}

/** The data of a call that must succeed. */
export async function data<T = Record<string, any>>(
  env: TestEnvironment,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const result = await gql<T>(env, token, query, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
}

export const LISTING_FIELDS = 'id kind name active type countryCode cityId imagePath price { minor } stars owner { id email role }';
export const CREATE_LISTING = `mutation AdminListingCreate($kind: AdminListingKind!, $input: AdminListingInput!) {
  adminListingCreate(kind: $kind, input: $input) { listing { ${LISTING_FIELDS} } userErrors { code field message } } }`;
export const SET_STATUS = `mutation AdminListingStatusSet($kind: AdminListingKind!, $id: ID!, $active: Boolean!) {
  adminListingStatusSet(kind: $kind, id: $id, active: $active) { listing { id active } userErrors { code field message } } }`;

/** A word no seeded listing has, so a search finds only the suite's own rows. */
export const uniqueWord = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

export async function userId(db: pg.Client, email: string): Promise<string> {
  const { rows } = await db.query(`select id from app_user where email = $1`, [email]);
  return rows[0].id;
}

export async function kigali(db: pg.Client): Promise<string> {
  const { rows } = await db.query(`select id from city where country_code = 'RW' order by id limit 1`);
  return String(rows[0].id);
}

/** A new active hotel in Rwanda owned by the demo hotel manager, with a room type travellers can book. */
export async function ownHotel(env: TestEnvironment, db: pg.Client, adminToken: string, name = `Hotel ${uniqueWord()}`) {
  const input = { name, countryCode: 'RW', cityId: await kigali(db), ownerId: await userId(db, demo.hotelManager), price: 120, type: 'boutique', stars: 4 };
  const { adminListingCreate } = await data(env, adminToken, CREATE_LISTING, { kind: 'HOTELS', input });
  expect(adminListingCreate.userErrors).toEqual([]);
  const hotel = adminListingCreate.listing as { id: string; name: string };
  const { rows } = await db.query(
    `insert into hotel_room_type (hotel_id, name, units, max_guests, price_per_night_minor) values ($1, 'Double', 5, 2, 12000) returning id`,
    [hotel.id],
  );
  return { ...hotel, roomTypeId: String(rows[0].id) };
}

/** The latest audit entries about a subject. */
export async function auditOf(db: pg.Client, subjectType: string, subjectId: string) {
  const { rows } = await db.query(
    `select action, outcome, before, after, actor_role from audit_entry where subject_type = $1 and subject_id = $2 order by id desc`,
    [subjectType, subjectId],
  );
  return rows as Array<{ action: string; outcome: string; before: any; after: any; actor_role: string }>;
}
