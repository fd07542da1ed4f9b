// Shared by the admin analytics suites: bookings written straight into a year of their own (no other suite
// books in it, so the figures are exactly these), and signed-in callers of every kind.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { TestEnvironment } from '../support/test-environment.js';
import { signIn } from './bookings-support.js';

export interface MadeBooking {
  day: string;
  type: 'hotel' | 'tour' | 'restaurant' | 'leisure' | 'transport';
  country: string;
  status: 'confirmed' | 'cancelled' | 'held';
  totalMinor: number;
  name?: string;
}

/**
 * A past year drawn afresh on each run, so the suite's bookings are the only ones in it; always one whose 2 March
 * is a Monday, so weekly figures fall the same way whichever is drawn (about sixty such years since 1600).
 */
const yearsStartingMarchWeekOnThe2nd = Array.from({ length: 410 }, (_, n) => 1600 + n).filter((year) => new Date(Date.UTC(year, 2, 2)).getUTCDay() === 1);

/** The suites that draw a year: each draws from its own half of the years, so two of them never meet in one. */
export type AnalyticsSuite = 'graphql' | 'rest';

export function privateYear(suite: AnalyticsSuite): number {
  const own = yearsStartingMarchWeekOnThe2nd.filter((_, index) => index % 2 === (suite === 'graphql' ? 0 : 1));
  return own[Math.floor(Math.random() * own.length)]!;
}

export async function insertBookings(db: pg.Client, bookings: MadeBooking[]): Promise<string[]> {
  const ids: string[] = [];
  for (const booking of bookings) {
    const { rows } = await db.query(
      `insert into booking (reference, type, listing_id, listing_name, location, city, country_code, email, contact_name, status, start_date, end_date, party_size, units, total_minor, created_at)
       values ($1, $2, 1, $3, 'Kigali, Rwanda', 'Kigali', $4, 'analytics@example.org', 'Analytics Test', $5, $6, $6, 2, 1, $7, $8::date + time '12:00') returning id`,
      [
        `JA-T-${randomUUID().slice(0, 18)}`,
        booking.type,
        booking.name ?? 'Analytics Lodge',
        booking.country,
        booking.status,
        booking.day,
        booking.totalMinor,
        booking.day,
      ],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

export interface Callers {
  admin: string;
  subadmin: string;
  traveller: string;
  partner: string;
}

export async function signInCallers(env: TestEnvironment): Promise<Callers> {
  const [admin, subadmin, traveller, partner] = await Promise.all(
    ['admin@example.com', 'subadmin@example.com', 'traveller@example.com', 'hotels@example.com'].map((email) => signIn(env, email)),
  );
  return { admin: admin!, subadmin: subadmin!, traveller: traveller!, partner: partner! };
}

export const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** A REST GET as the legacy client sends it. */
export const restGet = (env: TestEnvironment, path: string, token?: string) =>
  env.request(path, { headers: { 'x-requested-with': 'XMLHttpRequest', ...bearer(token) } });
