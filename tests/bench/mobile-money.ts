// Mobile money figures against the Daraja stand-in answering at once: the time from "pay" (bookingConfirm with
// M-Pesa) to the booking read back as confirmed, one traveller at a time; then 32 travellers at once, each holding a
// restaurant table, paying by M-Pesa and waiting for the confirmation as the checkout screen waits, measured from the client.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RunningApp } from '../../server/src/boot.js';
import type { MobileMoneyStandIn } from '../../server/src/stand-ins/mobile-money.js';
import { restaurantOpenAt } from '../support/opening-hours.js';
import { graphql } from './request.js';

const CLIENTS = 32;
const SEQUENTIAL = 40;
const PER_CLIENT = 4;
/** One traveller at a time, the bench asks every 50 ms: the figure is the time to the confirmation, not to the next ask. */
const SEQUENTIAL_POLL = () => 50;
/**
 * At once, each traveller asks as the checkout screen does (web/src/features/booking/checkout.ts): after 250 ms, then
 * each wait half as long again, up to 1.5 s. 32 clients asking every 50 ms would be a load no screen puts on the API.
 */
const SCREEN_POLL = (asked: number) => Math.min(250 * 1.5 ** asked, 1500);
const HOLD = `mutation Hold($input: BookingHoldInput!) { bookingHold(input: $input) { booking { reference } userErrors { code } } }`;
const PAY = `mutation Pay($input: BookingConfirmInput!) { bookingConfirm(input: $input) { booking { status } userErrors { code } } }`;
const READ = `query Read($reference: String!, $email: String) { booking(reference: $reference, email: $email) { status } }`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Table {
  id: number;
  restaurant_id: number;
}

/** One traveller's booking by M-Pesa; null when it was refused or the API answered an error (counted as failed). */
const attempt = (app: RunningApp, table: Table, date: string, time: string, traveller: Traveller) =>
  bookByMpesa(app, table, date, time, traveller).catch(() => null);

/**
 * One traveller: the phone paying, how the screen asks, and the address the requests come from (X-Forwarded-For, the
 * bench's API trusting loopback): travellers on addresses of their own, whose placements do not wait on each other's
 * (one address's placements take turns, its fair share counted exactly).
 */
interface Traveller {
  phone: string;
  address: string;
  poll: (asked: number) => number;
}

/** Holds `table`, pays by M-Pesa and waits for the confirmation: answers the time from "pay" and from the start. */
async function bookByMpesa(
  app: RunningApp,
  table: Table,
  date: string,
  time: string,
  { phone, address, poll }: Traveller,
): Promise<{ payMs: number; totalMs: number } | null> {
  const from = { 'x-forwarded-for': address };
  const email = `mm-bench-${randomUUID().slice(0, 8)}@example.org`;
  const started = performance.now();
  const held = await graphql(
    app,
    HOLD,
    {
      input: {
        idempotencyKey: randomUUID(),
        contact: { name: 'Bench Traveller', email },
        restaurant: { restaurantId: String(table.restaurant_id), tableId: String(table.id), date, time, partySize: 2 },
      },
    },
    from,
  );
  const reference = held.body.data?.bookingHold.booking?.reference as string | undefined;
  if (!reference) return null;
  const paid = performance.now();
  const answer = await graphql(app, PAY, { input: { idempotencyKey: randomUUID(), reference, email, payment: { method: 'MPESA', phone } } }, from);
  let status = answer.body.data?.bookingConfirm.booking?.status as string | undefined;
  // A guest lookup answers no sooner than its floor (set to 0 here): the read is what the checkout screen polls.
  for (let asked = 0; status === 'HELD' && asked < 300; asked++) {
    await new Promise((resolve) => setTimeout(resolve, poll(asked)));
    status = (await graphql(app, READ, { reference, email }, from)).body.data?.booking?.status;
  }
  if (status !== 'CONFIRMED') return null;
  const done = performance.now();
  return { payMs: done - paid, totalMs: done - started };
}

export async function measureMobileMoney(app: RunningApp, databaseUrl: string, daraja: MobileMoneyStandIn) {
  daraja.deliverTo = app.apiUrl;
  daraja.defaultAction = 'approve';
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // One table of each restaurant before a second of any: travellers at once book different restaurants, as they would,
    // rather than queueing on one restaurant's pacing (its placements take turns).
    const { rows: tables } = await db.query<Table>(
      `select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id where r.active and ${restaurantOpenAt('20:00')} and t.seats >= 2
      order by row_number() over (partition by t.restaurant_id order by t.id desc), t.restaurant_id desc`,
    );
    // Within the booking window, away from the days the bookings section takes (100 to 300 days ahead).
    const day = 30 + (Math.floor(Date.now() / 1000) % 60);
    const payTimes: number[] = [];
    for (let index = 0; index < SEQUENTIAL; index++) {
      const outcome = await attempt(app, tables[index % tables.length]!, dateAhead(day), '20:00', {
        phone: '0712000001',
        address: '198.51.100.1',
        poll: SEQUENTIAL_POLL,
      });
      if (outcome) payTimes.push(outcome.payMs);
    }
    const totals: number[] = [];
    let next = SEQUENTIAL;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let round = 0; round < PER_CLIENT; round++) {
          const mine = next++;
          const outcome = await attempt(app, tables[mine % tables.length]!, dateAhead(day), '20:00', {
            phone: `07120${String(client).padStart(5, '0')}`,
            address: `198.51.100.${10 + client}`,
            poll: SCREEN_POLL,
          });
          if (outcome) totals.push(outcome.totalMs);
        }
      }),
    );
    payTimes.sort((a, b) => a - b);
    totals.sort((a, b) => a - b);
    return {
      confirmed: payTimes.length,
      payP50: percentile(payTimes, 50),
      payP95: percentile(payTimes, 95),
      payP99: percentile(payTimes, 99),
      concurrentBooked: totals.length,
      concurrentFailed: CLIENTS * PER_CLIENT - totals.length,
      concurrentP50: percentile(totals, 50),
      concurrentP95: percentile(totals, 95),
      concurrentP99: percentile(totals, 99),
    };
  } finally {
    await db.end();
  }
}
