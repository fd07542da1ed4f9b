// What one scripted anonymous client can take off sale: 8 parallel loops from one address hold every room of one
// hotel room type after another, for 30 nights, as guests with made-up e-mails, for BENCH_HOARD_SECONDS (60 s).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RunningApp } from '../../server/src/boot.js';

const LOOPS = 8;
const NIGHTS = 30;
const HOLD = `mutation BookingHold($input: BookingHoldInput!) { bookingHold(input: $input) { booking { units } userErrors { code } } }`;

const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface HoardingFigures {
  seconds: number;
  holds: number;
  rooms: number;
  roomNights: number;
  refusals: Record<string, number>;
  rateLimited: number;
}

export async function measureHoarding(app: RunningApp, databaseUrl: string, seconds: number): Promise<HoardingFigures> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: roomTypes } = await db.query<{ id: number; hotel_id: number; units: number; max_guests: number }>(
    `select r.id, r.hotel_id, r.units, r.max_guests from hotel_room_type r join hotel h on h.id = r.hotel_id
    where h.active and r.active order by h.id, r.id limit 20000`,
  );
  await db.end();
  // A month of its own for each run within the hold's time, so that a second run finds the rooms free again.
  const checkIn = dateAhead(40 + (Math.floor(Date.now() / 60_000) % 9) * (NIGHTS + 1));
  const checkOut = new Date(Date.parse(checkIn) + NIGHTS * 86_400_000).toISOString().slice(0, 10);
  const figures: HoardingFigures = { seconds, holds: 0, rooms: 0, roomNights: 0, refusals: {}, rateLimited: 0 };
  const until = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: LOOPS }, async () => {
      while (performance.now() < until && next < roomTypes.length) {
        const room = roomTypes[next++]!;
        const rooms = Math.min(room.units, 10);
        const response = await fetch(`${app.apiUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
          body: JSON.stringify({
            query: HOLD,
            variables: {
              input: {
                idempotencyKey: randomUUID(),
                contact: { name: 'Script', email: `hoard-${randomUUID().slice(0, 8)}@example.org` },
                hotel: { hotelId: String(room.hotel_id), roomTypeId: String(room.id), checkIn, checkOut, rooms, guests: rooms },
              },
            },
          }),
        });
        if (response.status === 429) {
          figures.rateLimited++;
          continue;
        }
        const body = (await response.json()) as { data?: { bookingHold?: { booking: { units: number } | null; userErrors: Array<{ code: string }> } } };
        const payload = body.data?.bookingHold;
        const booking = payload?.booking;
        if (booking) {
          figures.holds++;
          figures.rooms += booking.units;
          figures.roomNights += booking.units * NIGHTS;
          continue;
        }
        const code = payload?.userErrors[0]?.code ?? 'ERROR';
        if (code === 'RATE_LIMITED') figures.rateLimited++;
        else figures.refusals[code] = (figures.refusals[code] ?? 0) + 1;
      }
    }),
  );
  return figures;
}
