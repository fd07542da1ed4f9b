// Modify: new units claimed before the old are released in one transaction, the price difference previewed then
// charged or refunded, the points adjusted through the ledger; the ledger agrees with the bookings after any
// sequence of book, modify and cancel.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, daysAhead, expectCountersConsistent, key, mutate, signIn } from './bookings-support.js';
import { CANCEL, LOYALTY, MODIFY, PREVIEW, aDeparture, aStay, bearer, card } from './after-booking-support.js';

const suite = apiSuite();

describe('bookingModify', () => {
  it('previews, then moves a stay to new dates: new nights claimed, old freed, points adjusted, e-mail sent', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const booking = await aStay(suite.env, suite.db, token, 150);
    const change = { startDate: daysAhead(152), endDate: daysAhead(155) };
    const preview = (await suite.env.graphql(PREVIEW, { input: { reference: booking.reference, change } }, bearer(token))).data!.bookingModifyPreview;
    const nightly = booking.total.minor / 2;
    expect(preview).toMatchObject({
      available: true,
      newTotal: { minor: nightly * 3 },
      difference: { minor: nightly },
      startDate: change.startDate,
      endDate: change.endDate,
      booking: { reference: booking.reference, startDate: booking.startDate },
    });
    const { rows: unchanged } = await suite.db.query(`select start_date::text as start from booking where reference = $1`, [booking.reference]);
    expect(unchanged[0].start).toBe(booking.startDate);

    const idempotencyKey = key();
    const modified = await mutate(suite.env, MODIFY, { idempotencyKey, reference: booking.reference, change }, token);
    expect(modified.userErrors).toEqual([]);
    expect(modified.booking).toMatchObject({ startDate: change.startDate, endDate: change.endDate, total: { minor: nightly * 3 }, lifecycle: 'CONFIRMED' });
    const again = await mutate(suite.env, MODIFY, { idempotencyKey, reference: booking.reference, change }, token);
    expect(again.booking!.total.minor).toBe(nightly * 3);

    const { rows: ledger } = await suite.db.query(
      `select kind, points from loyalty_entry l join booking b on b.id = l.booking_id where b.reference = $1 order by l.id`,
      [booking.reference],
    );
    expect(ledger.reduce((sum, row) => sum + row.points, 0)).toBe(Math.floor((nightly * 3) / 1000));
    expect(ledger.map((row) => row.kind)).toEqual(['earned', 'adjusted']);
    const { rows: claims } = await suite.db.query(
      `select count(*) filter (where released_at is null)::int as live, count(*)::int as total from inventory_claim c join booking b on b.id = c.booking_id where b.reference = $1`,
      [booking.reference],
    );
    expect(claims[0]).toEqual({ live: 3, total: 5 });
    await expectCountersConsistent(suite.db);
    await expect
      .poll(
        async () =>
          (
            await suite.db.query(`select count(*)::int as n from email_outbox where template = 'booking-modified' and subject like $1`, [
              `%${booking.reference}`,
            ])
          ).rows[0].n,
      )
      .toBe(1);
  });

  it('refuses a change the inventory cannot hold, and leaves the booking as it was', async () => {
    const token = await signIn(suite.env, 'traveller@example.com');
    const departure = await aDeparture(suite.db, 3);
    const booked = (await mutate(suite.env, CREATE, { idempotencyKey: key(), tour: { ...departure, partySize: 1 }, payment: card }, token)).booking!;
    const { rows } = await suite.db.query(`select capacity - booked as free from tour_departure where tour_id = $1 and departs_on = $2`, [
      departure.tourId,
      departure.date,
    ]);
    await suite.db.query(`update tour_departure set capacity = booked where tour_id = $1 and departs_on = $2`, [departure.tourId, departure.date]);
    try {
      const input = { reference: booked.reference, change: { partySize: 2 } };
      const preview = (await suite.env.graphql(PREVIEW, { input }, bearer(token))).data!.bookingModifyPreview;
      expect(preview.available).toBe(false);
      const refused = await mutate(suite.env, MODIFY, { idempotencyKey: key(), ...input }, token);
      expect(refused.userErrors[0]).toMatchObject({ code: 'UNAVAILABLE' });
      const past = await mutate(suite.env, MODIFY, { idempotencyKey: key(), reference: booked.reference, change: { startDate: '2020-01-01' } }, token);
      expect(past.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'change.startDate' });
    } finally {
      await suite.db.query(`update tour_departure set capacity = booked + $3 where tour_id = $1 and departs_on = $2`, [
        departure.tourId,
        departure.date,
        rows[0].free,
      ]);
    }
    const { rows: after } = await suite.db.query(`select party_size from booking where reference = $1`, [booked.reference]);
    expect(after[0].party_size).toBe(1);
    await expectCountersConsistent(suite.db);
  });
});

describe('the loyalty ledger', () => {
  it('sums to the points of the live bookings after any sequence of book, modify and cancel', async () => {
    const token = await signIn(suite.env, 'leisure@example.com');
    const departure = await aDeparture(suite.db, 7);
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('book' as const), party: fc.integer({ min: 1, max: 2 }) }),
      fc.record({ kind: fc.constant('modify' as const), pick: fc.nat(), party: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 6 }), async (operations) => {
        const live: string[] = [];
        const made: string[] = [];
        for (const op of operations) {
          if (op.kind === 'book') {
            const booked = await mutate(suite.env, CREATE, { idempotencyKey: key(), tour: { ...departure, partySize: op.party }, payment: card }, token);
            if (booked.booking) {
              live.push(booked.booking.reference);
              made.push(booked.booking.reference);
            }
          } else if (live.length) {
            const reference = live[op.pick % live.length]!;
            if (op.kind === 'modify') await mutate(suite.env, MODIFY, { idempotencyKey: key(), reference, change: { partySize: op.party } }, token);
            else if (!(await mutate(suite.env, CANCEL, { reference }, token)).userErrors.length) live.splice(live.indexOf(reference), 1);
          }
        }
        const { rows } = await suite.db.query(
          `select coalesce((select sum(points) from loyalty_entry l join booking b on b.id = l.booking_id where b.reference = any($1)), 0)::int as ledger,
            coalesce((select sum(floor(total_minor / 1000)) from booking where reference = any($1) and status = 'confirmed'), 0)::int as expected`,
          [made],
        );
        expect(rows[0].ledger).toBe(rows[0].expected);
        const balance = (await suite.env.graphql(LOYALTY, {}, bearer(token))).data!.myLoyalty.points;
        const { rows: sum } = await suite.db.query(
          `select coalesce(sum(points), 0)::int as n from loyalty_entry l join app_user u on u.id = l.user_id where u.email = 'leisure@example.com'`,
        );
        expect(balance).toBe(sum[0].n);
      }),
      { numRuns: 6 },
    );
    await expectCountersConsistent(suite.db);
  });
});
