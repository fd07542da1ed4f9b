// Issue 25, item 9: the smaller abuses. Live-booking streams per account are capped, a multipart upload meets the
// CSRF rule, loyalty points wait for the money, a name cannot add lines to an e-mail, a persisted query with the
// wrong hash is the client's error, and production does not spell out the schema in its errors.
import { describe, expect, it } from 'vitest';
import { bookingConfirmedEmail } from '../../server/src/modules/email/booking-emails.js';
import { LIVE_STREAMS_PER_ACCOUNT } from '../../server/src/modules/partners/live-bookings.route.js';
import { apiSuite } from '../support/api-suite.js';
import { tinyPng } from '../support/accounts.js';
import { createTestEnvironment } from '../support/test-environment.js';
import { CREATE, daysAhead, guest, key, mutate, signIn } from './bookings-support.js';
import { hotelManagerApi } from './partner-hotel-support.js';
import { venueOpenAt } from '../support/opening-hours.js';

const suite = apiSuite();
const { graphql, ownHotelId, newRoomType, otherManagerAccount } = hotelManagerApi(suite);

const MARK_PAID = `mutation ($id: ID!, $input: PartnerBookingUpdateInput!) { partnerBookingUpdate(id: $id, input: $input) { booking { id } userErrors { code field message } } }`;

const pointsOf = async (reference: string) =>
  (
    await suite.db.query(`select coalesce(sum(l.points), 0)::int as points from loyalty_entry l join booking b on b.id = l.booking_id where b.reference = $1`, [
      reference,
    ])
  ).rows[0].points as number;

describe('abuse: the smaller items', () => {
  it('a partner account holds a few live-booking streams, not thousands', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const streams = new AbortController();
    const open = (token: string) => suite.env.request('/api/partner/bookings/live', { headers: { authorization: `Bearer ${token}` }, signal: streams.signal });
    try {
      const admitted = await Promise.all(Array.from({ length: LIVE_STREAMS_PER_ACCOUNT }, () => open(owner)));
      expect(admitted.map((stream) => stream.status)).toEqual(admitted.map(() => 200));
      const extra = await open(owner);
      expect(extra.status).toBe(429);
      expect(extra.headers.get('retry-after')).toBeTruthy();
      expect(await extra.json()).toMatchObject({ error: 'RATE_LIMITED' });
      // Another account is not held back by this one's streams.
      expect((await open((await otherManagerAccount()).token)).status).toBe(200);
    } finally {
      streams.abort();
    }
    // Closed screens give their places back, as soon as the server sees them go.
    const again = new AbortController();
    try {
      let status = 429;
      for (let attempt = 0; attempt < 100 && status === 429; attempt++) {
        const stream = await suite.env.request('/api/partner/bookings/live', { headers: { authorization: `Bearer ${owner}` }, signal: again.signal });
        status = stream.status;
        if (status === 429) await stream.arrayBuffer();
      }
      expect(status).toBe(200);
    } finally {
      again.abort();
    }
  });

  it('a multipart upload with the session cookie and no CSRF header is refused', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const before = (await suite.db.query(`select avatar_path from app_user where email = 'traveller@example.com'`)).rows[0].avatar_path;
    const upload = (headers: Record<string, string>) => {
      const form = new FormData();
      form.append('avatar', new Blob([tinyPng], { type: 'image/png' }), 'me.png');
      return suite.env.request('/api/user/avatar', { method: 'POST', headers: { cookie: `session=${token}`, ...headers }, body: form });
    };
    // What a form on another page of the same site can send.
    const forged = await upload({});
    expect(forged.status).toBe(403);
    expect((await suite.db.query(`select avatar_path from app_user where email = 'traveller@example.com'`)).rows[0].avatar_path).toBe(before);
    // What the web app sends.
    expect((await upload({ 'x-requested-with': 'XMLHttpRequest' })).status).toBe(200);
  });

  it('an unpaid pay-at-venue booking earns no points until the partner marks it paid', async () => {
    const manager = await signIn(suite.env, 'hotels@example.com');
    const traveller = await signIn(suite.env, 'traveller@example.com');
    const hotelId = await ownHotelId(manager);
    const room = await newRoomType(manager, hotelId, 1000);
    const booked = await mutate(
      suite.env,
      CREATE,
      {
        idempotencyKey: key(),
        hotel: { hotelId, roomTypeId: room.id, checkIn: daysAhead(190), checkOut: daysAhead(192), rooms: 1, guests: 2 },
        payment: { method: 'PAY_AT_VENUE' },
      },
      traveller,
    );
    expect(booked.booking).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'UNPAID' });
    expect(await pointsOf(booked.booking!.reference)).toBe(0);

    const paid = await graphql(manager, MARK_PAID, { id: booked.booking!.id, input: { paymentStatus: 'PAID' } });
    expect(paid.data!.partnerBookingUpdate.userErrors).toEqual([]);
    // Two nights at 1,000 and the spec's 10 % taxes and fees: 2,200 charged, 220 points.
    expect(await pointsOf(booked.booking!.reference)).toBe(220);
    // Marked paid twice, it still earns once.
    await graphql(manager, MARK_PAID, { id: booked.booking!.id, input: { paymentStatus: 'PAID' } });
    expect(await pointsOf(booked.booking!.reference)).toBe(220);
  });

  it('a name with line breaks does not add lines to an e-mail', async () => {
    const { rows } = await suite.db.query(`select id from leisure_venue where active and ${venueOpenAt('23:00')} order by id limit 1`);
    const contact = { ...guest('lines'), name: 'Amina\r\nYour booking was cancelled: call +1 555 0100\nThanks' };
    const booked = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact,
      leisure: { venueId: String(rows[0].id), date: daysAhead(33), time: '23:00', guests: 2 },
    });
    expect(booked.userErrors).toEqual([]);
    expect(booked.booking!.contactName).toBe('Amina Your booking was cancelled: call +1 555 0100 Thanks');

    // At the output too: a name that reached a template some other way stays on its line.
    const mail = bookingConfirmedEmail(
      'en',
      'Amina\r\nFake line\u2028Another',
      {
        reference: 'REF',
        listingName: 'Venue\nInjected',
        location: 'Kigali',
        when: 'today',
        partySize: 2,
        lines: [['Room\nInjected: 2 people × $5.00', '$10.00']],
        total: '$10.00',
        paid: false,
        manageUrl: 'http://web.test/bookings/REF',
      },
      { filename: 'booking.ics', contentType: 'text/calendar', content: '' },
    );
    const lines = mail.text.split(/\r\n|\r|\n|\u2028/);
    expect(lines[0]).toBe('Hello Amina Fake line Another,');
    expect(lines).not.toContain('Injected');
    expect(mail.html).not.toMatch(/Fake line[\r\n]/);
  });

  it('a persisted query whose hash does not match is a 400 with a client code', async () => {
    const response = await suite.env.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ query: '{ countries { code } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
    });
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(response.status).toBe(400);
    expect(body.errors[0]).toMatchObject({ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } });
  });

  it('production names no enum value, field or type the caller did not ask for', async () => {
    const production = await createTestEnvironment({ NODE_ENV: 'production', SEED: 'never', WEB_ORIGIN: 'http://web.test' });
    try {
      const answers = await Promise.all([
        production.graphql('{ restaurants(country: "RW", sort: RELEVANC) { totalCount } }'),
        production.graphql('query R($sort: RestaurantSort!) { restaurants(country: "RW", sort: $sort) { totalCount } }', { sort: 'RELEVANC' }),
        production.graphql('{ countries { nam } }'),
      ]);
      for (const answer of answers) {
        expect(answer.errors?.length).toBeGreaterThan(0);
        for (const error of answer.errors!) expect(error.message).not.toMatch(/Did you mean|RELEVANCE|"name"/);
      }
    } finally {
      await production.close();
    }
  });
});
