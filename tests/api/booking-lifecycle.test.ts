// The booking lifecycle is one state machine whoever moves it: a paid stay cancelled by its traveller, by the hotel's
// partner and by the back office leaves the same traces (claims freed, points reversed, the money refunded, the
// outcome kept, both sides told through the outbox), and a second cancellation is refused alike on each path.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { card } from './after-booking-support.js';
import { type Caller, data, demo, ownHotel, tokensOf } from './admin-support.js';
import { CREATE, daysAhead, expectCountersConsistent, key, mutate } from './bookings-support.js';

const suite = apiSuite();
let tokens: Record<Caller, string | null>;
beforeAll(async () => {
  tokens = await tokensOf(suite.env);
});

const TRAVELLER_CANCEL = `mutation BookingCancel($input: BookingCancelInput!) { bookingCancel(input: $input) { booking { id status } userErrors { code field message } } }`;
const PARTNER_CANCEL = `mutation PartnerBookingCancel($id: ID!, $reason: String!) { partnerBookingCancel(id: $id, reason: $reason) { booking { id status } userErrors { code field message } } }`;
const ADMIN_CANCEL = `mutation AdminBookingCancel($input: AdminBookingCancelInput!) { adminBookingCancel(input: $input) { booking { id status } userErrors { code field message } } }`;

type Booked = { id: string; reference: string; total: { minor: number } };

/** Each way a booking is cancelled: who asks, and the payload of the answer. */
const paths: Record<
  'traveller' | 'partner' | 'support',
  (booking: Booked) => Promise<{ userErrors: Array<{ code: string; field: string | null; message: string }> }>
> = {
  traveller: async (booking) => (await data(suite.env, tokens.traveller, TRAVELLER_CANCEL, { input: { reference: booking.reference } })).bookingCancel,
  partner: async (booking) =>
    (await data(suite.env, tokens.hotelManager, PARTNER_CANCEL, { id: booking.id, reason: 'The roof is being mended' })).partnerBookingCancel,
  support: async (booking) =>
    (await data(suite.env, tokens.admin, ADMIN_CANCEL, { input: { bookingId: booking.id, reason: 'The traveller phoned us' } })).adminBookingCancel,
};

/** What a cancellation left behind, in words that do not depend on who asked. */
async function traces(booking: Booked) {
  const { rows } = await suite.db.query(
    `select b.status, b.hold_expires_at, b.details->'cancellation'->>'outcome' as outcome, (b.details->'cancellation'->>'refundMinor')::int as refund_minor,
      (select count(*)::int from inventory_claim c where c.booking_id = b.id and c.released_at is null) as live_claims,
      (select json_agg(json_build_object('kind', l.kind, 'points', l.points) order by l.id) from loyalty_entry l where l.booking_id = b.id) as points,
      (select json_agg(json_build_object('to', case when m.recipient = b.email then 'traveller' else m.recipient end, 'template', m.template)
        order by m.template) from email_outbox m where m.text like '%' || b.reference || '%') as mails
    from booking b where b.id = $1`,
    [booking.id],
  );
  return rows[0];
}

describe('one lifecycle for travellers, partners and the back office', () => {
  it('cancels a paid stay with the same side effects on every path, and refuses a second cancellation alike', async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const booked: Record<string, Booked> = {};
    for (const [index, by] of Object.keys(paths).entries()) {
      const stay = {
        hotelId: hotel.id,
        roomTypeId: hotel.roomTypeId,
        checkIn: daysAhead(170 + index * 3),
        checkOut: daysAhead(172 + index * 3),
        rooms: 1,
        guests: 2,
      };
      const payload = await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel: stay, payment: card }, tokens.traveller!);
      expect(payload.userErrors).toEqual([]);
      booked[by] = payload.booking as Booked;
    }
    for (const [by, cancel] of Object.entries(paths)) expect((await cancel(booked[by]!)).userErrors, by).toEqual([]);

    for (const booking of Object.values(booked)) {
      const points = Math.floor(booking.total.minor / 1000);
      expect(await traces(booking)).toEqual({
        status: 'cancelled',
        hold_expires_at: null,
        outcome: 'full',
        refund_minor: booking.total.minor,
        live_claims: 0,
        points: [
          { kind: 'earned', points },
          { kind: 'reversed', points: -points },
        ],
        mails: [
          { to: 'traveller', template: 'booking-cancelled' },
          { to: 'traveller', template: 'booking-confirmed' },
          { to: demo.hotelManager, template: 'partner-booking' },
          { to: demo.hotelManager, template: 'partner-booking-cancelled' },
        ],
      });
    }
    await expectCountersConsistent(suite.db);

    const again = Object.fromEntries(await Promise.all(Object.entries(paths).map(async ([by, cancel]) => [by, (await cancel(booked[by]!)).userErrors])));
    expect(again).toEqual({
      traveller: [{ code: 'BAD_USER_INPUT', field: 'reference', message: 'This booking is already cancelled.' }],
      partner: [{ code: 'BAD_USER_INPUT', field: 'id', message: 'This booking is already cancelled.' }],
      support: [{ code: 'BAD_USER_INPUT', field: 'reference', message: 'This booking is already cancelled.' }],
    });
  });
});
