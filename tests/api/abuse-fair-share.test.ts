// Fair share of inventory (issue: anyone could take a country's inventory off sale): holds and unpaid bookings
// awaiting the guest's e-mail are limited per client, and such a booking lapses unless the e-mailed link is opened.
// The app here runs with small limits and believes X-Forwarded-For from loopback, so that each test is a client
// of its own address, apart from the other suites booking from 127.0.0.1 in the same database.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { houseKeep } from '../../server/src/housekeeping.js';
import { apiSuite } from '../support/api-suite.js';
import { CONFIRM, CREATE, HOLD, RELEASE, daysAhead, guest, key, mutate } from './bookings-support.js';

const PER_CLIENT = 3;
const suite = apiSuite({ TRUST_PROXY: 'loopback', BOOKING_PENDING_PER_CLIENT: String(PER_CLIENT), BOOKING_ATTEMPTS_PER_10_MINUTES: '20' });
const OPEN = `mutation BookingGuestOpen($token: String!) { bookingGuestOpen(token: $token) { booking { reference status emailConfirmBy } userErrors { code } } }`;

/** A client of its own: an address no other test uses. */
let nextHost = 1;
const ownAddress = () => ({ 'x-forwarded-for': `203.0.113.${nextHost++}` });

async function roomTypes(count: number) {
  const { rows } = await suite.db.query(
    `select r.id, r.hotel_id from hotel_room_type r join hotel h on h.id = r.hotel_id where h.active and r.active and r.units >= 2 and r.max_guests >= 1
    order by r.id desc limit $1`,
    [count],
  );
  return rows.map((row) => ({ hotelId: String(row.hotel_id), roomTypeId: String(row.id) }));
}

async function departures(count: number) {
  const { rows } = await suite.db.query(
    `select d.tour_id, d.departs_on::text as date from tour_departure d join tour t on t.id = d.tour_id
    where t.active and d.departs_on > current_date + 40 and d.capacity - d.booked >= 4 order by d.id desc limit $1`,
    [count],
  );
  return rows.map((row) => ({ tourId: String(row.tour_id), date: row.date as string }));
}

/** The token of the link that keeps a guest's booking, from its confirmation mail. */
async function confirmLinkToken(email: string): Promise<string> {
  let token: string | undefined;
  for (let attempt = 0; attempt < 50 && !token; attempt++) {
    const { rows } = await suite.db.query(`select text from email_outbox where recipient = $1 and template = 'booking-confirmed'`, [email]);
    token = rows[0]?.text.match(/token=([\w-]+)/)?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(token).toBeTruthy();
  return token!;
}

describe('fair share of inventory', () => {
  it('one address holds no more than its share at once, whatever e-mails it makes up', async () => {
    const address = ownAddress();
    const rooms = await roomTypes(8);
    const stay = (room: { hotelId: string; roomTypeId: string }) => ({ ...room, checkIn: daysAhead(330), checkOut: daysAhead(360), rooms: 1, guests: 1 });
    // A script: 8 holds at once, each with a made-up e-mail.
    const answers = await Promise.all(
      rooms.map((room) => mutate(suite.env, HOLD, { idempotencyKey: key(), contact: guest('hoard'), hotel: stay(room) }, undefined, address)),
    );
    const held = answers.filter((answer) => answer.booking);
    expect(held).toHaveLength(PER_CLIENT);
    const refusals = answers.filter((answer) => !answer.booking).map((answer) => answer.userErrors[0]);
    expect(refusals).toHaveLength(rooms.length - PER_CLIENT);
    for (const refusal of refusals) {
      expect(refusal!.code).toBe('HOLD_LIMIT');
      expect(refusal!.message).toMatch(/finish or release/i);
    }
    // Another traveller, from another address, is not held back by this one.
    expect((await mutate(suite.env, HOLD, { idempotencyKey: key(), contact: guest(), hotel: stay(rooms[7]!) }, undefined, ownAddress())).booking).toBeTruthy();
    // Letting a hold go makes room for the next one.
    const first = held[0]!.booking!;
    expect((await mutate(suite.env, RELEASE, { reference: first.reference, email: first.email }, undefined, address)).userErrors).toEqual([]);
    expect((await mutate(suite.env, HOLD, { idempotencyKey: key(), contact: guest(), hotel: stay(rooms[6]!) }, undefined, address)).booking).toBeTruthy();
  });

  it('an unverified guest’s pay-at-venue bookings count against the share, and lapse unless the e-mailed link is opened', async () => {
    const address = ownAddress();
    const tours = await departures(PER_CLIENT + 1);
    const book = (tour: { tourId: string; date: string }, contact = guest('venue')) =>
      mutate(suite.env, CREATE, { idempotencyKey: key(), contact, tour: { ...tour, partySize: 1 } }, undefined, address);
    const contact = guest('venue');
    const booked = [];
    for (const tour of tours.slice(0, PER_CLIENT))
      booked.push((await book(tour, { ...contact, email: `venue-${randomUUID().slice(0, 8)}@example.org` })).booking!);
    expect(booked.map((booking) => booking.status)).toEqual(Array(PER_CLIENT).fill('CONFIRMED'));
    const refused = await book(tours[PER_CLIENT]!);
    expect(refused.booking).toBeNull();
    expect(refused.userErrors[0]!.code).toBe('HOLD_LIMIT');

    // Until the guest opens the link e-mailed to them, the places are claimed only for a while.
    const claimsOf = async (reference: string) =>
      (
        await suite.db.query(`select c.expires_at, c.released_at from inventory_claim c join booking b on b.id = c.booking_id where b.reference = $1`, [
          reference,
        ])
      ).rows;
    const [opened, lapsing] = booked;
    expect((await claimsOf(opened!.reference))[0].expires_at).not.toBeNull();
    const answer = await suite.env.graphql(OPEN, { token: await confirmLinkToken(opened!.email) });
    expect(answer.data!.bookingGuestOpen).toMatchObject({
      booking: { reference: opened!.reference, status: 'CONFIRMED', emailConfirmBy: null },
      userErrors: [],
    });
    expect((await claimsOf(opened!.reference))[0].expires_at).toBeNull();
    // Confirmed by e-mail, it no longer counts: the guest may book again.
    expect((await book(tours[PER_CLIENT]!)).booking).toBeTruthy();

    // Held then confirmed at the venue, as tripPackageBook books each part: the same deadline.
    const tour = (await departures(PER_CLIENT + 2))[PER_CLIENT + 1]!;
    const held = (await mutate(suite.env, HOLD, { idempotencyKey: key(), contact: guest('package'), tour: { ...tour, partySize: 1 } }, undefined, ownAddress()))
      .booking!;
    const confirmed = (await mutate(suite.env, CONFIRM, { idempotencyKey: key(), reference: held.reference, email: held.email }, undefined, ownAddress()))
      .booking!;
    expect(confirmed.status).toBe('CONFIRMED');
    expect((await claimsOf(held.reference))[0].expires_at).not.toBeNull();

    // The unopened one lapses: its places go back and the booking is cancelled.
    await suite.db.query(
      `update inventory_claim c set expires_at = now() - interval '1 second' from booking b where b.id = c.booking_id and b.reference = $1`,
      [lapsing!.reference],
    );
    await suite.db.query(`update booking set email_confirm_by = now() - interval '1 second' where reference = $1`, [lapsing!.reference]);
    await houseKeep(suite.env.app.orm.em.fork());
    expect((await claimsOf(lapsing!.reference))[0].released_at).not.toBeNull();
    const { rows } = await suite.db.query(`select status from booking where reference = $1`, [lapsing!.reference]);
    expect(rows[0].status).toBe('cancelled');
  });

  it('keeps nothing for a guest whose places already lapsed when the link is opened', async () => {
    const [tour] = await departures(1);
    const booked = (
      await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest('late'), tour: { ...tour!, partySize: 1 } }, undefined, ownAddress())
    ).booking!;
    await suite.db.query(
      `update inventory_claim c set expires_at = now() - interval '1 second' from booking b where b.id = c.booking_id and b.reference = $1`,
      [booked.reference],
    );
    await suite.env.graphql(OPEN, { token: await confirmLinkToken(booked.email) });
    // Its places are not made the booking's again: it still awaits the e-mail, and housekeeping cancels it.
    const { rows } = await suite.db.query(
      `select b.email_confirm_by, c.expires_at from booking b join inventory_claim c on c.booking_id = b.id where b.reference = $1`,
      [booked.reference],
    );
    expect(rows[0].email_confirm_by).not.toBeNull();
    expect(rows[0].expires_at).not.toBeNull();
  });
});
