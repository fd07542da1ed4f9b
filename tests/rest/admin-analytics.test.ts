// Spec §7 admin analytics and report paths: the numbers of the bookings the suite made, the range and period
// parameters, 401 without a session and 403 for travellers and partners, and a CSV that quotes and defuses text.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { type Callers, insertBookings, privateYear, restGet, signInCallers } from '../api/admin-analytics-support.js';

const suite = apiSuite();

const paths = [
  '/admin/revenue/breakdown',
  '/admin/analytics/overview',
  '/admin/reports/overview',
  '/api/overview',
  '/api/bookings/summary',
  '/api/revenue/summary',
  '/api/admin/recent-bookings',
  '/api/admin/service-performance',
  '/admin/reports/export.csv',
];

describe('admin analytics REST', () => {
  let callers: Callers;
  const year = privateYear('rest');
  const window = `from=${year}-05-01&to=${year}-05-31`;

  it('answers 401 without a session, 403 to travellers and partners, 200 to admins and sub-admins', async () => {
    callers = await signInCallers(suite.env);
    for (const path of paths) {
      expect((await restGet(suite.env, path)).status, path).toBe(401);
      expect(await (await restGet(suite.env, path)).json()).toMatchObject({ message: 'Unauthenticated' });
      expect((await restGet(suite.env, path, callers.traveller)).status, path).toBe(403);
      expect((await restGet(suite.env, path, callers.partner)).status, path).toBe(403);
      expect((await restGet(suite.env, path, callers.subadmin)).status, path).toBe(200);
    }
    // The /api twin of a legacy /admin path answers the same.
    expect((await restGet(suite.env, '/api/admin/revenue/breakdown', callers.admin)).status).toBe(200);
  });

  it('gives the figures of the bookings in the window', async () => {
    await insertBookings(suite.db, [
      { day: `${year}-05-04`, type: 'hotel', country: 'NG', status: 'confirmed', totalMinor: 20_000 },
      { day: `${year}-05-05`, type: 'leisure', country: 'GH', status: 'confirmed', totalMinor: 5_025 },
      { day: `${year}-05-20`, type: 'leisure', country: 'GH', status: 'cancelled', totalMinor: 3_000 },
      { day: `${year}-06-01`, type: 'hotel', country: 'NG', status: 'confirmed', totalMinor: 99_900 },
    ]);
    const get = async (path: string) => {
      const response = await restGet(suite.env, path, callers.admin);
      expect(response.status, path).toBe(200);
      return (await response.json()) as any;
    };
    const breakdown = await get(`/admin/revenue/breakdown?${window}`);
    expect(breakdown).toMatchObject({ from: `${year}-05-01`, to: `${year}-05-31`, total_revenue: 250.25, currency: 'USD' });
    expect(breakdown.by_country).toEqual([
      { country_code: 'NG', country: 'Nigeria', bookings: 1, revenue: 200 },
      { country_code: 'GH', country: 'Ghana', bookings: 2, revenue: 50.25 },
    ]);
    expect(breakdown.by_service.find((row: any) => row.service === 'nightlife')).toMatchObject({ bookings: 2, revenue: 50.25 });

    expect(await get(`/api/overview?${window}`)).toMatchObject({
      total_bookings: 3,
      confirmed_bookings: 2,
      cancelled_bookings: 1,
      total_revenue: 250.25,
      average_booking_value: 125.13,
    });
    const summary = await get(`/api/bookings/summary?${window}`);
    expect(summary).toMatchObject({ total: 3, confirmed: 2, cancelled: 1 });
    expect(summary.by_service.find((row: any) => row.service === 'hotel')).toEqual({ service: 'hotel', bookings: 1, confirmed: 1, cancelled: 0 });
    const revenue = await get(`/api/revenue/summary?${window}&period=weekly`);
    expect(revenue.period).toBe('week');
    expect(revenue.series.reduce((sum: number, point: any) => sum + point.revenue, 0)).toBeCloseTo(250.25, 2);
    const performance = await get(`/api/admin/service-performance?${window}`);
    expect(performance).toHaveLength(5);
    expect(performance[0]).toMatchObject({ service: 'hotel', bookings: 1, revenue: 200, cancellation_rate: 0 });
    expect(performance[1]).toMatchObject({ service: 'nightlife', bookings: 2, cancellation_rate: 0.5 });

    const monthly = await get(`/admin/reports/overview?period=month&from=${year}-01-01&to=${year}-12-31`);
    expect(monthly.rows).toHaveLength(12);
    expect(monthly.rows[4]).toEqual({ period_start: `${year}-05-01`, bookings: 3, confirmed: 2, cancelled: 1, revenue: 250.25 });
    expect(monthly.rows[5]).toMatchObject({ period_start: `${year}-06-01`, bookings: 1, revenue: 999 });
    expect(monthly.totals).toMatchObject({ total_bookings: 4, total_revenue: 1249.25 });

    const overview = await get('/admin/analytics/overview?range=7d');
    expect(overview).toMatchObject({ range: '7d', period: 'day' });
    expect(overview.series).toHaveLength(7);
    expect(overview.previous).toHaveProperty('total_revenue');

    const recent = await get('/api/admin/recent-bookings?limit=5');
    expect(recent.length).toBeLessThanOrEqual(5);
    expect(recent[0]).toHaveProperty('booking_reference');
  });

  it('refuses a bad window with the parameter at fault', async () => {
    for (const [query, field] of [
      ['range=2y', 'range'],
      ['period=hourly', 'period'],
      [`from=${year}-05-31&to=${year}-05-01`, 'from'],
      ['from=yesterday', 'from'],
    ] as const) {
      const response = await restGet(suite.env, `/admin/analytics/overview?${query}`, callers.admin);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ field });
    }
    expect((await restGet(suite.env, '/api/admin/recent-bookings?limit=500', callers.admin)).status).toBe(400);
  });

  it('exports the window as CSV: quoted where needed, formulas defused', async () => {
    const csvYear = year + 1 > 2009 ? year - 1 : year + 1;
    await insertBookings(suite.db, [
      { day: `${csvYear}-08-03`, type: 'tour', country: 'MA', status: 'confirmed', totalMinor: 12_345 },
      { day: `${csvYear}-08-04`, type: 'tour', country: 'MA', status: 'confirmed', totalMinor: 100 },
    ]);
    // A country name from the data with a comma would be quoted; check the writer on the names we have too.
    const response = await restGet(suite.env, `/admin/reports/export.csv?from=${csvYear}-08-01&to=${csvYear}-08-31&period=month`, callers.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="bookings-report_${csvYear}-08-01_${csvYear}-08-31_month.csv"`);
    expect(await response.text()).toBe(
      ['period_start,service,country_code,country,bookings,confirmed,cancelled,revenue_usd', `${csvYear}-08-01,tour,MA,Morocco,2,2,0,124.45`, ''].join('\r\n'),
    );
  });
});
