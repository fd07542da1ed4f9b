// Marketplace figures for the admin back office, summed in SQL over rollups (a few thousand rows a year)
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
import { periodStarts, previousRange, type ReportPeriod, type ReportRange, type ReportRangeAsked, reportRange } from './report-range.js';
import { periodOfDay, rollupRows } from './rollup-rows.js';

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
  range(ctx: RequestContext, asked: ReportRangeAsked): ReportRange {
    backOfficeViewer(ctx);
    return reportRange(asked);
  }

  /**
   * Figures of the range per value of `keys` (and per period when one is given), summed in SQL over the
   * coarsest rollup that tells them apart (see `rollupRows`).
   */
  private async figures<Key extends 'type' | 'countryCode'>(ctx: RequestContext, range: ReportRange, keys: Key[], period?: ReportPeriod) {
    backOfficeViewer(ctx);
    const db = backOfficeReads(ctx.em);
    const rows = await rollupRows(db, range, { countries: keys.includes('countryCode' as Key), period })
      .select(keys)
      .select((eb) => [
        sql<string>`coalesce(sum(${eb.ref('sign')} * ${eb.ref('bookings')}), 0)`.as('bookings'),
        sql<string>`coalesce(sum(${eb.ref('sign')} * ${eb.ref('bookings')}) filter (where ${eb.ref('status')} = 'confirmed'), 0)`.as('confirmed'),
        sql<string>`coalesce(sum(${eb.ref('sign')} * ${eb.ref('bookings')}) filter (where ${eb.ref('status')} = 'cancelled'), 0)`.as('cancelled'),
        sql<string>`coalesce(sum(${eb.ref('sign')} * ${eb.ref('totalMinor')}) filter (where ${eb.ref('status')} = 'confirmed'), 0)`.as('revenueMinor'),
      ])
      // A key whose bookings were all deleted (or taken away with days outside the range) sums to zero: no line of a report.
      .having((eb) => sql`sum(${eb.ref('sign')} * ${eb.ref('bookings')})`, '>', 0)
      .$if(keys.length > 0, (query) => query.groupBy(keys))
      .$if(period !== undefined, (query) => query.select((eb) => periodOfDay(eb, period!).as('periodStart')).groupBy('periodStart'))
      .execute();
    return rows.map((row) => ({
      ...row,
      bookings: Number(row.bookings),
      confirmed: Number(row.confirmed),
      cancelled: Number(row.cancelled),
      revenueMinor: Number(row.revenueMinor),
    }));
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
    const rows = await this.figures(ctx, range, [], range.period);
    const byPeriod = new Map(
      rows.map(({ periodStart, bookings, confirmed, cancelled, revenueMinor }) => [String(periodStart), { bookings, confirmed, cancelled, revenueMinor }]),
    );
    return periodStarts(range).map((periodStart) => ({ periodStart, ...(byPeriod.get(periodStart) ?? empty()) }));
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
      .map((row) => this.ofCountry(row))
      .sort((a, b) => b.revenueMinor - a.revenueMinor || b.bookings - a.bookings || a.countryName.localeCompare(b.countryName));
  }

  /** Figures per period, kind of service and country: the lines of the CSV export, in that order. */
  async report(ctx: RequestContext, range: ReportRange): Promise<ReportLine[]> {
    const rows = await this.figures(ctx, range, ['type', 'countryCode'], range.period);
    return rows
      .map(({ periodStart, type, ...row }) => ({ periodStart: String(periodStart), kind: type, ...this.ofCountry(row) }))
      .sort((a, b) => a.periodStart.localeCompare(b.periodStart) || a.kind.localeCompare(b.kind) || a.countryName.localeCompare(b.countryName));
  }

  /** A country's figures, with its name. */
  private ofCountry({ countryCode, bookings, confirmed, cancelled, revenueMinor }: BookingFigures & { countryCode: string }): CountryFigures {
    return { countryCode, countryName: this.countryName(countryCode), bookings, confirmed, cancelled, revenueMinor };
  }

  private countryName(code: string): string {
    return this.countries.find(code)?.name ?? code;
  }

  /** The latest bookings across the marketplace (checkout finished), newest first. */
  async recentBookings(ctx: RequestContext, limit: number): Promise<RecentBooking[]> {
    backOfficeViewer(ctx);
    const rows = await backOfficeReads(ctx.em)
      .selectFrom('booking')
      .where('status', '<>', BookingStatus.HELD)
      .select([
        'id',
        'reference',
        'type',
        'listingName',
        'city',
        'countryCode',
        'contactName',
        'email',
        'status',
        'startDate',
        'endDate',
        'totalMinor',
        'currency',
        'createdAt',
      ])
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
