// The callers of the authorization matrix: a guest, a traveller, an admin and a sub-admin, and for each
// partner kind its owner (of a listing made for the run), another partner of the same kind (owns
// nothing of it), and an API key of each of the two. Every account is new, so parallel suites never meet.
// Beside them, what the back-office and support rows act on: spare listings, a client, a would-be
// sub-admin, an account to delete, the traveller's support ticket and booking.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { BookingType } from '../../server/src/modules/bookings/booking.entity.js';
import { listingKinds } from '../../server/src/modules/listings/kind-registry.js';
import { Role } from '../../server/src/modules/users/role.js';
import { bearer, createAccount, createApiKey, signIn } from '../support/actors.js';
import type { TestEnvironment } from '../support/test-environment.js';

/** A kind of listing, by its booking type (`hotel`): each has its partners. */
export type PartnerKind = `${BookingType}`;

/** Every kind of the registry, as it stands when this module loads (a kind registered before then is among them). */
const KINDS = listingKinds();
export const PARTNER_KINDS: readonly PartnerKind[] = KINDS.map((kind) => kind.type);

export const partnerRole = Object.fromEntries(KINDS.map((kind) => [kind.type, kind.partnerRole])) as Record<PartnerKind, Role>;

/** The table each partner kind's listings live in. */
const listingTable = Object.fromEntries(KINDS.map((kind) => [kind.type, kind.table])) as Record<PartnerKind, string>;

/** `owner` owns the run's listing of its kind; `other` is a partner of the same kind who does not. */
type PartnerPosition = 'owner' | 'other' | 'key' | 'other-key';
export type ActorName = 'guest' | 'traveller' | 'subadmin' | 'admin' | `${PartnerKind}:${PartnerPosition}`;

export interface Caller {
  name: ActorName;
  /** The account behind it; null for the guest. */
  accountId: string | null;
  email: string | null;
  /** The bearer credential it sends: a session token, an API key, or nothing. */
  credential: string | null;
  isApiKey: boolean;
  /** The kind of partner it is, and whether it owns the run's listing of that kind (or holds its owner's key). */
  kind?: PartnerKind;
  owns: boolean;
}

export interface Fixture {
  actors: Record<ActorName, Caller>;
  /** Id of the listing of each kind that `<kind>:owner` owns. */
  listings: Record<PartnerKind, number>;
  /** A listing of each kind owned by nobody of the run (a seeded one). */
  foreignListings: Record<PartnerKind, number>;
  /** A copy of each kind's seeded listing, owned by its seeded owner: the back office switches, pictures and deletes these, never the run's. */
  spareListings: Record<PartnerKind, number>;
  /** The country and a city of the run's listings, for listings the back office creates. */
  place: { countryCode: string; cityId: string };
  /** A traveller account (never signed in) that the back office verifies, gives a role and moves back to the clients. */
  client: Account;
  /** A traveller account that the admin makes a sub-admin, then removes from the sub-admins. */
  spareSubadmin: Account;
  /** A traveller account with nothing to come, which the admin deletes. */
  deletableClient: Account;
  /** A support ticket the traveller opened. */
  supportTicket: string;
  /** A booking the traveller made at the run's leisure venue; the back office cancels it on their behalf. */
  booking: { id: string; reference: string };
}

interface Account {
  id: string;
  email: string;
}

const SESSION_ACTORS = (): Array<[ActorName, Role, PartnerKind | undefined, boolean]> => [
  ['traveller', Role.USER, undefined, false],
  ['subadmin', Role.SUBADMIN, undefined, false],
  ['admin', Role.ADMIN, undefined, false],
  ...PARTNER_KINDS.flatMap(
    (kind): Array<[ActorName, Role, PartnerKind, boolean]> => [
      [`${kind}:owner`, partnerRole[kind], kind, true],
      [`${kind}:other`, partnerRole[kind], kind, false],
    ],
  ),
];

/** A copy of a seeded listing of `kind`, owned by `ownerId` (else by the original's owner): every column but the id, the owner and computed ones. */
async function copyListing(db: pg.Client, kind: PartnerKind, ownerId: string | null): Promise<{ copy: number; original: number }> {
  const table = listingTable[kind];
  const { rows: columns } = await db.query(
    `select column_name from information_schema.columns where table_name = $1 and is_generated = 'NEVER'
       and column_name not in ('id', 'owner_id') and coalesce(column_default, '') not like 'nextval%'`,
    [table],
  );
  const list = columns.map((c) => `"${c.column_name}"`).join(', ');
  const { rows: original } = await db.query(`select min(id) as id from ${table}`);
  const { rows } = await db.query(`insert into ${table} (owner_id, ${list}) select coalesce($1, owner_id), ${list} from ${table} where id = $2 returning id`, [
    ownerId,
    original[0].id,
  ]);
  return { copy: rows[0].id, original: original[0].id };
}

/** Every caller of the matrix, signed in over HTTP; API keys created through the API by their owners. */
export async function createFixture(env: TestEnvironment, db: pg.Client): Promise<Fixture> {
  const actors = {
    guest: { name: 'guest', accountId: null, email: null, credential: null, isApiKey: false, owns: false },
  } as Record<ActorName, Caller>;
  const listings = {} as Record<PartnerKind, number>;
  const foreignListings = {} as Record<PartnerKind, number>;
  const spareListings = {} as Record<PartnerKind, number>;
  for (const [name, role, kind, owns] of SESSION_ACTORS()) {
    const account = await createAccount(db, role, `matrix-${name}`);
    actors[name] = { name, accountId: account.id, email: account.email, credential: null, isApiKey: false, kind, owns };
    if (kind && owns) {
      const { copy, original } = await copyListing(db, kind, account.id);
      listings[kind] = copy;
      foreignListings[kind] = original;
      spareListings[kind] = (await copyListing(db, kind, null)).copy;
    }
  }
  const client = await createAccount(db, Role.USER, 'matrix-client');
  const spareSubadmin = await createAccount(db, Role.USER, 'matrix-spare-subadmin');
  const deletableClient = await createAccount(db, Role.USER, 'matrix-deletable-client');
  const { rows: places } = await db.query(`select country_code, city_id::text from hotel where id = $1`, [listings.hotel]);
  const place = { countryCode: places[0].country_code as string, cityId: places[0].city_id as string };
  await Promise.all(SESSION_ACTORS().map(async ([name]) => (actors[name].credential = await signIn(env, actors[name].email!))));
  const keyHolders = PARTNER_KINDS.flatMap((kind) => [[kind, 'key', 'owner'] as const, [kind, 'other-key', 'other'] as const]);
  await Promise.all(
    keyHolders.map(async ([kind, position, holder]) => {
      const owner = actors[`${kind}:${holder}`];
      const key = await createApiKey(env, owner.credential!, `Matrix ${kind} ${holder}`);
      actors[`${kind}:${position}`] = { ...owner, name: `${kind}:${position}`, credential: key.secret, isApiKey: true };
    }),
  );
  const [supportTicket, booking] = await Promise.all([
    openTicket(env, actors.traveller.credential!),
    bookLeisure(env, actors.traveller.credential!, listings.leisure),
  ]);
  return { actors, listings, foreignListings, spareListings, place, client, spareSubadmin, deletableClient, supportTicket, booking };
}

/** The id of a support ticket opened by the bearer of `token`. */
async function openTicket(env: TestEnvironment, token: string): Promise<string> {
  const result = await env.graphql(
    `mutation OpenTicket($input: SupportTicketCreateInput!) { supportTicketCreate(input: $input) { ticket { id } userErrors { code field message } } }`,
    { input: { subject: 'My booking', category: 'BOOKING', message: 'Could I arrive an hour later?' } },
    bearer(token),
  );
  const id = result.data?.supportTicketCreate?.ticket?.id as string | undefined;
  if (!id) throw new Error(`Opening a support ticket failed: ${JSON.stringify(result)}`);
  return id;
}

/** A reservation by the bearer of `token` at the leisure venue `venueId`, two months ahead. */
async function bookLeisure(env: TestEnvironment, token: string, venueId: number): Promise<{ id: string; reference: string }> {
  const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const result = await env.graphql(
    `mutation Book($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { id reference } userErrors { code field message } } }`,
    { input: { idempotencyKey: randomUUID(), leisure: { venueId: String(venueId), date, time: '21:00', guests: 2 } } },
    bearer(token),
  );
  const booking = result.data?.bookingCreate?.booking as { id: string; reference: string } | undefined;
  if (!booking) throw new Error(`Booking failed: ${JSON.stringify(result)}`);
  return booking;
}

/** A new session for an account of the fixture: for operations that end or change the caller's session. */
export async function freshCredential(env: TestEnvironment, caller: Caller): Promise<string | null> {
  if (!caller.email || caller.isApiKey) return caller.credential;
  return signIn(env, caller.email);
}

// Sets of callers the tables are written with.
const ALL: ActorName[] = ['guest', 'traveller', 'subadmin', 'admin', ...PARTNER_KINDS.flatMap((kind) => [`${kind}:owner`, `${kind}:other`] as const)];

/** Anybody, signed in or not (an API key is not anybody: it calls partner operations only). */
export const anyone: readonly ActorName[] = ALL;
/** Any signed-in session, whatever its role. */
export const signedIn: readonly ActorName[] = ALL.filter((name) => name !== 'guest');
export const admins: readonly ActorName[] = ['admin', 'subadmin'];
export const adminOnly: readonly ActorName[] = ['admin'];

/**
 * Partners of `kinds` with a session, and with their API keys unless the operation is session-only.
 * `owned`: the operation acts on one listing (the run's listing of its kind), so only its owner (and the
 * owner's key) may; the other partner of the kind is told not found.
 */
export function partners(kinds: readonly PartnerKind[] | PartnerKind, options: { owned?: boolean; sessionOnly?: boolean } = {}): ActorName[] {
  return [kinds].flat().flatMap((kind) => {
    const positions: PartnerPosition[] = options.owned ? ['owner', 'key'] : ['owner', 'other', 'key', 'other-key'];
    return positions.filter((position) => !(options.sessionOnly && position.endsWith('key'))).map((position): ActorName => `${kind}:${position}`);
  });
}

export const allPartnerKinds = PARTNER_KINDS;
