// Admin analytics at a million bookings: the bookings are generated in one INSERT ... SELECT over three years
// (the rollup triggers fold them in as one grouped upsert), then each dashboard query is timed server-side.
import pg from 'pg';
import type { RunningApp } from '../../server/src/boot.js';
import { graphql, serverTime } from './request.js';

const WARMUP = 20;
const SAMPLES = 200;
const REFERENCE_PREFIX = 'JA-BENCH-';
const featured = ['RW', 'KE', 'TZ', 'UG', 'ZA', 'NA', 'BW', 'NG', 'GH', 'MA', 'EG', 'SN'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function withClient<T>(databaseUrl: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

export const generatedBookingCount = (databaseUrl: string) =>
  withClient(
    databaseUrl,
    async (db) => (await db.query(`select count(*)::int as n from booking where reference like '${REFERENCE_PREFIX}%'`)).rows[0].n as number,
  );

/** `count` confirmed and cancelled (one in ten) bookings of every kind, made over the last three years, 60% in featured countries. */
export function generateBookings(databaseUrl: string, count: number): Promise<void> {
  return withClient(databaseUrl, async (db) => {
    await db.query('begin');
    try {
      await db.query(`delete from booking where reference like '${REFERENCE_PREFIX}%'`);
      await db.query(
        `insert into booking (reference, type, listing_id, listing_name, location, city, country_code, email, contact_name, status, start_date, end_date, party_size, units, total_minor, created_at, confirmed_at)
        with codes as (
          select array_agg(code order by (code = any($2::text[])) desc, code) as all_codes, count(*) filter (where code = any($2::text[])) as featured, count(*) as total from country
        ), rows as (
          select g, now() - (abs(hashint4(g * 11)) % (3 * 365 * 86400)) * interval '1 second' as made_at,
                 case when (hashint4(g) & 1023) < 614 then 1 + abs(hashint4(g * 3)) % codes.featured
                      else 1 + codes.featured + abs(hashint4(g * 3)) % (codes.total - codes.featured) end as country_index
          from generate_series(1, $1::int) g, codes
        )
        select '${REFERENCE_PREFIX}' || g, (array['hotel','tour','restaurant','leisure','transport'])[1 + abs(hashint4(g * 5)) % 5]::booking_type,
               1 + abs(hashint4(g * 7)) % 1000, 'Bench listing ' || (abs(hashint4(g * 7)) % 1000), 'Bench City', 'Bench City', codes.all_codes[country_index],
               'bench' || (g % 50000) || '@example.org', 'Bench Traveller',
               (case when abs(hashint4(g * 13)) % 10 = 0 then 'cancelled' else 'confirmed' end)::booking_status,
               made_at::date + 14, made_at::date + 16, 2, 1, 2000 + abs(hashint4(g * 17)) % 48000, made_at, made_at
        from rows, codes`,
        [count, featured],
      );
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      throw error;
    }
    await db.query('vacuum analyze booking');
    for (const rollup of ['booking_daily_rollup', 'booking_monthly_rollup', 'booking_daily_kind_rollup']) await db.query(`vacuum analyze ${rollup}`);
  });
}

const DASHBOARD = (fields: string) => `query AnalyticsDashboard($range: ReportRangeInput) { analyticsDashboard(range: $range) { ${fields} } }`;
const FIGURES = 'bookings confirmed cancelled revenue { minor }';

const queries: Array<{ name: string; fields: string; range: Record<string, unknown> }> = [
  { name: 'summary, last 12 months', fields: `summary { ${FIGURES} averageBookingValue { minor } cancellationRate }`, range: { range: 'LAST_12_MONTHS' } },
  { name: 'series by day, last 30 days', fields: `series { periodStart ${FIGURES} }`, range: { range: 'LAST_30_DAYS', period: 'DAY' } },
  { name: 'series by month, 3 years', fields: `series { periodStart ${FIGURES} }`, range: { from: '-3y', period: 'MONTH' } },
  { name: 'series by week, 12 months', fields: `series { periodStart ${FIGURES} }`, range: { range: 'LAST_12_MONTHS', period: 'WEEK' } },
  { name: 'revenue by service, 12 months', fields: `byService { kind ${FIGURES} revenueShare }`, range: { range: 'LAST_12_MONTHS' } },
  { name: 'revenue by country, 12 months', fields: `byCountry { countryCode ${FIGURES} }`, range: { range: 'LAST_12_MONTHS' } },
  { name: 'recent bookings (10)', fields: 'recentBookings(first: 10) { reference kind status total { minor } createdAt }', range: {} },
  {
    name: 'whole overview screen, 12 months',
    fields: `summary { ${FIGURES} } previousSummary { ${FIGURES} } series { periodStart ${FIGURES} } byService { kind ${FIGURES} } byCountry { countryCode ${FIGURES} } recentBookings(first: 10) { reference }`,
    range: { range: 'LAST_12_MONTHS' },
  },
];

async function signInAdmin(app: RunningApp): Promise<string> {
  const { body } = await graphql(app, `mutation SignIn($input: SessionCreateInput!) { sessionCreate(input: $input) { token } }`, {
    input: { email: 'admin@example.com', password: 'Safari2025!' },
  });
  return body.data!.sessionCreate.token as string;
}

async function timed(sample: () => Promise<number>) {
  for (let i = 0; i < WARMUP; i++) await sample();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await sample());
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

export async function measureAnalytics(app: RunningApp, databaseUrl: string) {
  const headers = { authorization: `Bearer ${await signInAdmin(app)}` };
  const threeYearsAgo = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString().slice(0, 10);
  const rows: Array<{ name: string; p50: number; p95: number }> = [];
  for (const query of queries) {
    const range = query.range.from === '-3y' ? { ...query.range, from: threeYearsAgo } : query.range;
    rows.push({ name: query.name, ...(await timed(async () => (await graphql(app, DASHBOARD(query.fields), { range }, headers)).serverMs)) });
  }
  for (const period of ['month', 'day']) {
    rows.push({
      name: `CSV export, 12 months by ${period}`,
      ...(await timed(async () => {
        const response = await fetch(`${app.apiUrl}/admin/reports/export.csv?range=12m&period=${period}`, {
          headers: { ...headers, 'x-requested-with': 'bench' },
        });
        await response.text();
        return serverTime(response);
      })),
    });
  }
  // What the rollup spares: the same 12-month totals computed from the bookings themselves.
  const scan = await withClient(databaseUrl, async (db) => {
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await db.query(`select type, country_code, count(*), sum(total_minor) filter (where status = 'confirmed') from booking
        where status <> 'held' and created_at >= now() - interval '365 days' group by 1, 2`);
      samples.push(performance.now() - started);
    }
    return samples.sort((a, b) => a - b)[2]!;
  });
  return { rows, scanMs: scan };
}
