// Timed holds and checkout: a held unit is nobody else's until the hold lapses (no job involved), is confirmed
// with a payment, released early, or freed by a declined card, which leaves no booking behind.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { startSmtpPeer } from '../support/accounts.js';
import { isolatedDatabase } from '../support/isolated-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';
import { CONFIRM, CREATE, HOLD, RELEASE, bookingCount, daysAhead, expectCountersConsistent, guest, key, mutate } from './bookings-support.js';
import { restaurantOpenAt } from '../support/opening-hours.js';

const suite = apiSuite();
/** The same app with 3-second holds. */
let quick: TestEnvironment;
beforeAll(async () => {
  quick = await createTestEnvironment({ BOOKING_HOLD_MINUTES: '0.05' });
});
afterAll(() => quick?.close());

/** A transport service with a single vehicle, one per test (ordered from the end, away from other suites). */
async function singleVehicleService(offset: number): Promise<string> {
  const { rows } = await suite.db.query(
    `select s.id from transport_service s join vehicle v on v.transport_service_id = s.id
    where s.status = 'active' group by s.id having count(*) = 1 order by s.id desc offset $1 limit 1`,
    [offset],
  );
  return String(rows[0].id);
}

const freeVehicles = async (env: TestEnvironment, serviceId: string, pickupDate: string, returnDate: string) =>
  (
    (
      await env.graphql(`query Free($id: ID!, $p: String!, $r: String!) { rideAvailability(serviceId: $id, pickupDate: $p, returnDate: $r) { id } }`, {
        id: serviceId,
        p: pickupDate,
        r: returnDate,
      })
    ).data!.rideAvailability as unknown[]
  ).length;

describe('holds', () => {
  it('keep the unit from a second traveller until they lapse; then it is theirs and the first cannot confirm', async () => {
    const ride = { serviceId: await singleVehicleService(0), pickupDate: daysAhead(90), returnDate: daysAhead(92), passengers: 1 };
    const first = guest('first');
    const held = await mutate(quick, HOLD, { idempotencyKey: key(), contact: first, ride });
    expect(held.userErrors).toEqual([]);
    expect(held.booking).toMatchObject({ status: 'HELD', paymentStatus: 'UNPAID', reference: expect.stringMatching(/^JA-/) });
    const lapses = Date.parse(held.booking!.holdExpiresAt);
    expect(lapses - Date.now()).toBeGreaterThan(1000);
    expect(lapses - Date.now()).toBeLessThanOrEqual(3000);
    expect(await freeVehicles(quick, ride.serviceId, ride.pickupDate, ride.returnDate)).toBe(0);

    const second = await mutate(quick, CREATE, { idempotencyKey: key(), contact: guest('second'), ride });
    expect(second.userErrors[0]).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(/no longer available/) });

    await new Promise((resolve) => setTimeout(resolve, lapses - Date.now() + 300));
    expect(await freeVehicles(quick, ride.serviceId, ride.pickupDate, ride.returnDate)).toBe(1);
    const afterLapse = await mutate(quick, CREATE, { idempotencyKey: key(), contact: guest('second'), ride });
    expect(afterLapse.userErrors).toEqual([]);
    expect(afterLapse.booking!.status).toBe('CONFIRMED');

    const late = await mutate(quick, CONFIRM, { idempotencyKey: key(), reference: held.booking!.reference, email: first.email });
    expect(late.userErrors[0]).toMatchObject({ code: 'HOLD_EXPIRED' });
    await expectCountersConsistent(suite.db);
  });

  it('count against tour places until released', async () => {
    const { rows } = await suite.db.query(`select d.tour_id, d.departs_on::text as date from tour_departure d join tour t on t.id = d.tour_id
      where t.active and d.departs_on > current_date + 3 and d.capacity - d.booked >= 4 order by d.id desc limit 1`);
    const placesLeft = async () =>
      (
        (await suite.env.graphql(`query Places($id: ID!) { tourAvailability(tourId: $id) { date placesLeft } }`, { id: String(rows[0].tour_id) })).data!
          .tourAvailability as Array<{ date: string; placesLeft: number }>
      ).find((departure) => departure.date === rows[0].date)!.placesLeft;
    const before = await placesLeft();
    const traveller = guest();
    const held = await mutate(suite.env, HOLD, {
      idempotencyKey: key(),
      contact: traveller,
      tour: { tourId: String(rows[0].tour_id), date: rows[0].date, partySize: 3 },
    });
    expect(held.userErrors).toEqual([]);
    expect(await placesLeft()).toBe(before - 3);
    const released = await mutate(suite.env, RELEASE, { reference: held.booking!.reference, email: traveller.email });
    expect(released).toMatchObject({ userErrors: [], booking: { status: 'CANCELLED' } });
    expect(await placesLeft()).toBe(before);
  });

  it('are confirmed with a card payment, and the confirmation e-mail carries an .ics', async () => {
    const { rows } = await suite.db.query(`select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id
      where r.active and ${restaurantOpenAt('13:00')} and t.seats >= 2 order by t.id desc offset 10 limit 1`);
    const traveller = guest('confirm');
    const restaurant = {
      restaurantId: String(rows[0].restaurant_id),
      tableId: String(rows[0].id),
      date: daysAhead(33),
      time: '13:00',
      partySize: 2,
      occasion: 'business',
    };
    const held = await mutate(suite.env, HOLD, { idempotencyKey: key(), contact: traveller, restaurant });
    const confirmKey = key();
    const confirm = {
      idempotencyKey: confirmKey,
      reference: held.booking!.reference,
      email: traveller.email,
      payment: { method: 'TEST_CARD', cardNumber: '4242 4242 4242 4242' },
    };
    const confirmed = await mutate(suite.env, CONFIRM, confirm);
    expect(confirmed.userErrors).toEqual([]);
    expect(confirmed.booking).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      paymentMethod: 'test_card',
      holdExpiresAt: null,
      choices: { tableId: String(rows[0].id), occasion: 'business' },
    });
    expect((await mutate(suite.env, CONFIRM, confirm)).booking!.id).toBe(confirmed.booking!.id);

    let mail: { subject: string; text: string; attachments: Array<{ filename: string; content: string }> } | undefined;
    for (let tries = 0; !mail && tries < 50; tries++) {
      mail = (
        await suite.db.query(`select subject, text, attachments from email_outbox where recipient = $1 and template = 'booking-confirmed'`, [traveller.email])
      ).rows[0];
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail!.subject).toBe(`Booking confirmed: ${held.booking!.reference}`);
    expect(mail!.text).toContain(held.booking!.reference);
    const ics = mail!.attachments[0]!;
    expect(ics.filename).toBe(`${held.booking!.reference}.ics`);
    expect(ics.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.content).toContain(`DTSTART;TZID=`);
    expect(ics.content).toContain(`${restaurant.date.replaceAll('-', '')}T130000`);
    expect(ics.content).toContain(`${restaurant.date.replaceAll('-', '')}T150000`);
  });

  it('are freed by a declined card, which leaves no booking', async () => {
    const ride = { serviceId: await singleVehicleService(1), pickupDate: daysAhead(95), returnDate: daysAhead(95), passengers: 1 };
    const traveller = guest('declined');
    const held = await mutate(suite.env, HOLD, { idempotencyKey: key(), contact: traveller, ride });
    const declined = await mutate(suite.env, CONFIRM, {
      idempotencyKey: key(),
      reference: held.booking!.reference,
      email: traveller.email,
      payment: { method: 'TEST_CARD', cardNumber: '4000 0000 0000 0002' },
    });
    expect(declined).toMatchObject({ booking: null, userErrors: [{ code: 'PAYMENT_DECLINED', field: 'payment.cardNumber' }] });
    expect(await bookingCount(suite.db, 'email = $1', [traveller.email])).toBe(0);
    const next = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest(), ride });
    expect(next.userErrors).toEqual([]);

    // In one step, a declined card leaves nothing either.
    const oneStep = guest('declined-once');
    const refused = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      contact: oneStep,
      ride: { ...ride, pickupDate: daysAhead(96), returnDate: daysAhead(96) },
      payment: { method: 'TEST_CARD', cardNumber: '4000000000000002' },
    });
    expect(refused.userErrors[0]?.code).toBe('PAYMENT_DECLINED');
    expect(await bookingCount(suite.db, 'email = $1', [oneStep.email])).toBe(0);
    expect(await freeVehicles(suite.env, ride.serviceId, daysAhead(96), daysAhead(96))).toBe(1);
    await expectCountersConsistent(suite.db);
  });
});

describe('the confirmation e-mail', () => {
  it('goes out by SMTP with the booking as a calendar attachment', async () => {
    // A database of its own: the job runner that delivers the mail must work this test's jobs only.
    const database = await isolatedDatabase('smtp_confirmation', { demoData: true });
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const smtp = await startSmtpPeer();
    const mailing = await createTestEnvironment({ DATABASE_URL: database.url, SMTP_URL: smtp.url, JOB_RUNNER: 'true' });
    try {
      const contact = guest('smtp');
      const { rows } = await db.query(`select d.tour_id, d.departs_on::text as date from tour_departure d join tour t on t.id = d.tour_id
        where t.active and d.departs_on > current_date + 3 and d.capacity - d.booked >= 2 order by d.id desc offset 9 limit 1`);
      const booked = await mutate(mailing, CREATE, {
        idempotencyKey: key(),
        contact,
        tour: { tourId: String(rows[0].tour_id), date: rows[0].date, partySize: 1 },
      });
      // One mail: a guest paying at the venue finds the link that keeps the booking in its confirmation (fair-share.ts).
      const [mail] = await smtp.mailsTo(contact.email);
      expect(mail!.text).toContain(`Subject: Booking confirmed: ${booked.booking!.reference}`);
      expect(mail!.text).toMatch(/bookings\/guest\?token=/);
      expect(mail!.raw).toMatch(/Content-Type: text\/calendar/i);
      expect(mail!.raw).toContain(`filename=${booked.booking!.reference}.ics`);
    } finally {
      await mailing.close();
      await smtp.close();
      await db.end();
      await database.drop();
    }
  }, 120_000);
});
