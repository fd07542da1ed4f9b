// The partner's e-mail on a new booking: a traveller's confirmed stay queues exactly one notice, to the
// owner of the booked hotel, through the outbox after the booking committed; no other partner gets one.
import { describe, expect, it } from 'vitest';
import { Role } from '../../server/src/modules/users/role.js';
import { createAccount, DEMO_PASSWORD, signedInActor } from '../support/actors.js';
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

const SIGN_IN = `mutation SignIn($input: SessionCreateInput!) { sessionCreate(input: $input) { token } }`;
const TOUR_CREATE = `mutation ($input: TourInput!) { tourCreate(input: $input) { tour { id } userErrors { code message } } }`;
const DEPARTURE_ADD = `mutation ($tourId: ID!, $input: TourDepartureInput!) { tourDepartureAdd(tourId: $tourId, input: $input) { departure { id } userErrors { code message } } }`;

const languageOf = async (email: string) => (await suite.db.query(`select language from app_user where email = $1`, [email])).rows[0].language as string;

const noticesOf = async (reference: string) =>
  (await suite.db.query(`select recipient, subject, text from email_outbox where template = 'partner-booking' and text like $1`, [`%${reference}%`])).rows;

describe('partner e-mail on a new booking', () => {
  it("queues one notice to the hotel's owner, in English by default, and none to another partner", async () => {
    const owner = await signedInActor(suite.env, suite.db, Role.HOTEL_MANAGER, 'notice-owner');
    const other = await createAccount(suite.db, Role.HOTEL_MANAGER, 'notice-other');
    const hotelId = await ownHotel(owner.id);
    const room = await suite.env.graphql(
      CREATE_ROOM,
      { input: { hotelId, name: 'Notice room', units: 2, maxGuests: 2, price: 120 } },
      { authorization: `Bearer ${owner.token}` },
    );
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
    await expect
      .poll(
        async () => (await suite.db.query(`select 1 from email_outbox where recipient = $1 and template = 'booking-confirmed'`, [contact.email])).rowCount,
        { timeout: 10_000 },
      )
      .toBe(1);
    const others = await suite.db.query('select 1 from email_outbox where recipient = $1', [other.email]);
    expect(others.rowCount).toBe(0);
  });

  it('writes the notice in the language the partner last signed in with, whatever the traveller reads', async () => {
    const organizer = await createAccount(suite.db, Role.TOUR_ORGANIZER, 'notice-lang');
    expect(await languageOf(organizer.email)).toBe('en');
    // The web app keeps the chosen interface language in the `lng` cookie; this partner works in Portuguese.
    const signedIn = await suite.env.graphql(
      SIGN_IN,
      { input: { email: organizer.email, password: DEMO_PASSWORD } },
      { cookie: 'lng=pt', 'accept-language': 'en' },
    );
    const token = signedIn.data!.sessionCreate.token as string;
    expect(await languageOf(organizer.email)).toBe('pt');

    const { rows } = await suite.db.query(`select id from city where country_code = 'RW' order by id limit 1`);
    const as = { authorization: `Bearer ${token}` };
    const created = await suite.env.graphql(
      TOUR_CREATE,
      { input: { name: 'Passeio de línguas', category: 'CULTURAL', durationDays: 1, price: 30, cityId: String(rows[0].id) } },
      as,
    );
    const tourId = created.data!.tourCreate.tour.id as string;
    const date = daysAhead(47);
    expect((await suite.env.graphql(DEPARTURE_ADD, { tourId, input: { date, capacity: 4 } }, as)).data!.tourDepartureAdd.userErrors).toEqual([]);

    const booked = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest('notice-lang'), tour: { tourId, date, partySize: 2 } }, undefined, {
      'accept-language': 'fr',
    });
    expect(booked.userErrors).toEqual([]);
    const reference = booked.booking!.reference as string;
    await expect.poll(() => noticesOf(reference), { timeout: 10_000 }).toHaveLength(1);
    const [notice] = await noticesOf(reference);
    expect(notice.recipient).toBe(organizer.email);
    expect(notice.subject).toBe(`Nova reserva ${reference} em Passeio de línguas`);
    expect(notice.text).toContain('Um viajante acabou de reservar');
    // The traveller's own confirmation stays in the traveller's language.
    const confirmation = await suite.db.query(`select language from email_outbox where template = 'booking-confirmed' and recipient = $1`, [
      booked.booking!.email,
    ]);
    expect(confirmation.rows).toEqual([{ language: 'fr' }]);
  });
});
