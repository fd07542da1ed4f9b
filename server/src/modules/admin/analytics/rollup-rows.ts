// Where the analytics read a range from: the coarsest rollup that still tells apart what is asked for.
// A year per day and kind is under 4,000 rows; per day, kind and country it is over 100,000 at a million
// bookings, so countries are read per month, with the fewest days added or taken away at the range's ends.
import { type ExpressionBuilder, sql } from 'kysely';
import type { BackOfficeReads } from '../../../db/read-models.js';
import { type DaySpan, monthsAndDays, ReportPeriod, type ReportRange } from './report-range.js';

/** The currency the marketplace prices and reports in (spec: money is shown in USD). */
export const REPORTING_CURRENCY = 'USD';

/** The rows of the range per day and kind, all countries as one. */
const byKind = (db: BackOfficeReads, { from, to }: DaySpan) =>
  db
    .selectFrom('booking_daily_kind_rollup')
    .select(['day', 'type', sql<string>`''`.as('countryCode'), 'status', 'bookings', 'totalMinor', sql.lit<number>(1).as('sign')])
    .where('currency', '=', REPORTING_CURRENCY)
    .where('day', '>=', from)
    .where('day', '<=', to);

/** The rows of some days per kind and country; `sign` -1 where they are taken away. */
const dailyByCountry = (db: BackOfficeReads, { from, to }: DaySpan, sign: 1 | -1) =>
  db
    .selectFrom('booking_daily_rollup')
    .select(['day', 'type', 'countryCode', 'status', 'bookings', 'totalMinor', sql.lit<number>(sign).as('sign')])
    .where('currency', '=', REPORTING_CURRENCY)
    .where('day', '>=', from)
    .where('day', '<=', to);

/**
 * The rows of the range per kind and country: months from the monthly rollup and, around them, days added or
 * taken away (see `monthsAndDays`), unless shorter periods cut months. Each span is a plain range, so the
 * planner knows how few rows the days are and starts no parallel workers for them.
 */
function byCountry(db: BackOfficeReads, range: ReportRange, period?: ReportPeriod) {
  if (period === ReportPeriod.DAY || period === ReportPeriod.WEEK) return dailyByCountry(db, range, 1);
  const { months, plus, minus } = monthsAndDays(range);
  const days = [...plus.map((span) => dailyByCountry(db, span, 1)), ...minus.map((span) => dailyByCountry(db, span, -1))];
  const monthly =
    months &&
    db
      .selectFrom('booking_monthly_rollup')
      .select(['month as day', 'type', 'countryCode', 'status', 'bookings', 'totalMinor', sql.lit<number>(1).as('sign')])
      .where('currency', '=', REPORTING_CURRENCY)
      .where('month', '>=', months.from)
      .where('month', '<=', months.to);
  const [first, ...rest] = [...(monthly ? [monthly] : []), ...days];
  return rest.reduce((rows, more) => rows.unionAll(more), first!);
}

/** The range's rollup rows in the reporting currency, as the table `rollup` (day, type, countryCode, status, bookings, totalMinor, sign). */
export const rollupRows = (db: BackOfficeReads, range: ReportRange, { countries, period }: { countries: boolean; period?: ReportPeriod }) =>
  db.selectFrom((countries ? byCountry(db, range, period) : byKind(db, range)).as('rollup'));

type RollupBuilder = ExpressionBuilder<{ rollup: { day: string } }, 'rollup'>;

/** The first day of the period of a row's day, in SQL (weeks from Monday, as `periodStart`). */
export const periodOfDay = (eb: RollupBuilder, period: ReportPeriod) =>
  period === ReportPeriod.DAY ? sql<string>`${eb.ref('day')}` : sql<string>`date_trunc(${period}, ${eb.ref('day')}::timestamp)::date`;
