// The window a report covers: inclusive UTC dates of booking, and the size of the periods it is cut into.
import { z } from 'zod';
import { badInput } from '../../../errors.js';
import { addDays, daysBetween } from '../../bookings/booking-dates.js';

export enum ReportPeriod {
  DAY = 'day',
  WEEK = 'week',
  MONTH = 'month',
}

/** The ranges a dashboard offers; `from`/`to` override them. */
export enum ReportRangePreset {
  LAST_7_DAYS = '7d',
  LAST_30_DAYS = '30d',
  LAST_90_DAYS = '90d',
  LAST_12_MONTHS = '12m',
}

const presetDays: Record<ReportRangePreset, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 };
const defaultPeriod: Record<ReportRangePreset, ReportPeriod> = {
  '7d': ReportPeriod.DAY,
  '30d': ReportPeriod.DAY,
  '90d': ReportPeriod.WEEK,
  '12m': ReportPeriod.MONTH,
};

/** Ten years: the oldest a report reaches back in one request. */
export const MAX_RANGE_DAYS = 3660;
/** Daily points in one chart, at most. */
export const MAX_DAILY_POINTS = 366;

export interface ReportRange {
  /** First day, YYYY-MM-DD (UTC), inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
  period: ReportPeriod;
}

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'must be a real date',
  });

/** What a caller may send: a preset or dates, and a period; anything missing has a default. */
export const reportRangeInput = z.object({
  range: z.enum(ReportRangePreset).nullish(),
  from: date.nullish(),
  to: date.nullish(),
  period: z.enum(ReportPeriod).nullish(),
});

export type ReportRangeAsked = z.output<typeof reportRangeInput>;

/** The range asked for, checked: `from` on or before `to`, at most ten years, at most a year of days. */
export function reportRange({ range, from, to, period }: ReportRangeAsked, today = new Date().toISOString().slice(0, 10)): ReportRange {
  const preset = range ?? ReportRangePreset.LAST_30_DAYS;
  const last = to ?? today;
  const first = from ?? addDays(last, 1 - presetDays[preset]);
  if (first > last) throw badInput('from', 'from must be on or before to.');
  const days = daysBetween(first, last) + 1;
  if (days > MAX_RANGE_DAYS) throw badInput('from', `A report covers at most ${MAX_RANGE_DAYS} days.`);
  const grouping = period ?? (from || to ? (days > 92 ? ReportPeriod.MONTH : ReportPeriod.DAY) : defaultPeriod[preset]);
  if (grouping === ReportPeriod.DAY && days > MAX_DAILY_POINTS) throw badInput('period', `Group by week or month for ranges over ${MAX_DAILY_POINTS} days.`);
  return { from: first, to: last, period: grouping };
}

/** The first day of the period `day` falls in (weeks start on Monday, as PostgreSQL's date_trunc). */
export function periodStart(day: string, period: ReportPeriod): string {
  if (period === ReportPeriod.DAY) return day;
  if (period === ReportPeriod.MONTH) return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every period start of the range, in order: a chart shows the quiet periods too. */
export function periodStarts({ from, to, period }: ReportRange): string[] {
  const starts: string[] = [];
  for (let start = periodStart(from, period); start <= to; ) {
    starts.push(start);
    start = period === ReportPeriod.DAY ? addDays(start, 1) : period === ReportPeriod.WEEK ? addDays(start, 7) : nextMonth(start);
  }
  return starts;
}

/** Some consecutive days, both inclusive. */
export interface DaySpan {
  from: string;
  to: string;
}

/**
 * A range as months of a monthly rollup plus and minus days of a daily one, reading the fewest days: each month
 * the range covers in part is either its days in the range or the whole month less its days outside it.
 * `months` runs from the first day of the first month to the last day of the last; null when none is read.
 */
export interface MonthsAndDays {
  months: DaySpan | null;
  plus: DaySpan[];
  minus: DaySpan[];
}

export function monthsAndDays({ from, to }: DaySpan): MonthsAndDays {
  const monthOf = (day: string) => periodStart(day, ReportPeriod.MONTH);
  const monthEnd = (day: string) => addDays(nextMonth(monthOf(day)), -1);
  const plan: MonthsAndDays = { months: { from: monthOf(from), to: monthEnd(to) }, plus: [], minus: [] };
  const edges: DaySpan[] =
    monthOf(from) === monthOf(to)
      ? [{ from, to }]
      : [
          { from, to: monthEnd(from) },
          { from: monthOf(to), to },
        ];
  for (const edge of edges) {
    const inside = daysBetween(edge.from, edge.to) + 1;
    const outside = daysBetween(monthOf(edge.from), monthEnd(edge.from)) + 1 - inside;
    if (outside < inside) {
      if (edge.from > monthOf(edge.from)) plan.minus.push({ from: monthOf(edge.from), to: addDays(edge.from, -1) });
      if (edge.to < monthEnd(edge.to)) plan.minus.push({ from: addDays(edge.to, 1), to: monthEnd(edge.to) });
    } else {
      plan.plus.push(edge);
      const months = plan.months!;
      plan.months = edge.from === from ? { from: nextMonth(monthOf(from)), to: months.to } : { from: months.from, to: addDays(monthOf(to), -1) };
    }
  }
  if (plan.months && plan.months.from > plan.months.to) plan.months = null;
  return plan;
}

const nextMonth = (monthStart: string) => {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** The range of the same length just before: what a change is measured against. */
export function previousRange(range: ReportRange): ReportRange {
  const days = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1), period: range.period };
}
