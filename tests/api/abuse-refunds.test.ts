// Abuse: a refund the cancellation policy does not give, taken by modifying instead of cancelling. A reduction is a
// partial cancellation: what goes back is what cancelling the part given up would refund at that notice, under the
// booking's first terms, and the quote shown before says so.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PaymentStatus, BookingStatus, BookingType, type Booking } from '../../server/src/modules/bookings/booking.entity.js';
import { cancellationOutcome, reductionRefund, termsAfterChange, termsOf } from '../../server/src/modules/bookings/booking-cancellation.js';
import { signedInActor } from '../support/actors.js';
import { apiSuite } from '../support/api-suite.js';
import { Role } from '../../server/src/modules/users/role.js';
import { CREATE, daysAhead, key, mutate } from './bookings-support.js';
import { CANCEL, MODIFY, bearer, card, moveBooking } from './after-booking-support.js';

const suite = apiSuite();

const QUOTE = `query BookingModifyPreview($input: BookingModifyPreviewInput!) { bookingModifyPreview(input: $input) {
  available newTotal { minor } difference { minor } refund { minor } policyCase refundOutcome refundReason } }`;

/** What went back to the traveller's card for a booking: its changes' refunds and its cancellation's. */
async function refunded(reference: string): Promise<number> {
  const { rows } = await suite.db.query(
    `select coalesce((select sum((m->>'refundMinor')::int) from jsonb_array_elements(details->'modifications') m), 0)::int
       + coalesce((details->'cancellation'->>'refundMinor')::int, 0) as minor from booking where reference = $1`,
    [reference],
  );
  return rows[0].minor;
}

/** A gorilla permit tour of the run's own (the seed has none), departing in 60 days with room for 8. */
async function aGorillaPermit(): Promise<{ tourId: string; date: string }> {
  const { rows: columns } = await suite.db.query(
    `select column_name from information_schema.columns where table_name = 'tour' and is_generated = 'NEVER'
       and column_name not in ('id', 'name') and coalesce(column_default, '') not like 'nextval%'`,
  );
  const list = columns.map((c) => `"${c.column_name}"`).join(', ');
  const { rows } = await suite.db.query(
    `insert into tour (name, ${list}) select $1, ${list} from tour where active and duration_days = 1 order by id limit 1 returning id`,
    [`Gorilla Trekking Permit ${randomUUID().slice(0, 6)}`],
  );
  const date = daysAhead(60);
  await suite.db.query(`insert into tour_departure (tour_id, departs_on, capacity) values ($1, $2, 8)`, [rows[0].id, date]);
  return { tourId: String(rows[0].id), date };
}

describe('bookingModify refunds a reduction as cancelling that part would', () => {
  it('gives nothing back for places cut from a non-refundable gorilla permit, and says so before', async () => {
    const traveller = await signedInActor(suite.env, suite.db, Role.USER, 'refund-gorilla');
    const permit = await aGorillaPermit();
    const booked = await mutate(suite.env, CREATE, { idempotencyKey: key(), tour: { ...permit, partySize: 6 }, payment: card }, traveller.token);
    expect(booked.userErrors).toEqual([]);
    const reference = booked.booking!.reference;
    const change = { partySize: 1 };
    const quote = (await suite.env.graphql(QUOTE, { input: { reference, change } }, bearer(traveller.token))).data!.bookingModifyPreview;
    expect(quote).toMatchObject({
      available: true,
      refund: { minor: 0 },
      policyCase: 'tourGorillaPermit',
      refundOutcome: 'none',
      refundReason: 'nonRefundable',
    });
    expect(quote.difference.minor).toBeLessThan(0);

    const modified = await mutate(suite.env, MODIFY, { idempotencyKey: key(), reference, change }, traveller.token);
    expect(modified.userErrors).toEqual([]);
    const cancelled = await mutate(suite.env, CANCEL, { reference }, traveller.token);
    expect(cancelled.userErrors).toEqual([]);
    expect(await refunded(reference)).toBe(0);
  });

  it('keeps a group booking under its group terms when it is cut to one room, whatever comes after', async () => {
    const traveller = await signedInActor(suite.env, suite.db, Role.USER, 'refund-group');
    const { rows } = await suite.db.query(
      `select rt.id, rt.hotel_id from hotel_room_type rt join hotel h on h.id = rt.hotel_id where h.active and rt.units >= 6 and rt.max_guests >= 2 order by rt.id desc limit 1`,
    );
    const hotel = {
      hotelId: String(rows[0].hotel_id),
      roomTypeId: String(rows[0].id),
      checkIn: daysAhead(290),
      checkOut: daysAhead(292),
      rooms: 5,
      guests: 10,
    };
    const booked = await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel, payment: card }, traveller.token);
    expect(booked.userErrors).toEqual([]);
    const reference = booked.booking!.reference;

    const quote = (await suite.env.graphql(QUOTE, { input: { reference, change: { rooms: 1, partySize: 2 } } }, bearer(traveller.token))).data!
      .bookingModifyPreview;
    expect(quote).toMatchObject({ refund: { minor: 0 }, policyCase: 'hotelGroup', refundOutcome: 'custom', refundReason: 'groupTerms' });
    expect((await mutate(suite.env, MODIFY, { idempotencyKey: key(), reference, change: { rooms: 1, partySize: 2 } }, traveller.token)).userErrors).toEqual([]);
    // One room now, but the terms it was taken under stay the group's: the rest is not refunded by cancelling either.
    expect((await mutate(suite.env, CANCEL, { reference }, traveller.token)).userErrors).toEqual([]);
    expect(await refunded(reference)).toBe(0);
  });

  it('gives back a reduction in full while cancelling would, and not after moving a late booking to later dates', async () => {
    const traveller = await signedInActor(suite.env, suite.db, Role.USER, 'refund-notice');
    const { rows } = await suite.db.query(
      `select rt.id, rt.hotel_id from hotel_room_type rt join hotel h on h.id = rt.hotel_id
       where h.active and rt.units >= 4 and rt.max_guests >= 2 order by rt.id desc limit 1 offset 1`,
    );
    const stay = (checkIn: number) => ({
      hotelId: String(rows[0].hotel_id),
      roomTypeId: String(rows[0].id),
      checkIn: daysAhead(checkIn),
      checkOut: daysAhead(checkIn + 2),
      rooms: 2,
      guests: 2,
    });
    const early = (await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel: stay(280), payment: card }, traveller.token)).booking!;
    const cut = await mutate(suite.env, MODIFY, { idempotencyKey: key(), reference: early.reference, change: { rooms: 1 } }, traveller.token);
    expect(cut.userErrors).toEqual([]);
    expect(await refunded(early.reference)).toBe(early.total.minor - cut.booking!.total.minor);

    // Past the free period (a day before check-in, confirmed long ago): moving the stay later keeps it past it.
    const late = (await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel: stay(283), payment: card }, traveller.token)).booking!;
    await moveBooking(suite.db, late.reference, 1, 2);
    await suite.db.query(`update booking set confirmed_at = now() - interval '10 days' where reference = $1`, [late.reference]);
    const moved = await mutate(
      suite.env,
      MODIFY,
      { idempotencyKey: key(), reference: late.reference, change: { startDate: daysAhead(284), endDate: daysAhead(285), rooms: 1 } },
      traveller.token,
    );
    expect(moved.userErrors).toEqual([]);
    expect((await mutate(suite.env, CANCEL, { reference: late.reference }, traveller.token)).userErrors).toEqual([]);
    expect(await refunded(late.reference)).toBe(0);
  });
});

describe('the refund rules, over random bookings and changes', () => {
  const HOUR = 3_600_000;
  const kinds = [
    { type: BookingType.HOTEL, listingName: 'Lake Kivu Lodge' },
    { type: BookingType.TOUR, listingName: 'Gorilla Trekking Permit' },
    { type: BookingType.TOUR, listingName: 'City Walk' },
    { type: BookingType.RESTAURANT, listingName: 'Heaven' },
    { type: BookingType.LEISURE, listingName: 'Rooftop' },
    { type: BookingType.TRANSPORT, listingName: 'Airport Transfer' },
  ];
  const step = fc.record({
    afterHours: fc.integer({ min: 0, max: 24 * 20 }),
    kind: fc.constantFrom('modify', 'cancel'),
    totalMinor: fc.integer({ min: 1_000, max: 2_000_000 }),
    startInHours: fc.integer({ min: 1, max: 24 * 30 }),
    units: fc.integer({ min: 1, max: 8 }),
  });

  it('never give back more in total than cancelling everything at once would, however the booking is cut and moved', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.integer({ min: 1, max: 24 * 30 }),
        fc.integer({ min: 0, max: 24 * 10 }),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        (kind, units, totalMinor, startInHours, confirmedHoursAgo, steps) => {
          const begin = Date.UTC(2027, 0, 10, 12);
          const dateTime = (at: number) => new Date(at).toISOString();
          const booking = {
            ...kind,
            units,
            partySize: units * 2,
            status: BookingStatus.CONFIRMED,
            paymentStatus: PaymentStatus.PAID,
            countryCode: 'GH', // on UTC: the wall clock is the test's
            totalMinor,
            startDate: dateTime(begin + startInHours * HOUR).slice(0, 10),
            startTime: dateTime(begin + startInHours * HOUR).slice(11, 16),
            confirmedAt: new Date(begin - confirmedHoursAgo * HOUR),
            details: {} as Record<string, unknown>,
          } as unknown as Booking;
          let now = begin;
          let paid = totalMinor;
          let refundedMinor = 0;
          let firstChange: { at: Date; outcome: ReturnType<typeof cancellationOutcome> } | null = null;
          for (const next of steps) {
            now += next.afterHours * HOUR;
            const at = new Date(now);
            const outcome = cancellationOutcome(booking, at);
            if (outcome.hoursBeforeStart <= 0) break; // started: the service refuses both
            firstChange ??= { at, outcome };
            if (next.kind === 'cancel') {
              refundedMinor += outcome.refundMinor;
              break;
            }
            const refund = reductionRefund(booking, next.totalMinor, at);
            refundedMinor += refund.refundMinor;
            paid += Math.max(0, next.totalMinor - booking.totalMinor);
            const terms = termsOf(booking);
            const start = dateTime(now + next.startInHours * HOUR);
            Object.assign(booking, { totalMinor: next.totalMinor, units: next.units, startDate: start.slice(0, 10), startTime: start.slice(11, 16) });
            booking.details = { ...booking.details, terms: termsAfterChange(terms, refund, booking) };
          }
          // Cancelling everything at the first change's moment, with all that was ever paid.
          const atOnce = firstChange?.outcome.decision.outcome === 'full' ? paid : 0;
          expect(refundedMinor).toBeLessThanOrEqual(atOnce);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
