// What the hotel manager's suites share: GraphQL as a signed-in caller, a second hotel manager owning nothing,
// the demo manager's first hotel, a new room type, and a stay to book.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiSuite } from '../support/api-suite.js';
import { guest, key, signIn } from './bookings-support.js';

export const ROOM_FIELDS = 'id name units maxGuests price active hotel { id name }';
export const CREATE_ROOM = `mutation ($input: RoomTypeCreateInput!) { roomTypeCreate(input: $input) { roomType { ${ROOM_FIELDS} } userErrors { code field message } } }`;
export const HOTELS = '{ managedHotels { id name active } }';

export function hotelManagerApi(suite: ApiSuite) {
  const graphql = (token: string, query: string, variables?: Record<string, unknown>) =>
    suite.env.graphql(query, variables, { authorization: `Bearer ${token}` });

  /** A second hotel manager (the demo one's password), owning nothing: its bearer token and id. */
  async function otherManagerAccount(): Promise<{ token: string; id: string }> {
    const email = `hotel-${randomUUID().slice(0, 8)}@example.org`;
    await suite.db.query(
      `insert into app_user (id, email, username, password_hash, role, email_verified_at, first_name, last_name)
       select gen_random_uuid(), $1, $1, password_hash, role, now(), 'Other', 'Manager' from app_user where email = 'hotels@example.com'`,
      [email],
    );
    const { rows } = await suite.db.query('select id from app_user where email = $1', [email]);
    return { token: await signIn(suite.env, email), id: rows[0].id as string };
  }

  async function ownHotelId(token: string): Promise<string> {
    const result = await graphql(token, HOTELS);
    expect(result.errors).toBeUndefined();
    return result.data!.managedHotels[0].id as string;
  }

  async function newRoomType(token: string, hotelId: string, price = 80) {
    const result = await graphql(token, CREATE_ROOM, { input: { hotelId, name: `Garden room ${randomUUID().slice(0, 6)}`, units: 2, maxGuests: 2, price } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.roomTypeCreate.userErrors).toEqual([]);
    return result.data!.roomTypeCreate.roomType as { id: string; name: string; price: number };
  }

  return { graphql, otherManager: async () => (await otherManagerAccount()).token, otherManagerAccount, ownHotelId, newRoomType };
}

export const stay = (hotelId: string, roomTypeId: string, checkIn: string, checkOut: string) => ({
  idempotencyKey: key(),
  hotel: { hotelId, roomTypeId, checkIn, checkOut, rooms: 1, guests: 2 },
  contact: guest('stay'),
  payment: { method: 'PAY_AT_VENUE' },
});
