// GraphQL shapes of the trip finder: the request of spec §3, the package with its day-by-day itinerary, and
// booking a package in one step. Dates travel as YYYY-MM-DD strings.
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../../graphql/user-error.js';
import { Booking } from '../../bookings/booking.entity.js';
import { BookingContactInput, PaymentInput } from '../../bookings/booking.types.js';
import { Money } from '../../listings/money.js';
import type { ItineraryDay, ItineraryItem } from './itinerary.js';
import type { PackagePart, TripFinderResult, TripPackage as Package } from './trip-finder.service.js';
import { TripItineraryKind, TripPartKind } from './trip-finder.enums.js';

registerEnumType(TripPartKind, { name: 'TripPartKind', description: 'What a part of a package is; NIGHTLIFE is a leisure venue' });
registerEnumType(TripItineraryKind, { name: 'TripItineraryKind' });

@InputType({ description: 'Spec §3 finder request; days come from the dates (at least 1), else durationDays, else 5' })
export class TripPackageInput {
  @Field({ description: 'Country code or name' })
  country!: string;

  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD; default a week ahead' })
  date?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, on or after date' })
  endDate?: string | null;

  @Field(() => Int, { nullable: true })
  durationDays?: number | null;

  @Field(() => Int, { defaultValue: 2, description: 'Group size, 1 to 12' })
  journeyers!: number;

  @Field(() => Int, { defaultValue: 1000, description: 'Whole US dollars for the whole trip' })
  budget!: number;

  @Field(() => [String], {
    defaultValue: [],
    description: 'Hero categories: culture, food, adventure, family, wildlife, nightlife, history, photography, beaches, desert, markets',
  })
  preferences!: string[];
}

@ObjectType({ description: 'One bookable part of a package: a real listing, priced by the server for the whole group' })
export class TripPackagePart {
  @Field(() => TripPartKind)
  kind!: TripPartKind;

  @Field(() => ID)
  listingId!: number;

  @Field()
  name!: string;

  @Field({ description: 'Hotel type, tour category, cuisine, leisure or ride type' })
  type!: string;

  @Field(() => Money)
  cost!: Money;

  @Field()
  date!: string;

  @Field()
  endDate!: string;

  @Field(() => String, { nullable: true, description: 'HH:MM for a dinner or a night out' })
  time!: string | null;

  @Field(() => ID, { nullable: true })
  roomTypeId!: number | null;

  @Field(() => String, { nullable: true })
  roomType!: string | null;

  @Field(() => Int, { nullable: true })
  rooms!: number | null;

  @Field(() => [String], { description: 'The asked preferences it serves' })
  serves!: string[];
}

@ObjectType()
export class TripItineraryItem {
  @Field(() => TripItineraryKind)
  kind!: TripItineraryKind;

  @Field(() => String, { nullable: true, description: 'The listing; null for airport transfers' })
  name!: string | null;

  @Field(() => ID, { nullable: true })
  listingId!: number | null;

  @Field(() => Money, { description: "The item's cost that day (the hotel's: its total divided by the days)" })
  cost!: Money;

  @Field(() => String, { nullable: true })
  time!: string | null;
}

@ObjectType()
export class TripItineraryDay {
  @Field(() => Int)
  day!: number;

  @Field()
  date!: string;

  @Field(() => [TripItineraryItem])
  items!: TripItineraryItem[];
}

@ObjectType({ description: 'A package: every listing and price from the database' })
export class TripPackage {
  @Field({ description: 'False when no package fits the budget: then this is the least the trip costs' })
  withinBudget!: boolean;

  @Field(() => TripPackagePart, { nullable: true })
  hotel!: TripPackagePart | null;

  @Field(() => [TripPackagePart])
  tours!: TripPackagePart[];

  @Field(() => [TripPackagePart])
  restaurants!: TripPackagePart[];

  @Field(() => TripPackagePart, { nullable: true })
  transport!: TripPackagePart | null;

  @Field(() => [TripPackagePart])
  nightlife!: TripPackagePart[];

  @Field(() => Money, { description: 'Airport pickup and drop-off, 25 each' })
  transfers!: Money;

  @Field(() => Money)
  total!: Money;

  @Field(() => Money)
  budget!: Money;

  @Field(() => Money, { description: 'Budget minus total; negative when nothing fits' })
  remaining!: Money;

  @Field(() => Float, { description: 'Share of the asked preferences served, 0 to 1' })
  preferenceMatch!: number;

  @Field()
  rationale!: string;

  @Field(() => [TripItineraryDay])
  itinerary!: TripItineraryDay[];
}

@ObjectType({ description: "The AI finder's answer: the trip as understood and the package for it" })
export class TripPlan {
  @Field({ description: 'True when a model chose among the planner packages and wrote the rationale' })
  aiGenerated!: boolean;

  @Field()
  country!: string;

  @Field()
  countryName!: string;

  @Field()
  startDate!: string;

  @Field()
  endDate!: string;

  @Field(() => Int)
  days!: number;

  @Field(() => Int)
  journeyers!: number;

  @Field(() => [String])
  preferences!: string[];

  @Field(() => TripPackage)
  package!: TripPackage;
}

@InputType()
export class TripPackagePartInput {
  @Field(() => TripPartKind)
  kind!: TripPartKind;

  @Field(() => ID)
  listingId!: string;

  @Field()
  date!: string;

  @Field(() => String, { nullable: true })
  endDate?: string | null;

  @Field(() => String, { nullable: true })
  time?: string | null;

  @Field(() => ID, { nullable: true })
  roomTypeId?: string | null;

  @Field(() => Int, { nullable: true })
  rooms?: number | null;
}

@InputType({ description: 'Book a package in one step: every part, or none' })
export class TripPackageBookInput {
  @Field({ description: "A fresh UUID per 'Book this package' attempt: a retry with it returns the first result and books nothing twice" })
  idempotencyKey!: string;

  @Field(() => TripPackageInput, { description: 'The request the package answered: a replacement is planned from it' })
  trip!: TripPackageInput;

  @Field(() => [TripPackagePartInput])
  parts!: TripPackagePartInput[];

  @Field(() => BookingContactInput, { nullable: true })
  contact?: BookingContactInput | null;
}

@InputType({ description: "The reviewed package's one confirmation: its held parts paid and booked together" })
export class TripPackageConfirmInput {
  @Field({ description: 'A fresh UUID per confirmation attempt' })
  idempotencyKey!: string;

  @Field(() => [String], { description: 'The references tripPackageHold answered' })
  references!: string[];

  @Field(() => String, { nullable: true, description: 'Guests: the e-mail the parts were held with' })
  email?: string | null;

  @Field(() => PaymentInput, { description: 'PAY_AT_VENUE or TEST_CARD (mobile money is offered per booking only)' })
  payment!: PaymentInput;

  @Field({ description: 'The traveller accepted the terms and the cancellation policy' })
  termsAccepted!: boolean;
}

@ObjectType()
export class TripPackageBookPayload extends MutationPayload {
  @Field(() => [Booking], { description: 'One booking per part (held by tripPackageHold, confirmed otherwise); empty when none' })
  bookings: Booking[] = [];

  @Field(() => Money, { nullable: true, description: "The parts' totals added up: what the package charges, taxes and fees included" })
  total?: Money | null;

  @Field(() => TripPlan, { nullable: true, description: 'When a part was gone: a new package for the same request' })
  replacement?: TripPlan | null;
}

const partOf = (part: PackagePart): TripPackagePart =>
  Object.assign(new TripPackagePart(), { ...part, kind: part.kind as TripPartKind, cost: Money.of(part.costMinor) });
const itemOf = (item: ItineraryItem): TripItineraryItem =>
  Object.assign(new TripItineraryItem(), { ...item, kind: item.kind as TripItineraryKind, cost: Money.of(item.costMinor) });
const dayOf = (day: ItineraryDay): TripItineraryDay => Object.assign(new TripItineraryDay(), { ...day, items: day.items.map(itemOf) });

function packageOf(found: Package): TripPackage {
  return Object.assign(new TripPackage(), {
    withinBudget: found.withinBudget,
    hotel: found.hotel && partOf(found.hotel),
    tours: found.tours.map(partOf),
    restaurants: found.restaurants.map(partOf),
    transport: found.transport && partOf(found.transport),
    nightlife: found.nightlife.map(partOf),
    transfers: Money.of(found.transfersMinor),
    total: Money.of(found.totalMinor),
    budget: Money.of(found.budgetMinor),
    remaining: Money.of(found.remainingMinor),
    preferenceMatch: found.preferenceMatch,
    rationale: found.rationale,
    itinerary: found.itinerary.map(dayOf),
  });
}

export function tripPlanOf(result: TripFinderResult): TripPlan {
  const { trip } = result;
  return Object.assign(new TripPlan(), {
    aiGenerated: result.aiGenerated,
    country: trip.country.code,
    countryName: trip.country.name,
    startDate: trip.startDate,
    endDate: trip.endDate,
    days: trip.days,
    journeyers: trip.journeyers,
    preferences: trip.preferences,
    package: packageOf(result.package),
  });
}
