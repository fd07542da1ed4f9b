// Booking figures: bookings per second on distinct inventory (restaurant tables, each its own seating), and the
// latency of 32 clients racing for one unit (one books, 31 are refused), measured from the client.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RunningApp } from '../../server/src/boot.js';
import { graphql } from './request.js';
import { restaurantOpenAt } from '../support/opening-hours.js';

const CLIENTS = 32;
const DISTINCT_BOOKINGS = 2000;
const RACES = 25;
const CREATE = `mutation BookingCreate($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { id } userErrors { code } } }`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function book(app: RunningApp, table: { id: number; restaurant_id: number }, date: string, time: string) {
  return graphql(app, CREATE, {
    input: {
      idempotencyKey: randomUUID(),
      contact: { name: 'Bench Traveller', email: `bench-${randomUUID().slice(0, 8)}@example.org` },
      restaurant: { restaurantId: String(table.restaurant_id), tableId: String(table.id), date, time, partySize: 2 },
    },
  });
}

export async function measureBookings(app: RunningApp, databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows: tables } = await db.query<{ id: number; restaurant_id: number }>(
      `select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id where r.active and ${restaurantOpenAt('20:00')} and t.seats >= 2 order by t.id`,
    );
    // A run-specific day, so that a second run on the same database books free seatings too.
    const day = 100 + (Math.floor(Date.now() / 1000) % 200);
    let next = 0;
    let booked = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let mine = next++; mine < DISTINCT_BOOKINGS; mine = next++) {
          const table = tables[mine % tables.length]!;
          const time = ['12:00', '14:00', '16:00', '18:00', '20:00'][Math.floor(mine / tables.length) % 5]!;
          const result = await book(app, table, dateAhead(day), time);
          if (result.body.data?.bookingCreate.booking) booked++;
        }
      }),
    );
    const perSecond = booked / ((performance.now() - started) / 1000);

    const latencies: number[] = [];
    let winners = 0;
    for (let race = 0; race < RACES; race++) {
      const table = tables[(race * 7919) % tables.length]!;
      const answers = await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const sent = performance.now();
          const result = await book(app, table, dateAhead(day + 1), '19:00');
          latencies.push(performance.now() - sent);
          return result.body.data?.bookingCreate.booking ? 1 : 0;
        }),
      );
      winners += answers.reduce<number>((sum, won) => sum + won, 0);
    }
    latencies.sort((a, b) => a - b);
    return { perSecond, booked, races: RACES, winners, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    await db.end();
  }
}
