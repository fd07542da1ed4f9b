// Spec §7 admin analytics and reports over the analytics service, plus the CSV export. Every path takes the
// same window: `range` (7d, 30d, 90d, 12m) or `from`/`to` (YYYY-MM-DD), and `period` (day, week, month).
import {
  backOfficeViewer,
  type CountryFigures,
  MAX_RECENT_BOOKINGS,
  ReportPeriod,
  ReportRangePreset,
  parseInput,
  reportRangeInput,
  type ApiContext,
  reportCsv,
  reportFileName,
  type ServiceFigures,
  type Summary,
  wholeNumber,
} from '../../server/src/index.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { legacyTypeName } from './bookings.routes.js';
import { dollars } from './listing-params.js';
import { queryString, textParam } from './query-params.js';
import { type RouteDeps, route } from './route-deps.js';

/** The old admin client's words for periods, as well as ours. */
const periodAliases: Record<string, ReportPeriod> = { daily: ReportPeriod.DAY, weekly: ReportPeriod.WEEK, monthly: ReportPeriod.MONTH };

const windowQuery = queryString({
  range: z.enum(ReportRangePreset).optional(),
  from: textParam(10),
  to: textParam(10),
  period: textParam(10)
    .transform((value) => (value ? (periodAliases[value.toLowerCase()] ?? value.toLowerCase()) : undefined))
    .pipe(z.enum(ReportPeriod).optional()),
});

const recentQuery = queryString({ limit: wholeNumber(1, MAX_RECENT_BOOKINGS).optional() });

const rate = (value: number) => Math.round(value * 10_000) / 10_000;

const summarySchema = z.object({
  total_bookings: z.number(),
  confirmed_bookings: z.number(),
  cancelled_bookings: z.number(),
  total_revenue: z.number().meta({ description: 'In US dollars.' }),
  average_booking_value: z.number(),
  cancellation_rate: z.number().meta({ description: 'From 0 to 1.' }),
});

/** The window every answer repeats: first and last day (YYYY-MM-DD) and the period rows are summed by. */
const windowShape = { from: z.string(), to: z.string(), period: z.enum(ReportPeriod) };

const serviceSchema = z.object({
  service: z.string(),
  bookings: z.number(),
  confirmed: z.number(),
  cancelled: z.number(),
  revenue: z.number(),
  average_booking_value: z.number(),
  cancellation_rate: z.number(),
  revenue_share: z.number(),
});

const answers = {
  overview: z.object({
    range: z.string().nullable(),
    ...windowShape,
    ...summarySchema.shape,
    previous: summarySchema,
    series: z.array(z.object({ date: z.string(), bookings: z.number(), revenue: z.number() })),
  }),
  report: z.object({
    ...windowShape,
    totals: summarySchema,
    rows: z.array(z.object({ period_start: z.string(), bookings: z.number(), confirmed: z.number(), cancelled: z.number(), revenue: z.number() })),
  }),
  breakdown: z.object({
    ...windowShape,
    total_revenue: z.number(),
    currency: z.string(),
    by_service: z.array(z.object({ service: z.string(), bookings: z.number(), revenue: z.number(), share: z.number() })),
    by_country: z.array(z.object({ country_code: z.string(), country: z.string(), bookings: z.number(), revenue: z.number() })),
  }),
  summary: z.object({ ...windowShape, ...summarySchema.shape }),
  bookings: z.object({
    ...windowShape,
    total: z.number(),
    confirmed: z.number(),
    cancelled: z.number(),
    by_service: z.array(z.object({ service: z.string(), bookings: z.number(), confirmed: z.number(), cancelled: z.number() })),
  }),
  revenue: z.object({
    ...windowShape,
    total_revenue: z.number(),
    average_booking_value: z.number(),
    currency: z.string(),
    by_service: z.array(z.object({ service: z.string(), revenue: z.number() })),
    series: z.array(z.object({ date: z.string(), revenue: z.number() })),
  }),
  services: z.array(serviceSchema),
  recent: z.array(
    z.object({
      id: z.string(),
      booking_reference: z.string(),
      booking_type: z.string(),
      service_name: z.string(),
      city: z.string().nullable(),
      country_code: z.string(),
      customer_name: z.string().nullable(),
      customer_email: z.string().nullable(),
      booking_date: z.string(),
      created_at: z.string(),
      status: z.string(),
      total_price: z.number(),
      currency: z.string(),
    }),
  ),
};

function legacySummary(summary: Summary): z.output<typeof summarySchema> {
  return {
    total_bookings: summary.bookings,
    confirmed_bookings: summary.confirmed,
    cancelled_bookings: summary.cancelled,
    total_revenue: dollars(summary.revenueMinor),
    average_booking_value: dollars(summary.averageBookingMinor),
    cancellation_rate: rate(summary.cancellationRate),
  };
}

const legacyService = (row: ServiceFigures): z.output<typeof serviceSchema> => ({
  service: legacyTypeName(row.kind),
  bookings: row.bookings,
  confirmed: row.confirmed,
  cancelled: row.cancelled,
  revenue: dollars(row.revenueMinor),
  average_booking_value: dollars(row.averageBookingMinor),
  cancellation_rate: rate(row.cancellationRate),
  revenue_share: rate(row.revenueShare),
});

const legacyCountry = (row: CountryFigures) => ({
  country_code: row.countryCode,
  country: row.countryName,
  bookings: row.bookings,
  revenue: dollars(row.revenueMinor),
});

export function adminAnalyticsRoutes(app: FastifyInstance, deps: RouteDeps) {
  // Staff only, refused before the window is read.
  const staff = { signedIn: true, guard: backOfficeViewer };
  const windowOf = (ctx: ApiContext, query: z.output<typeof windowQuery>) => ctx.services.analytics.range(ctx, parseInput(reportRangeInput, query));
  const analyticsRoute = <S extends z.ZodType>(
    path: string,
    schema: S,
    answer: (ctx: ApiContext, window: ReturnType<typeof windowOf>, query: z.output<typeof windowQuery>) => Promise<z.output<S>>,
  ) => route(app, deps, 'GET', path, (ctx, { query }) => answer(ctx, windowOf(ctx, query), query), { query: windowQuery, ...staff, answer: { schema } });

  analyticsRoute('/admin/analytics/overview', answers.overview, async (ctx, window, query) => {
    const { analytics } = ctx.services;
    const [summary, previous, series] = await Promise.all([
      analytics.summary(ctx, window),
      analytics.previousSummary(ctx, window),
      analytics.series(ctx, window),
    ]);
    return {
      range: query.from || query.to ? null : (query.range ?? ReportRangePreset.LAST_30_DAYS),
      ...window,
      ...legacySummary(summary),
      previous: legacySummary(previous),
      series: series.map((point) => ({ date: point.periodStart, bookings: point.bookings, revenue: dollars(point.revenueMinor) })),
    };
  });

  analyticsRoute('/admin/reports/overview', answers.report, async (ctx, window) => {
    const [summary, series] = await Promise.all([ctx.services.analytics.summary(ctx, window), ctx.services.analytics.series(ctx, window)]);
    return {
      ...window,
      totals: legacySummary(summary),
      rows: series.map((point) => ({
        period_start: point.periodStart,
        bookings: point.bookings,
        confirmed: point.confirmed,
        cancelled: point.cancelled,
        revenue: dollars(point.revenueMinor),
      })),
    };
  });

  analyticsRoute('/admin/revenue/breakdown', answers.breakdown, async (ctx, window) => {
    const [summary, services, countries] = await Promise.all([
      ctx.services.analytics.summary(ctx, window),
      ctx.services.analytics.byService(ctx, window),
      ctx.services.analytics.byCountry(ctx, window),
    ]);
    return {
      ...window,
      total_revenue: dollars(summary.revenueMinor),
      currency: 'USD',
      by_service: services.map((row) => ({
        service: legacyTypeName(row.kind),
        bookings: row.bookings,
        revenue: dollars(row.revenueMinor),
        share: rate(row.revenueShare),
      })),
      by_country: countries.map(legacyCountry),
    };
  });

  analyticsRoute('/api/overview', answers.summary, async (ctx, window) => ({ ...window, ...legacySummary(await ctx.services.analytics.summary(ctx, window)) }));

  analyticsRoute('/api/bookings/summary', answers.bookings, async (ctx, window) => {
    const [summary, services] = await Promise.all([ctx.services.analytics.summary(ctx, window), ctx.services.analytics.byService(ctx, window)]);
    return {
      ...window,
      total: summary.bookings,
      confirmed: summary.confirmed,
      cancelled: summary.cancelled,
      by_service: services.map((row) => ({ service: legacyTypeName(row.kind), bookings: row.bookings, confirmed: row.confirmed, cancelled: row.cancelled })),
    };
  });

  analyticsRoute('/api/revenue/summary', answers.revenue, async (ctx, window) => {
    const [summary, services, series] = await Promise.all([
      ctx.services.analytics.summary(ctx, window),
      ctx.services.analytics.byService(ctx, window),
      ctx.services.analytics.series(ctx, window),
    ]);
    return {
      ...window,
      total_revenue: dollars(summary.revenueMinor),
      average_booking_value: dollars(summary.averageBookingMinor),
      currency: 'USD',
      by_service: services.map((row) => ({ service: legacyTypeName(row.kind), revenue: dollars(row.revenueMinor) })),
      series: series.map((point) => ({ date: point.periodStart, revenue: dollars(point.revenueMinor) })),
    };
  });

  analyticsRoute('/api/admin/service-performance', answers.services, async (ctx, window) =>
    (await ctx.services.analytics.byService(ctx, window)).map(legacyService),
  );

  route(
    app,
    deps,
    'GET',
    '/api/admin/recent-bookings',
    async (ctx, { query }): Promise<z.output<typeof answers.recent>> =>
      (await ctx.services.analytics.recentBookings(ctx, query.limit ?? 10)).map((booking) => ({
        id: booking.id,
        booking_reference: booking.reference,
        booking_type: legacyTypeName(booking.kind),
        service_name: booking.listingName,
        city: booking.city,
        country_code: booking.countryCode,
        customer_name: booking.contactName,
        customer_email: booking.email,
        booking_date: booking.startDate,
        created_at: booking.createdAt.toISOString(),
        status: booking.status,
        total_price: dollars(booking.totalMinor),
        currency: booking.currency,
      })),
    { query: recentQuery, ...staff, answer: { schema: answers.recent } },
  );

  route(
    app,
    deps,
    'GET',
    '/admin/reports/export.csv',
    async (ctx, { query }, _request, reply) => {
      const window = windowOf(ctx, query);
      const csv = reportCsv(await ctx.services.analytics.report(ctx, window));
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportFileName(window)}"`)
        .header('cache-control', 'no-store');
      return csv;
    },
    { query: windowQuery, ...staff, answer: { contentType: 'text/csv' }, summary: 'The report as a CSV download.' },
  );
}
