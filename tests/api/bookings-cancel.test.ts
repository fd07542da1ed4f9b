// Cancellation under the policy of spec §9: the units are free again at once, and the refund follows the rule.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { BOOKING_FIELDS, CREATE, bookingCount, daysAhead, guest, key, mutate, signIn } from './bookings-support.js';
import { restaurantOpenAt, venueOpenAt } from '../support/opening-hours.js';

const CANCEL = `mutation BookingCancel($input: BookingCancelInput!) { bookingCancel(input: $input) {
  booking { ${BOOKING_FIELDS} cancellation { policyCase outcome reason refund { minor } cancelledAt } } userErrors { code field message } } }`;
const LOYALTY = `query MyLoyalty { myLoyalty { points entries { kind points } } }`;
const QUOTE = `query CancellationQuote($reference: String!, $email: String) { booking(reference: $reference, email: $email) {
  cancellationQuote { policyCase outcome reason refund { minor } pointsReversed } } }`;
const card = { method: 'TEST_CARD', cardNumber: '4242424242424242' };
const suite = apiSuite();

describe('bookingCancel', () => {
  it('refunds a paid stay cancelled in time and frees its room', async () => {
    const token = await signIn(suite.env, 'tours@example.com');
    const { rows } = await suite.db.query(
      `select rt.id, rt.hotel_id from hotel_room_type rt join hotel h on h.id = rt.hotel_id where h.active and rt.units = 1 order by rt.id desc limit 1`,
    );
    const hotel = { hotelId: String(rows[0].hotel_id), roomTypeId: String(rows[0].id), checkIn: daysAhead(160), checkOut: daysAhead(162), rooms: 1, guests: 1 };
    const loyalty = async () =>
      (await suite.env.graphql(LOYALTY, {}, { authorization: `Bearer ${token}` })).data!.myLoyalty as {
        points: number;
        entries: Array<{ kind: string; points: number }>;
      };
    const before = (await loyalty()).points;
    const booked = (await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel, payment: card }, token)).booking!;
    // Spec §1: 10% of the booking in points, a point per dollar.
    const points = Math.floor(booked.total.minor / 1000);
    expect(booked.loyaltyPoints).toBe(points);
    expect((await loyalty()).points).toBe(before + points);
    expect((await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest(), hotel })).userErrors[0]?.code).toBe('UNAVAILABLE');

    const quote = async () =>
      (await suite.env.graphql(QUOTE, { reference: booked.reference }, { authorization: `Bearer ${token}` })).data!.booking.cancellationQuote;
    // Told before confirming: what the cancellation then does.
    expect(await quote()).toEqual({
      policyCase: 'hotelStandard',
      outcome: 'full',
      reason: 'inNotice',
      refund: { minor: booked.total.minor },
      pointsReversed: points,
    });
    const cancelled = await mutate(suite.env, CANCEL, { reference: booked.reference }, token);
    expect(cancelled.userErrors).toEqual([]);
    expect(cancelled.booking).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'PAID',
      cancellation: { policyCase: 'hotelStandard', outcome: 'full', reason: 'inNotice', refund: { minor: booked.total.minor } },
    });
    expect((await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest(), hotel })).userErrors).toEqual([]);
    const after = await loyalty();
    expect(after.points).toBe(before);
    expect(after.entries.slice(0, 2)).toEqual([
      { kind: 'REVERSED', points: -points },
      { kind: 'EARNED', points },
    ]);

    expect(await quote()).toBeNull();
    const again = await mutate(suite.env, CANCEL, { reference: booked.reference }, token);
    expect(again.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', message: 'This booking is already cancelled.' });
  });

  it('keeps the money of a multi-day safari cancelled inside its notice, but frees the places', async () => {
    const { rows } = await suite.db.query(`select d.id, d.tour_id, d.departs_on::text as date from tour_departure d join tour t on t.id = d.tour_id
      where t.active and t.duration_days > 1 and t.name !~* 'gorilla' and d.departs_on between current_date + 3 and current_date + 12 and d.capacity - d.booked >= 2 order by d.id limit 1`);
    const contact = guest('late');
    const booked = (
      await mutate(suite.env, CREATE, {
        idempotencyKey: key(),
        contact,
        tour: { tourId: String(rows[0].tour_id), date: rows[0].date, partySize: 2 },
        payment: card,
      })
    ).booking!;
    const placesBefore = (await suite.db.query('select booked from tour_departure where id = $1', [rows[0].id])).rows[0].booked;
    // Confirmed days ago: the free window after confirmation is over.
    await suite.db.query(`update booking set confirmed_at = now() - interval '3 days' where id = $1`, [booked.id]);
    const quote = (await suite.env.graphql(QUOTE, { reference: booked.reference, email: contact.email })).data!.booking.cancellationQuote;
    expect(quote).toEqual({ policyCase: 'tourMultiDaySafari', outcome: 'none', reason: 'lateNotice', refund: { minor: 0 }, pointsReversed: 0 });
    const cancelled = await mutate(suite.env, CANCEL, { reference: booked.reference, email: contact.email });
    expect(cancelled.booking).toMatchObject({
      status: 'CANCELLED',
      cancellation: { policyCase: 'tourMultiDaySafari', outcome: 'none', reason: 'lateNotice', refund: { minor: 0 } },
    });
    expect((await suite.db.query('select booked from tour_departure where id = $1', [rows[0].id])).rows[0].booked).toBe(placesBefore - 2);
  });

  it('is refused to anyone but the booker', async () => {
    const contact = guest('mine');
    const { rows } = await suite.db.query(
      `select id from leisure_venue where active and capacity >= 100 and ${venueOpenAt('22:00')} order by id desc offset 2 limit 1`,
    );
    const booked = (
      await mutate(suite.env, CREATE, {
        idempotencyKey: key(),
        contact,
        leisure: { venueId: String(rows[0].id), date: daysAhead(47), time: '22:00', guests: 2 },
      })
    ).booking!;
    for (const input of [{ reference: booked.reference }, { reference: booked.reference, email: 'other@example.org' }]) {
      const refused = await mutate(suite.env, CANCEL, input, await signIn(suite.env, 'admin@example.com'));
      expect(refused).toEqual({ booking: null, userErrors: [{ code: 'NOT_FOUND', field: 'reference', message: 'Booking not found' }] });
    }
    expect(await bookingCount(suite.db, `email = $1 and status = 'confirmed'`, [contact.email])).toBe(1);
  });
});

describe('DELETE /api/user/bookings/:id', () => {
  it("cancels the viewer's own booking; another account's is not found", async () => {
    const token = await signIn(suite.env, 'restaurants@example.com');
    const { rows } = await suite.db.query(
      `select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id where r.active and ${restaurantOpenAt('20:00')} and t.seats >= 2 order by t.id desc offset 30 limit 1`,
    );
    const booked = (
      await mutate(
        suite.env,
        CREATE,
        {
          idempotencyKey: key(),
          restaurant: { restaurantId: String(rows[0].restaurant_id), tableId: String(rows[0].id), date: daysAhead(35), time: '20:00', partySize: 2 },
        },
        token,
      )
    ).booking!;
    const headers = (bearer: string) => ({ authorization: `Bearer ${bearer}`, 'x-requested-with': 'XMLHttpRequest' });
    const stranger = await suite.env.request(`/api/user/bookings/${booked.id}`, {
      method: 'DELETE',
      headers: headers(await signIn(suite.env, 'leisure@example.com')),
    });
    expect(stranger.status).toBe(404);
    const response = await suite.env.request(`/api/user/bookings/${booked.id}`, { method: 'DELETE', headers: headers(token) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: 'Booking cancelled',
      refund_outcome: 'full',
      refund_amount: 0,
      booking: { id: booked.id, status: 'cancelled' },
    });
  });
});
