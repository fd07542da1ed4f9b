// Guest access by reference (issue: guest bookings could be probed): e-mail guesses for one reference and lookups
// from one address are limited, a hit and a miss answer no sooner than the same floor, link e-mails are capped
// per booking, and a guest's idempotency keys are scoped by the guest's e-mail. The app here runs with small limits
// and believes X-Forwarded-For from loopback, so that each test is a client of its own address.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { BOOKING, CONFIRM, CREATE, HOLD, guest, key, mutate } from './bookings-support.js';
import { aDeparture, card } from './after-booking-support.js';

const MISSES = 3;
const LOOKUPS = 8;
const LINKS = 2;
const FLOOR_MS = 200;
const suite = apiSuite({
  TRUST_PROXY: 'loopback',
  BOOKING_LOOKUP_MISSES_PER_REFERENCE: String(MISSES),
  BOOKING_LOOKUPS_PER_ADDRESS: String(LOOKUPS),
  BOOKING_GUEST_LINKS_PER_HOUR: String(LINKS),
  BOOKING_LOOKUP_FLOOR_MS: String(FLOOR_MS),
});
const LINK = `mutation BookingGuestLinkRequest($input: BookingGuestLinkInput!) { bookingGuestLinkRequest(input: $input) { sent userErrors { code } } }`;

let nextHost = 1;
const ownAddress = () => ({ 'x-forwarded-for': `192.0.2.${nextHost++}` });
const stranger = () => `nobody-${key().slice(0, 8)}@example.org`;

async function guestBooking(offset: number) {
  const contact = guest('probe');
  const departure = await aDeparture(suite.db, offset);
  const booking = (
    await mutate(suite.env, CREATE, { idempotencyKey: key(), contact, tour: { ...departure, partySize: 1 }, payment: card }, undefined, ownAddress())
  ).booking!;
  return { booking, contact };
}

const lookUp = (reference: string, email: string, address = ownAddress()) => suite.env.graphql(BOOKING, { reference, email }, address);

describe('guest access by reference', () => {
  it('limits the e-mail guesses for one reference, and the lookups from one address', async () => {
    const { booking, contact } = await guestBooking(21);
    // Each guess from an address of its own: the reference itself is what is limited.
    for (let guess = 0; guess < MISSES; guess++) expect((await lookUp(booking.reference, stranger())).data!.booking).toBeNull();
    const refused = await lookUp(booking.reference, contact.email);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.data?.booking ?? null).toBeNull();

    // One address looking up many references.
    const address = ownAddress();
    const answers = [];
    for (let lookup = 0; lookup <= LOOKUPS; lookup++) answers.push(await lookUp(`JA-${lookup}-NOPE`, stranger(), address));
    expect(answers.slice(0, LOOKUPS).every((answer) => !answer.errors)).toBe(true);
    expect(answers[LOOKUPS]!.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('answers a hit and a miss no sooner than the same floor', async () => {
    const { booking, contact } = await guestBooking(22);
    for (const email of [contact.email, stranger()]) {
      const started = performance.now();
      const answer = await lookUp(booking.reference, email);
      expect(answer.errors).toBeUndefined();
      // A lower bound the server keeps to, not a speed: a miss used to answer in a quarter of a hit's time.
      expect(performance.now() - started).toBeGreaterThanOrEqual(FLOOR_MS - 5);
    }
  });

  it('sends at most a few link e-mails per booking an hour, answering the same', async () => {
    const { booking, contact } = await guestBooking(23);
    for (let request = 0; request < 6; request++) {
      const answer = await mutate(suite.env, LINK, { reference: booking.reference, email: contact.email }, undefined, ownAddress());
      expect(answer).toEqual({ sent: true, userErrors: [] });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await suite.db.query(`select count(*)::int as n from email_outbox where recipient = $1 and template = 'booking-guest-link'`, [
      contact.email,
    ]);
    expect(rows[0].n).toBe(LINKS);
  });

  it("does not replay another guest's booking under its key without that guest's e-mail", async () => {
    const contact = guest('replay');
    const departure = await aDeparture(suite.db, 24);
    const held = (await mutate(suite.env, HOLD, { idempotencyKey: key(), contact, tour: { ...departure, partySize: 1 } }, undefined, ownAddress())).booking!;
    const confirmKey = key();
    const confirmed = await mutate(
      suite.env,
      CONFIRM,
      { idempotencyKey: confirmKey, reference: held.reference, email: contact.email, payment: card },
      undefined,
      ownAddress(),
    );
    expect(confirmed.booking).toMatchObject({ reference: held.reference, status: 'CONFIRMED' });
    for (const email of [undefined, stranger()]) {
      const replayed = await mutate(
        suite.env,
        CONFIRM,
        { idempotencyKey: confirmKey, reference: held.reference, email, payment: card },
        undefined,
        ownAddress(),
      );
      expect(replayed.booking).toBeNull();
      expect(replayed.userErrors[0]!.code).toBe('NOT_FOUND');
    }
    // The guest's own retry still gets the first answer.
    const retried = await mutate(
      suite.env,
      CONFIRM,
      { idempotencyKey: confirmKey, reference: held.reference, email: contact.email, payment: card },
      undefined,
      ownAddress(),
    );
    expect(retried.booking).toMatchObject({ reference: held.reference, contactName: contact.name });
  });
});
