// Who reads and changes a booking: the account that made it, or a guest with its reference and e-mail. Anyone
// else, however they guess, finds nothing and learns nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { BOOKING, CONFIRM, CREATE, HOLD, MY_BOOKINGS, RELEASE, daysAhead, guest, key, mutate, signIn } from './bookings-support.js';
import { venueOpenAt } from '../support/opening-hours.js';

const suite = apiSuite();
let traveller: string;
let stranger: string;
beforeAll(async () => {
  traveller = await signIn(suite.env, 'traveller@example.com');
  stranger = await signIn(suite.env, 'restaurants@example.com');
});

const as = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function aVenue() {
  const { rows } = await suite.db.query(
    `select id from leisure_venue where active and capacity >= 100 and ${venueOpenAt('20:00')} and ${venueOpenAt('21:00')} order by id desc limit 1`,
  );
  return String(rows[0].id);
}

describe('reading bookings', () => {
  it("lists the viewer's own bookings only; a stranger cannot read or change them", async () => {
    const leisure = { venueId: await aVenue(), date: daysAhead(45), time: '21:00', guests: 2 };
    const mine = (await mutate(suite.env, CREATE, { idempotencyKey: key(), leisure }, traveller)).booking!;
    expect(mine).toMatchObject({ email: 'traveller@example.com', contactName: 'Amani Mugisha' });
    const held = (await mutate(suite.env, HOLD, { idempotencyKey: key(), leisure }, traveller)).booking!;

    const own = (await suite.env.graphql(MY_BOOKINGS, {}, as(traveller))).data!.myBookings as Array<{
      id: string;
      listing: { __typename: string; id: string; name: string };
    }>;
    expect(own.map((b) => b.id)).toEqual(expect.arrayContaining([mine.id, held.id]));
    expect(own.find((b) => b.id === mine.id)!.listing).toMatchObject({ __typename: 'LeisureVenue', id: leisure.venueId, name: mine.listingName });
    const theirs = (await suite.env.graphql(MY_BOOKINGS, {}, as(stranger))).data!.myBookings as Array<{ id: string }>;
    expect(theirs.map((b) => b.id)).not.toContain(mine.id);

    expect((await suite.env.graphql(BOOKING, { reference: mine.reference }, as(traveller))).data!.booking.id).toBe(mine.id);
    for (const [token, email] of [
      [stranger, undefined],
      [stranger, 'traveller@example.com'],
      [undefined, 'traveller@example.com'],
      [undefined, undefined],
    ] as const) {
      const read = await suite.env.graphql(BOOKING, { reference: mine.reference, email }, as(token));
      expect(read).toEqual({ data: { booking: null } });
    }

    const release = await mutate(suite.env, RELEASE, { reference: held.reference, email: 'traveller@example.com' }, stranger);
    expect(release).toEqual({ booking: null, userErrors: [{ code: 'NOT_FOUND', field: 'reference', message: 'Booking not found' }] });
    const confirm = await mutate(suite.env, CONFIRM, { idempotencyKey: key(), reference: held.reference }, stranger);
    expect(confirm.userErrors[0]?.code).toBe('NOT_FOUND');
    const { rows } = await suite.db.query('select status from booking where id = $1', [held.id]);
    expect(rows[0].status).toBe('held');
  });

  it('opens a guest booking with its reference and e-mail only', async () => {
    const contact = guest('guest-read');
    const booking = (
      await mutate(suite.env, CREATE, { idempotencyKey: key(), contact, leisure: { venueId: await aVenue(), date: daysAhead(46), time: '20:00', guests: 3 } })
    ).booking!;
    const read = (email?: string, token?: string) => suite.env.graphql(BOOKING, { reference: booking.reference.toLowerCase(), email }, as(token));
    expect((await read(contact.email.toUpperCase())).data!.booking).toMatchObject({ id: booking.id, partySize: 3 });
    expect((await read('someone@example.org')).data!.booking).toBeNull();
    expect((await read(undefined, stranger)).data!.booking).toBeNull();
    expect((await suite.env.graphql(BOOKING, { reference: 'JA-GUESS-ABCDEFGH', email: contact.email })).data!.booking).toBeNull();
  });

  it('attaches a guest booking to the account of its e-mail, and to no other', async () => {
    const ATTACH = `mutation BookingAttach($reference: String!) { bookingAttach(reference: $reference) { booking { id loyaltyPoints } userErrors { code } } }`;
    const booking = (
      await mutate(suite.env, CREATE, {
        idempotencyKey: key(),
        contact: { name: 'Kwame', email: 'SubAdmin@example.com' },
        leisure: { venueId: await aVenue(), date: daysAhead(48), time: '20:00', guests: 4 },
      })
    ).booking!;
    const owner = await signIn(suite.env, 'subadmin@example.com');
    const listed = async (token: string) => ((await suite.env.graphql(MY_BOOKINGS, {}, as(token))).data!.myBookings as Array<{ id: string }>).map((b) => b.id);
    expect(await listed(owner)).not.toContain(booking.id);

    expect((await suite.env.graphql(ATTACH, { reference: booking.reference }, as(traveller))).data!.bookingAttach.userErrors).toEqual([{ code: 'NOT_FOUND' }]);
    const attached = (await suite.env.graphql(ATTACH, { reference: booking.reference }, as(owner))).data!.bookingAttach;
    expect(attached).toMatchObject({ userErrors: [], booking: { id: booking.id, loyaltyPoints: Math.floor(booking.total.minor / 1000) } });
    expect(await listed(owner)).toContain(booking.id);
    expect((await suite.env.graphql(ATTACH, { reference: booking.reference }, as(owner))).data!.bookingAttach.userErrors).toEqual([{ code: 'NOT_FOUND' }]);
  });

  it('needs a session for myBookings', async () => {
    const anonymous = await suite.env.graphql(MY_BOOKINGS);
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
