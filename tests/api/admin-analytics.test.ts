// Admin analytics over GraphQL: figures equal the bookings the suite made, by range, period, service and
// country; the rollup follows inserts, cancellations and deletes, and concurrent bookings of one key do not queue
// on it; only admins and sub-admins may ask.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/test-database.js';
import { apiSuite } from '../support/api-suite.js';
import { bearer, type Callers, insertBookings, privateYear, signInCallers } from './admin-analytics-support.js';
import { CREATE, daysAhead, guest, key, mutate } from './bookings-support.js';
import { restaurantOpenAt } from '../support/opening-hours.js';

const suite = apiSuite();

const DASHBOARD = `query AnalyticsDashboard($range: ReportRangeInput) {
  analyticsDashboard(range: $range) {
    from to period
    summary { bookings confirmed cancelled revenue { minor } averageBookingValue { minor } cancellationRate }
    previousSummary { bookings revenue { minor } }
    series { periodStart bookings confirmed cancelled revenue { minor } }
    byService { kind bookings confirmed cancelled revenue { minor } revenueShare cancellationRate }
    byCountry { countryCode countryName bookings revenue { minor } }
  }
}`;

const dashboard = async (token: string | undefined, range: Record<string, unknown>) => suite.env.graphql(DASHBOARD, { range }, bearer(token));

async function figures(token: string, range: Record<string, unknown>) {
  const result = await dashboard(token, range);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.analyticsDashboard;
}

describe('analyticsDashboard', () => {
  let callers: Callers;
  const year = privateYear('graphql');
  const day = (monthDay: string) => `${year}-${monthDay}`;

  it('adds up the bookings of the range by period, service and country', async () => {
    callers = await signInCallers(suite.env);
    await insertBookings(suite.db, [
      { day: day('03-02'), type: 'hotel', country: 'KE', status: 'confirmed', totalMinor: 30_000 },
      { day: day('03-02'), type: 'hotel', country: 'KE', status: 'confirmed', totalMinor: 10_050 },
      { day: day('03-03'), type: 'tour', country: 'TZ', status: 'confirmed', totalMinor: 50_000 },
      { day: day('03-09'), type: 'restaurant', country: 'KE', status: 'cancelled', totalMinor: 4_000 },
      { day: day('03-09'), type: 'leisure', country: 'RW', status: 'held', totalMinor: 9_999 },
      { day: day('04-01'), type: 'transport', country: 'RW', status: 'confirmed', totalMinor: 7_000 },
      { day: day('02-20'), type: 'hotel', country: 'RW', status: 'confirmed', totalMinor: 1_000 },
    ]);
    const march = await figures(callers.admin, { from: day('03-01'), to: day('03-31'), period: 'WEEK' });
    expect(march.summary).toEqual({
      bookings: 4,
      confirmed: 3,
      cancelled: 1,
      revenue: { minor: 90_050 },
      averageBookingValue: { minor: 30_017 },
      cancellationRate: 0.25,
    });
    // Weeks start on Monday; the held booking counts nowhere.
    const weeks = march.series.filter((point: any) => point.bookings > 0);
    expect(weeks.map((point: any) => [point.bookings, point.revenue.minor])).toEqual([
      [3, 90_050],
      [1, 0],
    ]);
    expect(new Date(`${march.series[0].periodStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(march.byService.find((row: any) => row.kind === 'HOTEL')).toMatchObject({ bookings: 2, revenue: { minor: 40_050 } });
    expect(march.byService.find((row: any) => row.kind === 'RESTAURANT')).toMatchObject({
      bookings: 1,
      cancelled: 1,
      revenue: { minor: 0 },
      cancellationRate: 1,
    });
    expect(march.byService).toHaveLength(5);
    expect(march.byService[0].kind).toBe('TOUR');
    expect(march.byService[0].revenueShare).toBeCloseTo(50_000 / 90_050, 6);
    expect(march.byCountry).toEqual([
      { countryCode: 'TZ', countryName: 'Tanzania', bookings: 1, revenue: { minor: 50_000 } },
      { countryCode: 'KE', countryName: 'Kenya', bookings: 3, revenue: { minor: 40_050 } },
    ]);
    // The 31 days before March 1st hold the February booking only.
    expect(march.previousSummary).toEqual({ bookings: 1, revenue: { minor: 1_000 } });

    const firstWeek = await figures(callers.subadmin, { from: day('03-02'), to: day('03-03') });
    expect(firstWeek.period).toBe('DAY');
    expect(firstWeek.series.map((point: any) => [point.periodStart, point.bookings])).toEqual([
      [day('03-02'), 2],
      [day('03-03'), 1],
    ]);
    const months = await figures(callers.admin, { from: day('01-01'), to: day('12-31'), period: 'MONTH' });
    expect(months.series).toHaveLength(12);
    expect(months.series.map((point: any) => point.bookings)).toEqual([0, 1, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('follows a cancellation and a deletion in the same transaction as the booking', async () => {
    const [changed, removed] = await insertBookings(suite.db, [
      { day: day('07-10'), type: 'tour', country: 'UG', status: 'confirmed', totalMinor: 12_000 },
      { day: day('07-10'), type: 'tour', country: 'UG', status: 'confirmed', totalMinor: 8_000 },
    ]);
    const july = { from: day('07-01'), to: day('07-31') };
    expect((await figures(callers.admin, july)).summary).toMatchObject({ bookings: 2, confirmed: 2, revenue: { minor: 20_000 } });
    await suite.db.query(`update booking set status = 'cancelled' where id = $1`, [changed]);
    await suite.db.query(`delete from booking where id = $1`, [removed]);
    expect((await figures(callers.admin, july)).summary).toMatchObject({ bookings: 1, confirmed: 0, cancelled: 1, revenue: { minor: 0 } });
    const { rows } = await suite.db.query(`select sum(bookings)::int as n from booking_daily_rollup where day between $1 and $2 and status <> 'held'`, [
      july.from,
      july.to,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('lets concurrent bookings of one day, kind and country into the rollup without waiting for each other', async () => {
    const writers = [new pg.Client({ connectionString: databaseUrl() }), new pg.Client({ connectionString: databaseUrl() })] as const;
    await Promise.all(writers.map((writer) => writer.connect()));
    const [first, second] = writers;
    // The rollup's shard of a transaction (migration rollup_shards): its id modulo 16.
    const shardOf = async (db: pg.Client) => Number((await db.query('select txid_current() % 16 as shard')).rows[0].shard);
    const booking = { day: day('08-14'), type: 'restaurant', country: 'GH', status: 'confirmed', totalMinor: 5_000 } as const;
    try {
      await first.query('begin');
      await insertBookings(first, [booking]);
      // Two transaction ids share a shard one time in 16: then the second writer starts over with another id.
      const taken = await shardOf(first);
      await second.query('begin');
      while ((await shardOf(second)) === taken) await second.query('rollback; begin');
      // The first holds its rollup row until it commits: were the second to upsert that row, it would wait and fail here.
      await second.query(`set local lock_timeout = '2s'`);
      await insertBookings(second, [booking]);
      await Promise.all(writers.map((writer) => writer.query('commit')));
    } finally {
      await Promise.all(writers.map((writer) => writer.end()));
    }
    const figuresOfDay = await figures(callers.admin, { from: day('08-14'), to: day('08-14') });
    expect(figuresOfDay.byCountry).toEqual([expect.objectContaining({ countryCode: 'GH', bookings: 2, revenue: { minor: 10_000 } })]);
    expect(figuresOfDay.summary).toMatchObject({ bookings: 2, confirmed: 2, revenue: { minor: 10_000 } });
  });

  it('lists a booking made through the API among the recent bookings', async () => {
    const { rows } = await suite.db.query(`select id from restaurant r where active and ${restaurantOpenAt('19:00')} order by id desc limit 1`);
    const made = await mutate(suite.env, CREATE, {
      idempotencyKey: key(),
      restaurant: { restaurantId: String(rows[0].id), date: daysAhead(40), time: '19:00', partySize: 2 },
      contact: guest('analytics'),
      payment: { method: 'PAY_AT_VENUE' },
    });
    expect(made.userErrors).toEqual([]);
    const result = await suite.env.graphql(
      `query Recent { analyticsDashboard { recentBookings(first: 50) { reference kind status total { minor } createdAt } } }`,
      {},
      bearer(callers.admin),
    );
    const recent = result.data!.analyticsDashboard.recentBookings as any[];
    expect(recent.find((booking) => booking.reference === made.booking!.reference)).toMatchObject({
      kind: 'RESTAURANT',
      total: { minor: made.booking!.total.minor },
    });
    const times = recent.map((booking) => Date.parse(booking.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const today = new Date().toISOString().slice(0, 10);
    const todays = await figures(callers.admin, { from: today, to: today });
    expect(todays.summary.bookings).toBeGreaterThanOrEqual(1);
  });

  it('refuses anyone but admins and sub-admins, and bad ranges with the field at fault', async () => {
    expect((await dashboard(undefined, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const token of [callers.traveller, callers.partner]) expect((await dashboard(token, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const backwards = await dashboard(callers.admin, { from: day('05-02'), to: day('05-01') });
    expect(backwards.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'from' } });
    const notADate = await dashboard(callers.admin, { from: '2024-02-30' });
    expect(notADate.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'from' } });
    const tooManyDays = await dashboard(callers.admin, { from: day('01-01'), to: `${year + 2}-01-01`, period: 'DAY' });
    expect(tooManyDays.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'period' } });
  });
});
