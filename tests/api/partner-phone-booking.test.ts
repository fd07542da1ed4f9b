// A partner of any kind books for a caller (on the phone, at the desk) at its own listings through the traveller's
// booking flow: the server's price, idempotency, the confirmation e-mail through the outbox, paid at the venue,
// audited with the partner as actor. Another partner's listing answers not found, another kind is refused, and
// nothing is left behind by a refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { restaurantOpenAt, venueOpenAt } from '../support/opening-hours.js';
import { auditOf, type Caller, demo, gql, ownHotel, tokensOf } from './admin-support.js';
import { bookingCount, CREATE, daysAhead, guest, key, mutate } from './bookings-support.js';
import { otherPartner } from './partner-listing-support.js';

const suite = apiSuite();
let tokens: Record<Caller, string | null>;

beforeAll(async () => {
  tokens = await tokensOf(suite.env);
});

const BOOK_FOR_CALLER = `mutation PartnerBookingCreate($input: PartnerBookingCreateInput!) { partnerBookingCreate(input: $input) {
  booking { id reference type status paymentStatus paymentMethod listingId contactName email total { minor } } userErrors { code field message } } }`;

const book = (token: string | null, input: Record<string, unknown>) => gql(suite.env, token, BOOK_FOR_CALLER, { input });
const mails = async (email: string) =>
  (await suite.db.query(`select template from email_outbox where recipient = $1`, [email])).rows.map((row) => row.template);

/** The first active listing of `table` the demo partner `email` owns, under `where`. */
async function ownedBy(table: string, email: string, where = 'true', alias = 'l'): Promise<string> {
  const { rows } = await suite.db.query(
    `select ${alias}.id::text as id from ${table} ${alias} join app_user u on u.id = ${alias}.owner_id where u.email = $1 and ${where} order by ${alias}.id limit 1`,
    [email],
  );
  if (!rows[0]) throw new Error(`${email} owns no ${table} for this test`);
  return rows[0].id;
}

describe('partners: booking for a caller', () => {
  it("books the hotel manager's own hotel at the traveller's price, once per key, e-mailed through the outbox and audited", async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const stay = { hotelId: hotel.id, roomTypeId: hotel.roomTypeId, checkIn: daysAhead(44), checkOut: daysAhead(46), rooms: 1, guests: 2 };
    const priced = await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel: stay, contact: guest('priced'), payment: { method: 'PAY_AT_VENUE' } });
    expect(priced.userErrors).toEqual([]);
    const caller = { name: 'Baraka Caller', email: `baraka-${key().slice(0, 8)}@example.org`, phone: '+250 788 123 456' };
    const input = { idempotencyKey: key(), contact: caller, hotel: stay };

    const booked = (await book(tokens.hotelManager, input)).data!.partnerBookingCreate;
    expect(booked.userErrors).toEqual([]);
    expect(booked.booking).toMatchObject({
      type: 'HOTEL',
      status: 'CONFIRMED',
      paymentMethod: 'pay_at_venue',
      listingId: hotel.id,
      contactName: 'Baraka Caller',
      email: caller.email,
      total: { minor: priced.booking!.total.minor },
    });
    const retried = (await book(tokens.hotelManager, input)).data!.partnerBookingCreate;
    expect(retried.booking.id).toBe(booked.booking.id);
    expect(await bookingCount(suite.db, 'email = $1', [caller.email])).toBe(1);

    const { rows } = await suite.db.query(`select phone, user_id from booking where id = $1`, [booked.booking.id]);
    expect(rows[0]).toEqual({ phone: '+250 788 123 456', user_id: null });
    const [entry] = await auditOf(suite.db, 'booking', booked.booking.id);
    expect(entry).toMatchObject({
      action: 'booking.create',
      actor_role: 'hotel_manager',
      after: expect.objectContaining({ reference: booked.booking.reference, email: caller.email, totalMinor: booked.booking.total.minor }),
    });
    await expect.poll(() => mails(caller.email)).toEqual(['booking-confirmed']);
  });

  it('books restaurants, rides and leisure venues for their own partners, each through the same command', async () => {
    const restaurantId = await ownedBy('restaurant', demo.restaurantManager, `l.active and ${restaurantOpenAt('19:00', 'l')}`);
    const serviceId = await ownedBy(
      'transport_service',
      demo.transport,
      `l.status = 'active' and exists (select 1 from vehicle v where v.transport_service_id = l.id and v.seats >= 2)`,
    );
    const venueId = await ownedBy('leisure_venue', demo.leisure, `l.active and ${venueOpenAt('23:00')}`);
    const requests: Array<[Caller, string, Record<string, unknown>]> = [
      ['restaurantManager', 'RESTAURANT', { restaurant: { restaurantId, date: daysAhead(41), time: '19:00', partySize: 2 } }],
      ['transport', 'TRANSPORT', { ride: { serviceId, pickupDate: daysAhead(61), returnDate: daysAhead(62), passengers: 2 } }],
      ['leisure', 'LEISURE', { leisure: { venueId, date: daysAhead(43), time: '23:00', guests: 2 } }],
    ];
    for (const [partner, type, request] of requests) {
      const caller = guest(partner.toLowerCase());
      const booked = (await book(tokens[partner], { idempotencyKey: key(), contact: caller, ...request })).data!.partnerBookingCreate;
      expect(booked.userErrors, partner).toEqual([]);
      expect(booked.booking, partner).toMatchObject({ type, status: 'CONFIRMED', paymentMethod: 'pay_at_venue', email: caller.email });
      expect((await auditOf(suite.db, 'booking', booked.booking.id))[0], partner).toMatchObject({ action: 'booking.create', outcome: 'done' });
      await expect.poll(() => mails(caller.email)).toEqual(['booking-confirmed']);
    }
  });

  it("answers another partner's listing as not found, refuses another kind and a missing e-mail, and leaves nothing behind", async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const stay = { hotelId: hotel.id, checkIn: daysAhead(47), checkOut: daysAhead(48), rooms: 1, guests: 1 };
    const before = await bookingCount(suite.db, 'listing_id = $1', [Number(hotel.id)]);

    const stranger = await otherPartner(suite.env, suite.db, demo.hotelManager);
    const foreign = (await book(stranger, { idempotencyKey: key(), contact: guest('foreign'), hotel: stay })).data!.partnerBookingCreate;
    expect(foreign).toEqual({ booking: null, userErrors: [{ code: 'NOT_FOUND', field: 'hotel.hotelId', message: 'Hotel not found' }] });
    const missing = (await book(tokens.hotelManager, { idempotencyKey: key(), contact: guest('missing'), hotel: { ...stay, hotelId: '999999' } })).data!
      .partnerBookingCreate;
    expect(missing.userErrors).toEqual(foreign.userErrors);

    const otherKind = (await book(tokens.restaurantManager, { idempotencyKey: key(), contact: guest('kind'), hotel: stay })).data!.partnerBookingCreate;
    expect(otherKind.userErrors).toEqual([{ code: 'BAD_USER_INPUT', field: 'restaurant', message: 'Give restaurant: a booking at one of your own listings.' }]);
    const noEmail = (await book(tokens.hotelManager, { idempotencyKey: key(), contact: { name: 'Juma' }, hotel: stay })).data!.partnerBookingCreate;
    expect(noEmail.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'contact.email' })]);
    expect(await bookingCount(suite.db, 'listing_id = $1', [Number(hotel.id)])).toBe(before);

    for (const caller of ['traveller', 'subadmin', 'admin', 'guest'] as const) {
      const refused = await book(tokens[caller], { idempotencyKey: key(), contact: guest('x'), hotel: stay });
      expect(refused.errors?.[0]?.extensions?.code, caller).toBe(caller === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });
});
