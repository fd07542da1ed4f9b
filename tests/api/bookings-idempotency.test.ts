// Idempotency keys: a retried (or doubled) request returns the first booking; the key with another request is refused.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, HOLD, bookingCount, concurrently, daysAhead, guest, key, mutate, signIn } from './bookings-support.js';

const suite = apiSuite();

async function aHotel(offset: number) {
  const { rows } = await suite.db.query(
    `select h.id from hotel h where h.active and exists (select 1 from hotel_room_type rt where rt.hotel_id = h.id and rt.units >= 3)
    order by h.id offset $1 limit 1`,
    [offset],
  );
  return String(rows[0].id);
}

describe('idempotency keys', () => {
  it('return the same booking for the same request, once in the database', async () => {
    const traveller = guest('idem');
    const input = {
      idempotencyKey: key(),
      contact: traveller,
      hotel: { hotelId: await aHotel(5), checkIn: daysAhead(120), checkOut: daysAhead(123), rooms: 1, guests: 2 },
    };
    const first = await mutate(suite.env, CREATE, input);
    const retry = await mutate(suite.env, CREATE, input);
    expect(first.userErrors).toEqual([]);
    expect(retry).toEqual(first);
    expect(await bookingCount(suite.db, 'email = $1', [traveller.email])).toBe(1);
  });

  it('return the first booking even when the listing could no longer be booked', async () => {
    const traveller = guest('idem-closed');
    const hotelId = await aHotel(6);
    const input = { idempotencyKey: key(), contact: traveller, hotel: { hotelId, checkIn: daysAhead(124), checkOut: daysAhead(126), rooms: 1, guests: 2 } };
    const first = await mutate(suite.env, CREATE, input);
    await suite.db.query('update hotel set active = false where id = $1', [hotelId]);
    try {
      const retry = await mutate(suite.env, CREATE, input);
      const fresh = await mutate(suite.env, CREATE, { ...input, idempotencyKey: key() });
      expect(first.userErrors).toEqual([]);
      expect(retry).toEqual(first);
      expect(fresh.booking).toBeNull();
      expect(fresh.userErrors.map((error) => error.code)).toEqual(['NOT_FOUND']);
    } finally {
      await suite.db.query('update hotel set active = true where id = $1', [hotelId]);
    }
  });

  it('make eight simultaneous copies of one request one booking', async () => {
    const traveller = guest('double-click');
    const input = { idempotencyKey: key(), contact: traveller, tour: await aTourPlace() };
    const answers = await concurrently(8, () => mutate(suite.env, CREATE, input));
    expect(new Set(answers.map((answer) => answer.booking?.id)).size).toBe(1);
    expect(answers.every((answer) => answer.userErrors.length === 0)).toBe(true);
    expect(await bookingCount(suite.db, 'email = $1', [traveller.email])).toBe(1);
  });

  it('refuse the same key with another request, or for another operation', async () => {
    const traveller = guest('reuse');
    const hotel = { hotelId: await aHotel(6), checkIn: daysAhead(125), checkOut: daysAhead(126), rooms: 1, guests: 1 };
    const idempotencyKey = key();
    await mutate(suite.env, CREATE, { idempotencyKey, contact: traveller, hotel });
    const other = await mutate(suite.env, CREATE, { idempotencyKey, contact: traveller, hotel: { ...hotel, guests: 2 } });
    expect(other).toEqual({
      booking: null,
      userErrors: [{ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey', message: expect.stringMatching(/different request/) }],
    });
    const asHold = await mutate(suite.env, HOLD, { idempotencyKey, contact: traveller, hotel });
    expect(asHold.userErrors[0]?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await bookingCount(suite.db, 'email = $1', [traveller.email])).toBe(1);
  });

  it('belong to one account: another account using the same key books for itself', async () => {
    const idempotencyKey = key();
    const hotel = { hotelId: await aHotel(7), checkIn: daysAhead(127), checkOut: daysAhead(128), rooms: 1, guests: 1 };
    const mine = await mutate(suite.env, CREATE, { idempotencyKey, hotel }, await signIn(suite.env, 'traveller@example.com'));
    const theirs = await mutate(suite.env, CREATE, { idempotencyKey, hotel }, await signIn(suite.env, 'subadmin@example.com'));
    expect(mine.booking!.id).not.toBe(theirs.booking!.id);
    expect(theirs.booking!.email).toBe('subadmin@example.com');
  });

  it('must look like a key', async () => {
    const answer = await mutate(suite.env, CREATE, {
      idempotencyKey: 'abc',
      contact: guest(),
      hotel: { hotelId: await aHotel(5), checkIn: daysAhead(120), checkOut: daysAhead(121) },
    });
    expect(answer.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  });
});

async function aTourPlace() {
  const { rows } = await suite.db.query(`select d.tour_id, d.departs_on::text as date from tour_departure d join tour t on t.id = d.tour_id
    where t.active and d.departs_on > current_date + 3 and d.capacity - d.booked >= 4 order by d.id desc offset 5 limit 1`);
  return { tourId: String(rows[0].tour_id), date: rows[0].date, partySize: 2, addOns: ['photo'] };
}
