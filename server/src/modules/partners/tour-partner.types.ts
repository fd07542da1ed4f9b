import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { Language } from '../../language.js';
import { MutationPayload } from '../../graphql/user-error.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingContactInput } from '../bookings/booking.types.js';
import { Tour, TourDeparture, TourItineraryStep } from '../listings/tours/tour.entity.js';
import { TourCategory } from '../listings/tours/tour.enums.js';
import { Weekday } from '../listings/restaurants/restaurant.enums.js';
import { NumberedPage } from '../../graphql/connection.js';
import { TourDepartureRule } from './tour-departure-rule.entity.js';
import { TourGuest } from './tour-guest.entity.js';

@ObjectType({ description: "The organizer's own tours" })
export class PartnerTourPage extends NumberedPage(Tour) {}

@ObjectType({ description: 'Guests on the organizer’s tour bookings' })
export class TourGuestPage extends NumberedPage(TourGuest) {}

@ObjectType({ description: 'One of the organizer’s tours with everything its editor shows' })
export class PartnerTourView {
  @Field(() => Tour, { description: 'The tour' })
  tour!: Tour;

  @Field(() => [TourDeparture], { description: 'Every departure, past ones included, by date' })
  departures!: TourDeparture[];

  @Field(() => [TourItineraryStep], { description: 'Its itinerary, step by step' })
  itinerary!: TourItineraryStep[];

  @Field(() => [TourDepartureRule], { description: 'The weekly rules its departures were made from, oldest first' })
  departureRules!: TourDepartureRule[];
}

@InputType({ description: 'A tour as its organizer describes it; prices in US dollars per person' })
export class TourInput {
  @Field(() => String, { nullable: true, description: "The tour's name" })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'What travellers read about it' })
  description?: string | null;

  @Field(() => TourCategory, { nullable: true, description: 'The kind of tour' })
  category?: TourCategory | null;

  @Field(() => Int, { nullable: true, description: 'Length in days' })
  durationDays?: number | null;

  @Field(() => Number, { nullable: true, description: 'Price per person (major units)' })
  price?: number | null;

  @Field(() => ID, { nullable: true, description: 'The city it starts from' })
  cityId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Shown to travellers and bookable' })
  active?: boolean | null;
}

@InputType({ description: 'A departure date of a tour and its seats' })
export class TourDepartureInput {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, after today' })
  date?: string | null;

  @Field(() => String, { nullable: true, description: 'HH:MM, local time the tour leaves (when adding)' })
  startTime?: string | null;

  @Field(() => Int, { nullable: true, description: 'Seats, 1 to 500' })
  capacity?: number | null;
}

@InputType({ description: 'Departures every week on some weekdays, at one time, from one day until another' })
export class TourDepartureRuleInput {
  @Field(() => [Weekday], { nullable: true, description: 'The weekdays the tour leaves on' })
  weekdays?: Weekday[] | null;

  @Field(() => String, { nullable: true, description: 'HH:MM, local time the tour leaves' })
  startTime?: string | null;

  @Field(() => String, { nullable: true, description: 'First possible day, YYYY-MM-DD, after today' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last possible day, YYYY-MM-DD, included' })
  until?: string | null;

  @Field(() => Int, { nullable: true, description: 'Seats on each departure, 1 to 500' })
  capacity?: number | null;
}

@InputType({ description: "A step's title and description in one more language" })
export class StepTranslationInput {
  @Field(() => String, { description: 'Its language: en, fr, ar or pt' })
  language!: Language;

  @Field({ description: 'The title in that language (at most 160 characters)' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'The description in that language (at most 2000 characters); none: travellers read the original' })
  description?: string | null;
}

@InputType({ description: "One step of a tour's itinerary" })
export class TourItineraryStepInput {
  @Field(() => String, { nullable: true, description: 'What happens at this step' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'More about the step' })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'The day of the tour, from 1; a new step takes the last step’s day when left out' })
  day?: number | null;

  @Field(() => [StepTranslationInput], {
    nullable: true,
    description: 'Its title and description in other languages, each language once: what is sent replaces every version set before; left out, they stay',
  })
  translations?: StepTranslationInput[] | null;
}

@InputType({ description: 'A traveller on a tour booking' })
export class TourGuestInput {
  @Field(() => ID, { nullable: true, description: 'The booking the guest travels on (when adding)' })
  bookingId?: string | null;

  @Field(() => String, { nullable: true, description: 'Full name' })
  fullName?: string | null;

  @Field(() => String, { nullable: true, description: 'E-mail address' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the guest is picked up' })
  pickup?: string | null;

  @Field(() => String, { nullable: true, description: "The organizer's notes" })
  notes?: string | null;
}

@InputType({ description: 'A booking the organizer takes for a traveller (by phone, at the desk): paid on the day' })
export class TourPhoneBookingInput {
  @Field(() => ID, { description: 'The tour' })
  tourId!: string;

  @Field(() => String, { nullable: true, description: 'The departure day' })
  date?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many travel' })
  partySize?: number | null;

  @Field(() => [String], { nullable: true, description: 'Add-ons chosen, by id' })
  addOns?: string[] | null;

  @Field(() => BookingContactInput, { nullable: true, description: 'Who booked: name, e-mail, phone' })
  contact?: BookingContactInput | null;
}

@ObjectType({ description: 'The tour as saved' })
export class TourPayload extends MutationPayload {
  @Field(() => Tour, { nullable: true, description: 'The tour' })
  tour?: Tour | null;
}

@ObjectType({ description: 'The departure as saved' })
export class TourDeparturePayload extends MutationPayload {
  @Field(() => TourDeparture, { nullable: true, description: 'The departure' })
  departure?: TourDeparture | null;
}

@ObjectType({ description: 'The departures a weekly rule added' })
export class TourDepartureSeriesPayload extends MutationPayload {
  @Field(() => TourDepartureRule, { nullable: true, description: 'The rule as kept' })
  rule?: TourDepartureRule | null;

  @Field(() => [TourDeparture], { nullable: true, description: 'The departures added, by date' })
  departures?: TourDeparture[] | null;

  @Field(() => [String], { nullable: true, description: 'Days of the rule that already had a departure, left as they were' })
  skipped?: string[] | null;
}

@ObjectType({ description: 'A weekly rule removed, with the departures it made that nobody booked' })
export class TourDepartureRuleRemovePayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: 'The rule removed' })
  ruleId?: number | null;

  @Field(() => [String], { nullable: true, description: 'Days whose departures went with it (nobody had booked them), YYYY-MM-DD' })
  removed?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Days whose departures have bookings and stay, now without a rule, YYYY-MM-DD' })
  kept?: string[] | null;
}

@ObjectType({ description: 'One booking on a departure, with its named guests' })
export class TourManifestParty {
  @Field(() => Booking, { description: 'Reference, contact, party size and status' })
  booking!: Booking;

  @Field(() => [TourGuest], { description: 'The guests named on the booking, with their pick-up points' })
  guests!: TourGuest[];
}

@ObjectType({ description: 'Who travels on a departure: the organizer’s manifest' })
export class TourManifest {
  @Field(() => TourDeparture, { description: 'The departure' })
  departure!: TourDeparture;

  @Field(() => Tour, { description: 'Its tour' })
  tour!: Tour;

  @Field(() => Int, { description: 'Seats held by the bookings listed' })
  headcount!: number;

  @Field(() => [TourManifestParty], { description: 'Confirmed bookings, and held ones not lapsed, by contact name' })
  parties!: TourManifestParty[];
}

@ObjectType({ description: 'The itinerary step as saved' })
export class TourItineraryStepPayload extends MutationPayload {
  @Field(() => TourItineraryStep, { nullable: true, description: 'The step' })
  step?: TourItineraryStep | null;
}

@ObjectType({ description: 'The guest as saved' })
export class TourGuestPayload extends MutationPayload {
  @Field(() => TourGuest, { nullable: true, description: 'The guest' })
  guest?: TourGuest | null;
}

@ObjectType({ description: 'The booking taken for the traveller' })
export class TourBookingPayload extends MutationPayload {
  @Field(() => Booking, { nullable: true, description: 'The booking' })
  booking?: Booking | null;
}
