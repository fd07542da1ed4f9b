// The rollups against the bookings themselves: a year of random bookings written the ways the triggers must
// follow (a bulk insert, cancellations one by one and in bulk, days moved across months, deletions, holds
// confirmed), then random ranges starting and ending mid-month or on month edges, each compared field by field
// with a direct aggregate over `booking` computed here. Bookings sit on both sides of UTC midnight: the API takes
// whole UTC days, so the day a booking falls on is the finest edge a range has.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { bearer, restGet, signInCallers } from './admin-analytics-support.js';

const suite = apiSuite();

const DASHBOARD = `query AnalyticsDashboard($range: ReportRangeInput) {
  analyticsDashboard(range: $range) {
    from to period
    summary { bookings confirmed cancelled revenue { minor } averageBookingValue { minor } cancellationRate }
    previousSummary { bookings confirmed cancelled revenue { minor } averageBookingValue { minor } cancellationRate }
    series { periodStart bookings confirmed cancelled revenue { minor } }
    byService { kind bookings confirmed cancelled revenue { minor } }
    byCountry { countryCode bookings confirmed cancelled revenue { minor } }
  }
}`;

const KINDS = ['hotel', 'tour', 'restaurant', 'leisure', 'transport'] as const;
const COUNTRIES = ['KE', 'TZ', 'RW', 'NG', 'GH', 'MA', 'EG'];

/** A year no other analytics suite draws (theirs have 2 March on a Monday), so its bookings are these alone. */
const years = Array.from({ length: 410 }, (_, n) => 1600 + n).filter((year) => new Date(Date.UTC(year, 2, 2)).getUTCDay() !== 1);

/** Small seeded generator: a failure names its seed, and the same seed draws the same bookings and ranges. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { next, below, pick: <T>(values: readonly T[]) => values[below(values.length)]! };
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const shift = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

interface Figures {
  bookings: number;
  confirmed: number;
  cancelled: number;
  revenue: { minor: number };
}

interface Booked {
  day: string;
  type: string;
  country: string;
  status: string;
}

const figuresOf = (rows: Array<Booked & { totalMinor: number }>): Figures => ({
  bookings: rows.length,
  confirmed: rows.filter((row) => row.status === 'confirmed').length,
  cancelled: rows.filter((row) => row.status === 'cancelled').length,
  revenue: { minor: rows.reduce((sum, row) => sum + (row.status === 'confirmed' ? row.totalMinor : 0), 0) },
});

const summaryOf = (rows: Array<Booked & { totalMinor: number }>) => {
  const figures = figuresOf(rows);
  return {
    ...figures,
    averageBookingValue: { minor: figures.confirmed ? Math.round(figures.revenue.minor / figures.confirmed) : 0 },
    cancellationRate: figures.bookings ? figures.cancelled / figures.bookings : 0,
  };
};

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** The first day of a day's period, computed apart from the server: weeks start on Monday. */
function periodOf(day: string, period: string): string {
  if (period === 'MONTH') return `${day.slice(0, 7)}-01`;
  if (period === 'WEEK') return shift(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return day;
}

describe('analytics rollups', () => {
  const seed = Number(process.env.ANALYTICS_SEED ?? Date.now() % 1_000_000);
  const random = generator(seed);
  const year = random.pick(years);
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);

  /** A time in the year, one in five a millisecond either side of UTC midnight. */
  const randomTime = () => {
    const midnight = start + random.below(365) * DAY_MS;
    const edge = random.below(5);
    return new Date(edge === 0 ? midnight : edge === 1 ? midnight + DAY_MS - 1 : midnight + random.below(DAY_MS));
  };

  async function writeBookings() {
    const count = 400;
    const rows = Array.from({ length: count }, (_, n) => {
      const roll = random.below(100);
      return {
        reference: `JA-R-${seed}-${n}`,
        type: random.pick(KINDS),
        country: random.pick(COUNTRIES),
        status: roll < 78 ? 'confirmed' : roll < 90 ? 'cancelled' : 'held',
        currency: random.below(20) === 0 ? 'EUR' : 'USD',
        totalMinor: 500 + random.below(200_000),
        createdAt: randomTime(),
      };
    });
    // One statement for all: the triggers fold it in as one grouped change.
    const { rows: made } = await suite.db.query(
      `insert into booking (reference, type, listing_id, listing_name, location, city, country_code, email, contact_name, status, start_date, end_date, party_size, units, total_minor, currency, created_at)
       select reference, type::booking_type, 1, 'Rollup Lodge', 'Kigali, Rwanda', 'Kigali', country, 'rollups@example.org', 'Rollup Test', status::booking_status, created_at::date, created_at::date, 2, 1, total_minor, currency, created_at
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::timestamptz[]) as made (reference, type, country, status, total_minor, currency, created_at)
       returning id`,
      [
        rows.map((row) => row.reference),
        rows.map((row) => row.type),
        rows.map((row) => row.country),
        rows.map((row) => row.status),
        rows.map((row) => row.totalMinor),
        rows.map((row) => row.currency),
        rows.map((row) => row.createdAt),
      ],
    );
    const ids: string[] = made.map((row) => row.id);
    const some = (n: number) => Array.from({ length: n }, () => ids[random.below(ids.length)]!);
    for (const id of some(8)) await suite.db.query(`update booking set status = 'cancelled' where id = $1`, [id]);
    await suite.db.query(`update booking set status = 'cancelled' where id = any($1::uuid[])`, [some(25)]);
    await suite.db.query(`update booking set status = 'confirmed' where id = any($1::uuid[]) and status = 'held'`, [ids]);
    for (const id of some(10)) await suite.db.query(`update booking set created_at = $2, total_minor = total_minor + 1 where id = $1`, [id, randomTime()]);
    await suite.db.query(`delete from booking where id = any($1::uuid[])`, [some(30)]);
    // A few holds again, which no figure counts.
    await suite.db.query(`update booking set status = 'held' where id = any($1::uuid[])`, [some(5)]);
  }

  /** What the bookings say, read straight from `booking`: booked ones in US dollars, by UTC day of booking. */
  async function bookedInYear(): Promise<Array<Booked & { totalMinor: number }>> {
    const { rows } = await suite.db.query(
      `select type, country_code, status, currency, total_minor, created_at from booking where created_at >= $1 and created_at < $2`,
      [new Date(start), new Date(end)],
    );
    return rows
      .filter((row) => row.status !== 'held' && row.currency === 'USD')
      .map((row) => ({ day: dayOf(row.created_at.getTime()), type: row.type, country: row.country_code, status: row.status, totalMinor: row.total_minor }));
  }

  /** Ranges of every shape inside the year, with room before them for the previous range of the same length. */
  function ranges() {
    const jan = `${year}-01-01`;
    const day = (offset: number) => shift(jan, offset);
    const fixed = [
      { from: `${year}-07-01`, to: `${year}-09-30`, period: 'MONTH' },
      { from: `${year}-07-15`, to: `${year}-07-20`, period: 'DAY' },
      { from: `${year}-06-17`, to: `${year}-11-03`, period: 'MONTH' },
      { from: `${year}-06-17`, to: `${year}-11-03`, period: 'WEEK' },
      { from: `${year}-08-01`, to: `${year}-10-14`, period: 'DAY' },
      { from: `${year}-05-12`, to: `${year}-08-31`, period: 'MONTH' },
      { from: `${year}-08-01`, to: `${year}-12-31`, period: 'MONTH' },
      { from: `${year}-09-30`, to: `${year}-10-01`, period: 'DAY' },
      { from: `${year}-10-03`, to: `${year}-10-28`, period: 'MONTH' },
    ];
    const drawn = Array.from({ length: 12 }, () => {
      const length = 1 + random.below(180);
      const from = day(length + random.below(365 - 2 * length));
      return { from, to: shift(from, length - 1), period: random.pick(['DAY', 'WEEK', 'MONTH']) };
    });
    return [...fixed, ...drawn];
  }

  it('gives the answers a direct aggregate over the bookings gives, for any range', async () => {
    const callers = await signInCallers(suite.env);
    await writeBookings();
    const booked = await bookedInYear();
    expect(booked.length, `seed ${seed}`).toBeGreaterThan(250);
    const within = (from: string, to: string) => booked.filter((row) => row.day >= from && row.day <= to);

    for (const range of ranges()) {
      const label = `seed ${seed}, ${range.from}..${range.to} by ${range.period}`;
      const result = await suite.env.graphql(DASHBOARD, { range }, bearer(callers.admin));
      expect(result.errors, label).toBeUndefined();
      const answer = result.data!.analyticsDashboard;
      const rows = within(range.from, range.to);
      const length = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;

      expect(answer.summary, label).toEqual(summaryOf(rows));
      expect(answer.previousSummary, label).toEqual(summaryOf(within(shift(range.from, -length), shift(range.from, -1))));

      const byPeriod = groupBy(rows, (row) => periodOf(row.day, range.period));
      const busyPoints = answer.series.filter((point: Figures) => point.bookings > 0);
      expect(busyPoints, label).toEqual([...byPeriod.keys()].sort().map((periodStart) => ({ periodStart, ...figuresOf(byPeriod.get(periodStart)!) })));
      expect(answer.series[0].periodStart, label).toBe(periodOf(range.from, range.period));

      const byKind = groupBy(rows, (row) => row.type.toUpperCase());
      expect(answer.byService, label).toHaveLength(KINDS.length);
      expect(answer.byService, label).toEqual(
        expect.arrayContaining(KINDS.map((kind) => ({ kind: kind.toUpperCase(), ...figuresOf(byKind.get(kind.toUpperCase()) ?? []) }))),
      );

      const byCountry = groupBy(rows, (row) => row.country);
      const countries = [...answer.byCountry].sort((a, b) => a.countryCode.localeCompare(b.countryCode));
      expect(countries, label).toEqual([...byCountry.keys()].sort().map((countryCode) => ({ countryCode, ...figuresOf(byCountry.get(countryCode)!) })));

      const csv = await restGet(suite.env, `/admin/reports/export.csv?from=${range.from}&to=${range.to}&period=${range.period.toLowerCase()}`, callers.admin);
      expect(csv.status, label).toBe(200);
      const [, ...lines] = (await csv.text()).trimEnd().split('\r\n');
      const exported = lines
        .map((line) => line.split(','))
        .map(([periodStart, kind, country, , ...figures]) => [periodStart, kind, country, ...figures].join(','));
      const expected = [...groupBy(rows, (row) => `${periodOf(row.day, range.period)},${row.type},${row.country}`)].map(([key, group]) => {
        const figures = figuresOf(group);
        return `${key},${figures.bookings},${figures.confirmed},${figures.cancelled},${(figures.revenue.minor / 100).toFixed(2)}`;
      });
      expect([...exported].sort(), label).toEqual(expected.sort());
      const order = exported.map((line) => line.split(',').slice(0, 2).join(','));
      expect(order, label).toEqual([...order].sort());
    }
  });
});
