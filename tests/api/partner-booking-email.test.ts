// The partner's e-mail on a new booking: a traveller's confirmed stay queues exactly one notice, to the
// owner of the booked hotel, through the outbox after the booking committed; no other partner gets one.
import { describe, expect, it } from 'vitest';
import { Role } from '../../server/src/modules/users/role.js';
import { createAccount, signedInActor } from '../support/actors.js';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, daysAhead, guest, key, mutate } from './bookings-support.js';

const suite = apiSuite();

const CREATE_ROOM = `mutation ($input: RoomTypeCreateInput!) { roomTypeCreate(input: $input) { roomType { id } userErrors { code message } } }`;

/** A hotel of its own for `ownerId`: a copy of an active seeded one. */
async function ownHotel(ownerId: string): Promise<string> {
  const { rows: columns } = await suite.db.query(
    `select column_name from information_schema.columns where table_name = 'hotel' and is_generated = 'NEVER'
       and column_name not in ('id', 'owner_id') and coalesce(column_default, '') not like 'nextval%'`,
  );
  const list = columns.map((c) => `"${c.column_name}"`).join(', ');
  const { rows } = await suite.db.query(
    `insert into hotel (owner_id, ${list}) select $1, ${list} from hotel where id = (select min(id) from hotel where active) returning id`,
    [ownerId],
  );
  return String(rows[0].id);
}

const noticesOf = async (reference: string) =>
  (await suite.db.query(`select recipient, subject, text from email_outbox where template = 'partner-booking' and text like $1`, [`%${reference}%`])).rows;

describe('partner e-mail on a new booking', () => {
  it("queues one notice to the hotel's owner, in English, and none to another partner", async () => {
    const owner = await signedInActor(suite.env, suite.db, Role.HOTEL_MANAGER, 'notice-owner');
    const other = await createAccount(suite.db, Role.HOTEL_MANAGER, 'notice-other');
    const hotelId = await ownHotel(owner.id);
    const room = await suite.env.graphql(CREATE_ROOM, { input: { hotelId, name: 'Notice room', units: 2, maxGuests: 2, price: 120 } }, { authorization: `Bearer ${owner.token}` });
    const roomTypeId = room.data!.roomTypeCreate.roomType.id as string;

    const contact = guest('notice');
    const booked = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      hotel: { hotelId, roomTypeId, checkIn: daysAhead(200), checkOut: daysAhead(202), rooms: 1, guests: 2 },
      contact,
      payment: { method: 'PAY_AT_VENUE' },
    });
    expect(booked.userErrors).toEqual([]);
    const reference = booked.booking!.reference as string;

    await expect.poll(() => noticesOf(reference), { timeout: 10_000 }).toHaveLength(1);
    const [notice] = await noticesOf(reference);
    expect(notice.recipient).toBe(owner.email);
    expect(notice.subject).toBe(`New booking ${reference} at ${booked.booking!.listingName}`);
    expect(notice.text).toContain(contact.name);
    expect(notice.text).toContain('/hotel-dashboard/bookings');
    // The traveller's own confirmation is queued too, and nothing reaches the other manager.
    await expect.poll(async () => (await suite.db.query(`select 1 from email_outbox where recipient = $1 and template = 'booking-confirmed'`, [contact.email])).rowCount, { timeout: 10_000 }).toBe(1);
    const others = await suite.db.query('select 1 from email_outbox where recipient = $1', [other.email]);
    expect(others.rowCount).toBe(0);
  });
});
