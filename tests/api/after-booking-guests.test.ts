// Guests: a one-time link by e-mail (a reference alone reveals nothing), opening it once, cancelling with what it
// hands out; a guest booking shows in My bookings of the account verified with its e-mail. Favourites and cart.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, guest, key, mutate, signIn } from './bookings-support.js';
import { MY_BOOKINGS_BY, aDeparture, bearer, card } from './after-booking-support.js';

const suite = apiSuite();
const LINK = `mutation BookingGuestLinkRequest($input: BookingGuestLinkInput!) { bookingGuestLinkRequest(input: $input) { sent userErrors { code field message } } }`;
const OPEN = `mutation BookingGuestOpen($token: String!) { bookingGuestOpen(token: $token) { booking { reference status } actionToken userErrors { code field message } } }`;
const GUEST_CANCEL = `mutation BookingGuestCancel($actionToken: String!) { bookingGuestCancel(actionToken: $actionToken) {
  booking { reference status lifecycle cancellation { outcome refund { minor } } } userErrors { code field message } } }`;

async function linkTokenFor(email: string): Promise<string | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await suite.db.query(
      `select text from email_outbox where recipient = $1 and template = 'booking-guest-link' order by created_at desc limit 1`,
      [email],
    );
    const token = rows[0]?.text.match(/token=([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return null;
}

async function guestBooking(contact = guest('link')) {
  const departure = await aDeparture(suite.db, 11);
  const booking = (await mutate(suite.env, CREATE, { idempotencyKey: key(), contact, tour: { ...departure, partySize: 1 }, payment: card })).booking!;
  return { booking, contact };
}

describe('guest one-time links', () => {
  it('answers the same for a wrong e-mail, and sends nothing', async () => {
    const { booking } = await guestBooking();
    const stranger = `nobody-${key().slice(0, 6)}@example.org`;
    const answer = await mutate(suite.env, LINK, { reference: booking.reference, email: stranger });
    expect(answer).toEqual({ sent: true, userErrors: [] });
    expect(((await mutate(suite.env, LINK, { reference: 'JA-0-NOPE', email: stranger })) as any).sent).toBe(true);
    const { rows } = await suite.db.query(`select count(*)::int as n from email_outbox where recipient = $1`, [stranger]);
    expect(rows[0].n).toBe(0);
  });

  it('opens its booking once, and its action token cancels that booking only once', async () => {
    const { booking, contact } = await guestBooking();
    const other = await guestBooking();
    expect(((await mutate(suite.env, LINK, { reference: booking.reference, email: contact.email.toUpperCase() })) as any).sent).toBe(true);
    const token = await linkTokenFor(contact.email);
    expect(token).toBeTruthy();
    const opened = await suite.env.graphql(OPEN, { token });
    expect(opened.data!.bookingGuestOpen).toMatchObject({ booking: { reference: booking.reference, status: 'CONFIRMED' }, userErrors: [] });
    const again = await suite.env.graphql(OPEN, { token });
    expect(again.data!.bookingGuestOpen).toMatchObject({ booking: null, userErrors: [{ code: 'INVALID_TOKEN' }] });

    const actionToken = opened.data!.bookingGuestOpen.actionToken as string;
    // The action token is not a link: it does not open anything.
    expect((await suite.env.graphql(OPEN, { token: actionToken })).data!.bookingGuestOpen.userErrors[0].code).toBe('INVALID_TOKEN');
    const cancelled = await suite.env.graphql(GUEST_CANCEL, { actionToken });
    expect(cancelled.data!.bookingGuestCancel).toMatchObject({
      booking: { reference: booking.reference, status: 'CANCELLED', lifecycle: 'CANCELLED' },
      userErrors: [],
    });
    expect((await suite.env.graphql(GUEST_CANCEL, { actionToken })).data!.bookingGuestCancel.userErrors[0].code).toBe('INVALID_TOKEN');
    const { rows } = await suite.db.query(`select status from booking where reference = $1`, [other.booking.reference]);
    expect(rows[0].status).toBe('confirmed');
  });

  it('a guest who then verifies an account with that e-mail finds the booking in it', async () => {
    const { booking } = await guestBooking({ ...guest(), email: 'transport@example.com' });
    const token = await signIn(suite.env, 'transport@example.com');
    const listed = async () =>
      ((await suite.env.graphql(MY_BOOKINGS_BY, {}, bearer(token))).data!.myBookings as Array<{ reference: string }>).map((b) => b.reference);
    // Booked as a guest after the e-mail was verified: stays apart until attached.
    expect(await listed()).not.toContain(booking.reference);
    // The e-mail verified after the guest booking, as when a guest registers.
    await suite.db.query(`update app_user set email_verified_at = now() where email = 'transport@example.com'`);
    const mine = (await suite.env.graphql(MY_BOOKINGS_BY, {}, bearer(token))).data!.myBookings as Array<{ reference: string }>;
    expect(mine.map((b) => b.reference)).toContain(booking.reference);
    const { rows } = await suite.db.query(`select kind from loyalty_entry l join booking b on b.id = l.booking_id where b.reference = $1`, [booking.reference]);
    expect(rows.map((row) => row.kind)).toEqual(['earned']);
  });
});

describe('favourites and cart', () => {
  const FIELDS = 'favourites { listingType listingId } cart { listingType listingId } userErrors { code field message }';
  const ADD = `mutation FavouriteAdd($input: SavedItemInput!) { favouriteAdd(input: $input) { ${FIELDS} } }`;
  const REMOVE = `mutation FavouriteRemove($input: SavedItemInput!) { favouriteRemove(input: $input) { ${FIELDS} } }`;
  const MERGE = `mutation SavedListingsMerge($input: SavedListingsMergeInput!) { savedListingsMerge(input: $input) { ${FIELDS} } }`;
  const MINE = `query Saved { myFavourites { listingType listingId } myCart { listingType listingId } }`;

  it('keeps them in the account, merges the browser lists without duplicates, skips unknown listings', async () => {
    const token = await signIn(suite.env, 'restaurants@example.com');
    const { rows } = await suite.db.query(`select (select id from hotel order by id limit 1) as hotel, (select id from tour order by id limit 1) as tour`);
    const hotel = { type: 'HOTEL', listingId: String(rows[0].hotel) };
    const tour = { type: 'TOUR', listingId: String(rows[0].tour) };
    await mutate(suite.env, ADD, hotel, token);
    const twice = await mutate(suite.env, ADD, hotel, token);
    expect((twice as any).favourites).toEqual([{ listingType: 'HOTEL', listingId: hotel.listingId }]);
    const missing = await mutate(suite.env, ADD, { type: 'HOTEL', listingId: '99999999' }, token);
    expect(missing.userErrors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'listingId' });

    const merged = (await mutate(
      suite.env,
      MERGE,
      { favourites: [hotel, tour, tour, { type: 'TOUR', listingId: '99999999' }], cart: [tour, hotel, tour] },
      token,
    )) as any;
    expect(merged.userErrors).toEqual([]);
    expect(merged.favourites).toHaveLength(2);
    expect(merged.cart).toHaveLength(2);
    await mutate(suite.env, MERGE, { favourites: [hotel], cart: [tour] }, token);
    const saved = (await suite.env.graphql(MINE, {}, bearer(token))).data!;
    expect(saved.myFavourites).toHaveLength(2);
    expect(saved.myCart).toHaveLength(2);
    expect(((await mutate(suite.env, REMOVE, tour, token)) as any).favourites).toEqual([{ listingType: 'HOTEL', listingId: hotel.listingId }]);
    expect((await suite.env.graphql(MINE, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
