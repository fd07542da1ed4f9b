// Shared by the booking suites: the mutations, dates ahead, sign-in, and picking inventory to book from the database.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { expect } from 'vitest';
import type { TestEnvironment } from '../support/test-environment.js';

export const BOOKING_FIELDS = `id reference type status paymentStatus paymentMethod listingId listingName location city contactName email
  startDate startTime endDate partySize units holdExpiresAt loyaltyPoints total { minor amount currency }
  choices { roomType nights addOns tableId table vehicle days seatingPreference occasion specialRequests }`;

export const HOLD = `mutation BookingHold($input: BookingHoldInput!) { bookingHold(input: $input) { booking { ${BOOKING_FIELDS} } userErrors { code field message } } }`;
export const CREATE = `mutation BookingCreate($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { ${BOOKING_FIELDS} } userErrors { code field message } } }`;
export const CONFIRM = `mutation BookingConfirm($input: BookingConfirmInput!) { bookingConfirm(input: $input) { booking { ${BOOKING_FIELDS} } userErrors { code field message } } }`;
export const RELEASE = `mutation BookingReleaseHold($input: BookingReleaseHoldInput!) { bookingReleaseHold(input: $input) { booking { id status } userErrors { code field message } } }`;
export const MY_BOOKINGS = `query MyBookings { myBookings { ${BOOKING_FIELDS} listing { __typename ... on LeisureVenue { id name imageUrl } ... on Hotel { id name } } } }`;
export const BOOKING = `query Booking($reference: String!, $email: String) { booking(reference: $reference, email: $email) { ${BOOKING_FIELDS} } }`;

export const DEMO_PASSWORD = 'Safari2025!';
export const key = () => randomUUID();
export const guest = (label = 'guest') => ({ name: 'Amina Guest', email: `${label}-${randomUUID().slice(0, 8)}@example.org`, phone: '+250 788 000 000' });

/** A date `days` from today (UTC), as YYYY-MM-DD; far enough ahead that no country's clock has passed it. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A reservation day about `days` ahead: never a Monday, the day a quarter of the seeded restaurants close. */
export function restaurantDayAhead(days: number): string {
  const date = daysAhead(days);
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 1 ? daysAhead(days + 1) : date;
}

export type Payload = { booking: Record<string, any> | null; userErrors: Array<{ code: string; field: string | null; message: string }> };

export async function mutate(
  env: TestEnvironment,
  document: string,
  input: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Payload> {
  const result = await env.graphql(document, { input }, { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return Object.values(result.data!)[0] as Payload;
}

export async function signIn(env: TestEnvironment, email: string): Promise<string> {
  const result = await env.graphql(`mutation SignIn($input: SessionCreateInput!) { sessionCreate(input: $input) { token userErrors { code message } } }`, {
    input: { email, password: DEMO_PASSWORD },
  });
  const token = result.data?.sessionCreate?.token as string | undefined;
  if (!token) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(result)}`);
  return token;
}

/**
 * A hotel room in `country` (the `pick`th of its first rooms that sleep one), held by a new guest named after `label`
 * for two nights from `fromDay` days ahead; `document` names the booking fields the caller reads.
 */
export async function heldHotelStay(
  env: TestEnvironment,
  db: pg.Client,
  { country, label, fromDay, pick = 0, document = HOLD }: { country: string; label: string; fromDay: number; pick?: number; document?: string },
) {
  const { rows } = await db.query(
    `select r.id, r.hotel_id from hotel_room_type r join hotel h on h.id = r.hotel_id join city c on c.id = h.city_id
    where h.active and r.active and r.units >= 1 and r.max_guests >= 1 and c.country_code = $1 order by r.id offset $2 limit 1`,
    [country, pick],
  );
  const traveller = guest(label);
  const hold = await mutate(env, document, {
    idempotencyKey: key(),
    contact: traveller,
    hotel: {
      hotelId: String(rows[0].hotel_id),
      roomTypeId: String(rows[0].id),
      checkIn: daysAhead(fromDay),
      checkOut: daysAhead(fromDay + 2),
      rooms: 1,
      guests: 1,
    },
  });
  expect(hold.userErrors).toEqual([]);
  return { traveller, booking: hold.booking! };
}

/** Rows that must not exist after a refused request. */
export async function bookingCount(db: pg.Client, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await db.query(`select count(*)::int as n from booking where ${where}`, params);
  return rows[0].n;
}

/** Runs `count` requests at once; resolves with every answer. */
export const concurrently = <T>(count: number, request: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => request(index)));

/** Claimed units per bucket never exceed capacity, and each counter equals its unreleased claims. */
export async function expectCountersConsistent(db: pg.Client) {
  const { rows } = await db.query(`select b.id, b.capacity, b.booked, coalesce(sum(c.quantity) filter (where c.released_at is null), 0)::int as claimed
    from inventory_bucket b left join inventory_claim c on c.bucket_id = b.id group by b.id having b.booked <> coalesce(sum(c.quantity) filter (where c.released_at is null), 0) or b.booked > b.capacity`);
  expect(rows).toEqual([]);
}
