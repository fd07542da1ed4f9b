// Issue 25, items 4 and 8: what is shown is what is charged and what is allowed. A closed night stays closed
// whatever its counter says, the estimate is the charge, and opening hours and hidden listings hold at hold and
// at confirm.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CONFIRM, CREATE, HOLD, RELEASE, daysAhead, guest, key, mutate, signIn } from './bookings-support.js';
import { hotelManagerApi, stay } from './partner-hotel-support.js';

const suite = apiSuite();
const { graphql, ownHotelId, newRoomType } = hotelManagerApi(suite);

const NIGHTS = `mutation ($input: RoomNightsUpdateInput!) { roomNightsUpdate(input: $input) { nights { night closed booked } userErrors { code field message } } }`;
const AVAILABILITY = `query ($hotelId: ID!, $checkIn: String!, $checkOut: String!) {
  hotelAvailability(hotelId: $hotelId, checkIn: $checkIn, checkOut: $checkOut) { roomTypeId unitsLeft pricePerNight { amount } stayPrice { amount } stayTotal { amount } } }`;
const HIDE = `mutation ($kind: AdminListingKind!, $id: ID!, $active: Boolean!) {
  adminListingStatusSet(kind: $kind, id: $id, active: $active) { listing { id active } userErrors { code field message } } }`;

async function roomLeft(hotelId: string, roomTypeId: string, checkIn: string, checkOut: string) {
  const result = await suite.env.graphql(AVAILABILITY, { hotelId, checkIn, checkOut });
  expect(result.errors).toBeUndefined();
  return (result.data!.hotelAvailability as Array<Record<string, any>>).find((room) => room.roomTypeId === roomTypeId)!;
}

/** A stay to hold: the checkout's last step carries no payment. */
function holdOf(hotelId: string, roomTypeId: string, checkIn: string, checkOut: string) {
  const { payment: _payment, ...request } = stay(hotelId, roomTypeId, checkIn, checkOut);
  return request;
}

const liveClaims = async (reference: string) =>
  (
    await suite.db.query(
      `select count(*)::int as n from inventory_claim c join booking b on b.id = c.booking_id where b.reference = $1 and c.released_at is null`,
      [reference],
    )
  ).rows[0].n as number;

describe('abuse: shown = charged = allowed', () => {
  it('a closed night stays closed after a claim on it is released (item 4)', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId);
    const [checkIn, checkOut] = [daysAhead(160), daysAhead(161)];
    const held = await mutate(suite.env, HOLD, holdOf(hotelId, room.id, checkIn, checkOut));
    expect(held.userErrors).toEqual([]);
    const closed = await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: checkIn, to: checkIn, closed: true } });
    expect(closed.data!.roomNightsUpdate.nights).toEqual([expect.objectContaining({ closed: true, booked: 1 })]);
    const released = await mutate(suite.env, RELEASE, { reference: held.booking!.reference, email: held.booking!.email });
    expect(released.userErrors).toEqual([]);

    expect((await roomLeft(hotelId, room.id, checkIn, checkOut)).unitsLeft).toBe(0);
    const again = await mutate(suite.env, CREATE, stay(hotelId, room.id, checkIn, checkOut));
    expect(again.booking).toBeNull();
    expect(again.userErrors[0]!.code).toBe('UNAVAILABLE');
    const hold = await mutate(suite.env, HOLD, holdOf(hotelId, room.id, checkIn, checkOut));
    expect(hold.userErrors[0]!.code).toBe('UNAVAILABLE');

    // Reopened, the night sells again, up to the room count.
    await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: checkIn, to: checkIn, closed: false } });
    expect((await roomLeft(hotelId, room.id, checkIn, checkOut)).unitsLeft).toBe(2);
    expect((await mutate(suite.env, CREATE, stay(hotelId, room.id, checkIn, checkOut))).booking!.status).toBe('CONFIRMED');
  });

  it('a hold taken before its night was closed is not confirmed, and its room goes back (item 4, at confirm)', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId);
    const [checkIn, checkOut] = [daysAhead(162), daysAhead(164)];
    const held = await mutate(suite.env, HOLD, holdOf(hotelId, room.id, checkIn, checkOut));
    await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: daysAhead(163), to: daysAhead(163), closed: true } });

    const confirmed = await mutate(suite.env, CONFIRM, {
      idempotencyKey: key(),
      reference: held.booking!.reference,
      email: held.booking!.email,
      payment: { method: 'PAY_AT_VENUE' },
    });
    expect(confirmed.booking).toBeNull();
    expect(confirmed.userErrors[0]).toMatchObject({ code: 'UNAVAILABLE' });
    expect(await liveClaims(held.booking!.reference)).toBe(0);
    const { rows } = await suite.db.query('select status from booking where reference = $1', [held.booking!.reference]);
    expect(rows[0].status).toBe('cancelled');
  });

  it("the stay's estimate is the price charged once the hotel set a nightly rate (item 8)", async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId, 300);
    const [checkIn, checkOut] = [daysAhead(170), daysAhead(172)];
    await graphql(owner, NIGHTS, { input: { roomTypeId: room.id, from: checkIn, to: daysAhead(171), price: 420 } });

    const shown = await roomLeft(hotelId, room.id, checkIn, checkOut);
    const booked = await mutate(suite.env, CREATE, stay(hotelId, room.id, checkIn, checkOut));
    // Two nights at 420, then the spec's 10 % taxes and fees: the estimate shown is the charge.
    expect(booked.booking!.total.amount).toBe(924);
    expect(shown.stayPrice.amount).toBe(840);
    expect(shown.stayTotal.amount).toBe(booked.booking!.total.amount);
    expect(shown.pricePerNight.amount).toBe(420);
  });

  it('a restaurant or venue is booked only while it is open (item 8)', async () => {
    const { rows } = await suite.db.query(
      `update restaurant set opening_hours = (select jsonb_agg(jsonb_build_object('weekday', day, 'opens', '12:00', 'closes', '23:00'))
         from unnest(array['monday','tuesday','wednesday','thursday','friday','saturday','sunday']) as day)
       where id = (select restaurant_id from restaurant_table order by restaurant_id limit 1) returning id`,
    );
    const restaurantId = String(rows[0].id);
    const table = (time: string) => ({ idempotencyKey: key(), contact: guest('hours'), restaurant: { restaurantId, date: daysAhead(30), time, partySize: 2 } });
    for (const document of [HOLD, CREATE]) {
      const early = await mutate(suite.env, document, table('09:00'));
      expect(early.booking).toBeNull();
      expect(early.userErrors[0]).toMatchObject({ code: 'OUTSIDE_OPENING_HOURS', field: 'restaurant.time' });
    }
    expect((await mutate(suite.env, CREATE, table('12:30'))).booking!.status).toBe('CONFIRMED');

    const venue = await suite.db.query(
      `update leisure_venue set open_time = '20:00', close_time = '03:00' where id = (select min(id) from leisure_venue where active) returning id`,
    );
    const night = (time: string) => ({
      idempotencyKey: key(),
      contact: guest('venue'),
      leisure: { venueId: String(venue.rows[0].id), date: daysAhead(31), time, guests: 2 },
    });
    const morning = await mutate(suite.env, CREATE, night('10:00'));
    expect(morning.userErrors[0]).toMatchObject({ code: 'OUTSIDE_OPENING_HOURS', field: 'leisure.time' });
    expect((await mutate(suite.env, CREATE, night('01:30'))).booking!.status).toBe('CONFIRMED');
    expect((await mutate(suite.env, CREATE, night('21:00'))).booking!.status).toBe('CONFIRMED');
  });

  it('a bar open from 12:30 until midnight takes no booking at 03:00 or at midnight, held or booked (issue 29)', async () => {
    const venue = await suite.db.query(
      `update leisure_venue set open_time = '12:30', close_time = '00:00' where id = (select max(id) from leisure_venue where active) returning id`,
    );
    const at = (time: string) => ({
      idempotencyKey: key(),
      contact: guest('bar'),
      leisure: { venueId: String(venue.rows[0].id), date: daysAhead(32), time, guests: 2 },
    });
    for (const document of [HOLD, CREATE])
      for (const time of ['03:00', '00:00', '12:00']) {
        const refused = await mutate(suite.env, document, at(time));
        expect(refused.booking, time).toBeNull();
        expect(refused.userErrors[0], time).toMatchObject({ code: 'OUTSIDE_OPENING_HOURS', field: 'leisure.time' });
      }
    expect((await mutate(suite.env, CREATE, at('23:30'))).booking!.status).toBe('CONFIRMED');
    expect((await mutate(suite.env, CREATE, at('12:30'))).booking!.status).toBe('CONFIRMED');
  });

  it('a hold on a listing the admin hid is not confirmed, and its room goes back (item 8)', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const admin = await signIn(suite.env, 'admin@example.com');
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId);
    const held = await mutate(suite.env, HOLD, holdOf(hotelId, room.id, daysAhead(180), daysAhead(181)));
    const hidden = await suite.env.graphql(HIDE, { kind: 'HOTELS', id: hotelId, active: false }, { authorization: `Bearer ${admin}` });
    expect(hidden.data!.adminListingStatusSet.userErrors).toEqual([]);
    try {
      const confirmed = await mutate(suite.env, CONFIRM, {
        idempotencyKey: key(),
        reference: held.booking!.reference,
        email: held.booking!.email,
        payment: { method: 'PAY_AT_VENUE' },
      });
      expect(confirmed.booking).toBeNull();
      expect(confirmed.userErrors[0]).toMatchObject({ code: 'UNAVAILABLE' });
      expect(await liveClaims(held.booking!.reference)).toBe(0);
    } finally {
      await suite.env.graphql(HIDE, { kind: 'HOTELS', id: hotelId, active: true }, { authorization: `Bearer ${admin}` });
    }
  });
});
