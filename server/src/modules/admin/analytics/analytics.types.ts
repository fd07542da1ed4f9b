// GraphQL shapes of the admin analytics: one `analyticsDashboard` query carries every figure a screen needs.
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BookingType } from '../../bookings/booking.entity.js';
import { BookingLifecycle } from '../../bookings/booking-lifecycle.js';
import { Money } from '../../listings/money.js';
import { ReportPeriod, type ReportRange, ReportRangePreset } from './report-range.js';

registerEnumType(ReportPeriod, { name: 'ReportPeriod', description: 'How a report groups bookings: by day, ISO week (from Monday) or month' });
registerEnumType(ReportRangePreset, { name: 'ReportRangePreset', description: 'Last 7, 30 or 90 days, or last 12 months, up to today (UTC)' });

@InputType({ description: 'A preset range or from/to dates (UTC days of booking, inclusive), and how to group them' })
export class ReportRangeInput {
  @Field(() => ReportRangePreset, { nullable: true, description: 'Default LAST_30_DAYS; ignored where from/to are given' })
  range?: ReportRangePreset | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, default today' })
  to?: string | null;

  @Field(() => ReportPeriod, { nullable: true, description: 'Default: by day up to 90 days, else by week or month' })
  period?: ReportPeriod | null;
}

/** A marketplace total: a year of bookings passes 2^31 cents, so minor units travel as a Float (exact to 2^53). */
@ObjectType({ description: 'A sum of money over many bookings; shown in USD with 2 decimals' })
export class MoneyTotal {
  @Field(() => Float, { description: 'Integer minor units (cents), exact up to 2^53' })
  minor!: number;

  @Field(() => Float, { description: 'Major units, rounded to 2 decimals' })
  amount!: number;

  @Field({ description: 'ISO 4217 code' })
  currency!: string;

  static of(minor: number, currency = 'USD'): MoneyTotal {
    return Object.assign(new MoneyTotal(), { minor, amount: minor / 100, currency });
  }
}

@ObjectType({ description: 'Bookings that finished checkout and what the confirmed ones are worth' })
export class BookingFiguresView {
  @Field(() => Int, { description: 'Confirmed and cancelled bookings' })
  bookings!: number;

  @Field(() => Int, { description: 'Confirmed, upcoming and completed' })
  confirmed!: number;

  @Field(() => Int)
  cancelled!: number;

  @Field(() => MoneyTotal, { description: 'Total of the confirmed bookings' })
  revenue!: MoneyTotal;
}

@ObjectType()
export class AnalyticsSummary extends BookingFiguresView {
  @Field(() => Money, { description: 'Revenue over confirmed bookings' })
  averageBookingValue!: Money;

  @Field(() => Float, { description: 'Cancelled over all bookings, 0 to 1' })
  cancellationRate!: number;
}

@ObjectType({ description: 'One day, week or month of a report' })
export class AnalyticsPoint extends BookingFiguresView {
  @Field({ description: 'First day of the period, YYYY-MM-DD' })
  periodStart!: string;
}

@ObjectType({ description: 'How one kind of service did over the range' })
export class ServicePerformance extends AnalyticsSummary {
  @Field(() => BookingType)
  kind!: BookingType;

  @Field(() => Float, { description: "This kind's part of the range's revenue, 0 to 1" })
  revenueShare!: number;
}

@ObjectType()
export class CountryRevenue extends BookingFiguresView {
  @Field({ description: 'ISO 3166-1 alpha-2' })
  countryCode!: string;

  @Field()
  countryName!: string;
}

@ObjectType({ description: 'A booking as the back office lists it' })
export class RecentBooking {
  @Field(() => ID)
  id!: string;

  @Field()
  reference!: string;

  @Field(() => BookingType)
  kind!: BookingType;

  @Field()
  listingName!: string;

  @Field()
  city!: string;

  @Field()
  countryCode!: string;

  @Field()
  contactName!: string;

  @Field()
  email!: string;

  @Field(() => BookingLifecycle)
  status!: BookingLifecycle;

  @Field({ description: 'YYYY-MM-DD' })
  startDate!: string;

  @Field(() => Money)
  total!: Money;

  @Field()
  createdAt!: Date;
}

@ObjectType({ description: 'Admin analytics over a range: each field is read only when asked for' })
export class AnalyticsDashboard {
  @Field({ description: 'First day, YYYY-MM-DD (UTC)' })
  from!: string;

  @Field({ description: 'Last day, inclusive' })
  to!: string;

  @Field(() => ReportPeriod)
  period!: ReportPeriod;

  static of(range: ReportRange): AnalyticsDashboard {
    return Object.assign(new AnalyticsDashboard(), range);
  }
}
