import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../../http/api-context.js';
import { parseArgs } from '../../../graphql/arguments.js';
import { Money } from '../../listings/money.js';
import { BACK_OFFICE_ROLES } from '../back-office-access.js';
import type { BookingFigures, RecentBooking as RecentBookingRow, Summary } from './analytics.service.js';
import {
  AnalyticsDashboard,
  AnalyticsPoint,
  AnalyticsSummary,
  CountryRevenue,
  MoneyTotal,
  RecentBooking,
  ReportRangeInput,
  ServicePerformance,
} from './analytics.types.js';
import { reportRangeInput } from './report-range.js';

/** Minor units become Money; every other figure is shown as it is. */
const figuresView = <T extends object>(View: new () => T, { revenueMinor, ...figures }: BookingFigures): T =>
  Object.assign(new View(), figures, { revenue: MoneyTotal.of(revenueMinor) });

const summaryView = <T extends AnalyticsSummary>(View: new () => T, { averageBookingMinor, ...figures }: Summary): T =>
  Object.assign(figuresView(View, figures), { averageBookingValue: Money.of(averageBookingMinor) });

const recentView = ({ totalMinor, currency, ...booking }: RecentBookingRow) =>
  Object.assign(new RecentBooking(), booking, { total: Money.of(totalMinor, currency) });

@Resolver(() => AnalyticsDashboard)
export class AnalyticsResolver {
  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => AnalyticsDashboard, { description: 'Marketplace bookings and revenue over a range (admins and sub-admins)' })
  analyticsDashboard(@Arg('range', () => ReportRangeInput, { nullable: true }) range: ReportRangeInput | null, @Ctx() ctx: ApiContext) {
    return AnalyticsDashboard.of(ctx.services.analytics.range(ctx, parseArgs(reportRangeInput, { ...range })));
  }

  @FieldResolver(() => AnalyticsSummary)
  async summary(@Root() dashboard: AnalyticsDashboard, @Ctx() ctx: ApiContext) {
    return summaryView(AnalyticsSummary, await ctx.services.analytics.summary(ctx, dashboard));
  }

  @FieldResolver(() => AnalyticsSummary, { description: 'The same figures for the range of the same length just before' })
  async previousSummary(@Root() dashboard: AnalyticsDashboard, @Ctx() ctx: ApiContext) {
    return summaryView(AnalyticsSummary, await ctx.services.analytics.previousSummary(ctx, dashboard));
  }

  @FieldResolver(() => [AnalyticsPoint], { description: 'One point per period, quiet periods included' })
  async series(@Root() dashboard: AnalyticsDashboard, @Ctx() ctx: ApiContext) {
    return (await ctx.services.analytics.series(ctx, dashboard)).map((point) => figuresView(AnalyticsPoint, point));
  }

  @FieldResolver(() => [ServicePerformance], { description: 'Every kind of service (revenue breakdown by service), best earner first' })
  async byService(@Root() dashboard: AnalyticsDashboard, @Ctx() ctx: ApiContext) {
    return (await ctx.services.analytics.byService(ctx, dashboard)).map((row) => summaryView(ServicePerformance, row));
  }

  @FieldResolver(() => [CountryRevenue], { description: 'Countries with bookings in the range, best earner first' })
  async byCountry(@Root() dashboard: AnalyticsDashboard, @Ctx() ctx: ApiContext) {
    return (await ctx.services.analytics.byCountry(ctx, dashboard)).map((row) => figuresView(CountryRevenue, row));
  }

  @FieldResolver(() => [RecentBooking], { description: 'The latest bookings across the marketplace, whatever the range' })
  async recentBookings(@Arg('first', () => Int, { defaultValue: 10 }) first: number, @Ctx() ctx: ApiContext) {
    return (await ctx.services.analytics.recentBookings(ctx, first)).map(recentView);
  }
}
