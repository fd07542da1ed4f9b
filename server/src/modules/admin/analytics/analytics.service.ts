// Marketplace figures for the admin back office, read from the daily rollup (a few thousand rows a year)
// rather than the bookings themselves; only the latest bookings come from `booking`, newest first by index.
// A booking counts once checkout is done: confirmed (including upcoming and completed) or cancelled.
// Revenue is what confirmed bookings are worth; a cancelled one earns nothing.
import { sql } from 'kysely';
import type { RequestContext } from '../../../context.js';
import { backOfficeReads } from '../../../db/read-models.js';
import { BookingStatus, BookingType } from '../../bookings/booking.entity.js';
import { type BookingLifecycle, lifecycleOf } from '../../bookings/booking-lifecycle.js';
import type { CountryService } from '../../countries/country.service.js';
import { backOfficeViewer } from '../back-office-access.js';
import { periodStarts, previousRange, type ReportRange, reportRange } from './report-range.js';

/** The currency the marketplace prices and reports in (spec: money is shown in USD). */
export const REPORTING_CURRENCY = 'USD';

export interface BookingFigures {
  bookings: number;
  confirmed: number;
  cancelled: number;
  revenueMinor: number;
}

export interface Summary extends BookingFigures {
  averageBookingMinor: number;
  /** Cancelled bookings over all bookings, 0 to 1. */
  cancellationRate: number;
}

export interface PeriodFigures extends BookingFigures {
  periodStart: string;
}

export interface ServiceFigures extends Summary {
  kind: BookingType;
  /** This kind's part of the range's revenue, 0 to 1. */
  revenueShare: number;
}

export interface CountryFigures extends BookingFigures {
  countryCode: string;
  countryName: string;
}

/** One line of the exported report: a period, a kind of service and a country. */
export interface ReportLine extends BookingFigures {
  periodStart: string;
  kind: BookingType;
  countryCode: string;
  countryName: string;
}

export interface RecentBooking {
  id: string;
  reference: string;
  kind: BookingType;
  listingName: string;
  city: string;
  countryCode: string;
  contactName: string;
  email: string;
  status: BookingLifecycle;
  startDate: string;
  totalMinor: number;
  currency: string;
  createdAt: Date;
}

export const MAX_RECENT_BOOKINGS = 50;

const empty = (): BookingFigures => ({ bookings: 0, confirmed: 0, cancelled: 0, revenueMinor: 0 });

const summarise = (figures: BookingFigures): Summary => ({
  ...figures,
  averageBookingMinor: figures.confirmed ? Math.round(figures.revenueMinor / figures.confirmed) : 0,
  cancellationRate: figures.bookings ? figures.cancelled / figures.bookings : 0,
});

export class AnalyticsService {
  constructor(private readonly countries: CountryService) {}

  /** The range a request asks for, checked (admins and sub-admins only). */
  range(ctx: RequestContext, input: unknown): ReportRange {
    backOfficeViewer(ctx);
    return reportRange(input);
  }

  /** Rollup rows of the range, booked (not held) and in the reporting currency, grouped by `keys`. */
  private figures<Key extends 'day' | 'type' | 'countryCode'>(ctx: RequestContext, range: ReportRange, keys: Key[]) {
    backOfficeViewer(ctx);
    return backOfficeReads(ctx.em)
      .selectFrom('booking_daily_rollup')
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where('status', '<>', BookingStatus.HELD)
      .where('currency', '=', REPORTING_CURRENCY)
      .select(keys)
      .select((eb) => [
        sql<string>`coalesce(sum(${eb.ref('bookings')}), 0)`.as('bookings'),
        sql<string>`coalesce(sum(${eb.ref('bookings')}) filter (where ${eb.ref('status')} = 'confirmed'), 0)`.as('confirmed'),
        sql<string>`coalesce(sum(${eb.ref('bookings')}) filter (where ${eb.ref('status')} = 'cancelled'), 0)`.as('cancelled'),
        sql<string>`coalesce(sum(${eb.ref('totalMinor')}) filter (where ${eb.ref('status')} = 'confirmed'), 0)`.as('revenueMinor'),
      ])
      .$if(keys.length > 0, (query) => query.groupBy(keys))
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          ...row,
          bookings: Number(row.bookings),
          confirmed: Number(row.confirmed),
          cancelled: Number(row.cancelled),
          revenueMinor: Number(row.revenueMinor),
        })),
      );
  }

  /** Totals of the range. */
  async summary(ctx: RequestContext, range: ReportRange): Promise<Summary> {
    const [totals] = await this.figures(ctx, range, []);
    return summarise(totals ?? empty());
  }

  /** Totals of the range of the same length just before (for the change shown beside each figure). */
  previousSummary(ctx: RequestContext, range: ReportRange): Promise<Summary> {
    return this.summary(ctx, previousRange(range));
  }

  /** One point per day, week or month of the range, quiet ones included. */
  async series(ctx: RequestContext, range: ReportRange): Promise<PeriodFigures[]> {
    const byDay = await this.figures(ctx, range, ['day']);
    const starts = periodStarts(range);
    const points = new Map(starts.map((periodStart) => [periodStart, { periodStart, ...empty() }]));
    for (const row of byDay) {
      const point = points.get(periodOf(String(row.day), starts))!;
      point.bookings += row.bookings;
      point.confirmed += row.confirmed;
      point.cancelled += row.cancelled;
      point.revenueMinor += row.revenueMinor;
    }
    return [...points.values()];
  }

  /** Every kind of service, best earner first: bookings, revenue, average value, cancellations, share. */
  async byService(ctx: RequestContext, range: ReportRange): Promise<ServiceFigures[]> {
    const rows = new Map((await this.figures(ctx, range, ['type'])).map((row) => [row.type, row]));
    const total = [...rows.values()].reduce((sum, row) => sum + row.revenueMinor, 0);
    return Object.values(BookingType)
      .map((kind) => {
        const figures = summarise(rows.get(kind) ?? empty());
        return { kind, ...figures, revenueShare: total ? figures.revenueMinor / total : 0 };
      })
      .sort((a, b) => b.revenueMinor - a.revenueMinor || b.bookings - a.bookings);
  }

  /** Countries with bookings in the range, best earner first. */
  async byCountry(ctx: RequestContext, range: ReportRange): Promise<CountryFigures[]> {
    const rows = await this.figures(ctx, range, ['countryCode']);
    return rows
      .map(({ countryCode, bookings, confirmed, cancelled, revenueMinor }) => ({
        countryCode,
        countryName: this.countries.find(countryCode)?.name ?? countryCode,
        bookings,
        confirmed,
        cancelled,
        revenueMinor,
      }))
      .sort((a, b) => b.revenueMinor - a.revenueMinor || b.bookings - a.bookings || a.countryName.localeCompare(b.countryName));
  }

  /** Figures per period, kind of service and country: the lines of the CSV export, in that order. */
  async report(ctx: RequestContext, range: ReportRange): Promise<ReportLine[]> {
    const rows = await this.figures(ctx, range, ['day', 'type', 'countryCode']);
    const starts = periodStarts(range);
    const lines = new Map<string, ReportLine>();
    for (const row of rows) {
      const periodStart = periodOf(String(row.day), starts);
      const key = `${periodStart}|${row.type}|${row.countryCode}`;
      const line = lines.get(key) ?? { periodStart, kind: row.type, countryCode: row.countryCode, countryName: this.countries.find(row.countryCode)?.name ?? row.countryCode, ...empty() };
      line.bookings += row.bookings;
      line.confirmed += row.confirmed;
      line.cancelled += row.cancelled;
      line.revenueMinor += row.revenueMinor;
      lines.set(key, line);
    }
    return [...lines.values()].sort((a, b) => a.periodStart.localeCompare(b.periodStart) || a.kind.localeCompare(b.kind) || a.countryName.localeCompare(b.countryName));
  }

  /** The latest bookings across the marketplace (checkout finished), newest first. */
  async recentBookings(ctx: RequestContext, limit: number): Promise<RecentBooking[]> {
    backOfficeViewer(ctx);
    const rows = await backOfficeReads(ctx.em)
      .selectFrom('booking')
      .where('status', '<>', BookingStatus.HELD)
      .select(['id', 'reference', 'type', 'listingName', 'city', 'countryCode', 'contactName', 'email', 'status', 'startDate', 'endDate', 'totalMinor', 'currency', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(Math.min(Math.max(limit, 1), MAX_RECENT_BOOKINGS))
      .execute();
    return rows.map(({ type, status, endDate, ...row }) => ({
      ...row,
      kind: type,
      startDate: String(row.startDate),
      status: lifecycleOf({ status, startDate: String(row.startDate), endDate: String(endDate), countryCode: row.countryCode }),
      createdAt: new Date(row.createdAt),
    }));
  }
}

/** The period start a day belongs to: the last start on or before it. */
function periodOf(day: string, starts: string[]): string {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= day) low = middle;
    else high = middle - 1;
  }
  return starts[low]!;
}
