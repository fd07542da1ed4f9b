// The GraphQL shapes of a leisure manager's nights, events and door list.
import type { Language } from '../../language.js';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/user-error.js';
import { Booking } from '../bookings/booking.entity.js';
import { LeisureVenue } from '../listings/leisure/leisure.entity.js';
import { LeisureEvent } from '../listings/leisure/leisure-event.entity.js';

@ObjectType({ description: "One night of a venue: its places (the manager's figure for it, else the usual capacity), closed or not, and its guests" })
export class VenueNight {
  @Field(() => ID, { description: 'The venue' })
  venueId!: number;

  @Field({ description: 'The night, YYYY-MM-DD, local to the venue' })
  date!: string;

  @Field(() => Int, { description: 'Places that night' })
  capacity!: number;

  @Field(() => Int, { description: "The venue's usual places a night" })
  usualCapacity!: number;

  @Field({ description: 'Closed by the manager: nobody can book that night' })
  closed!: boolean;

  @Field({ description: 'Set apart by the manager (other places, or closed)' })
  setApart!: boolean;

  @Field(() => Int, { description: "Guests of confirmed bookings on the venue's own places that night (events apart)" })
  booked!: number;
}

@InputType({ description: "A night's places: other than the usual, or closed; neither brings back the usual capacity" })
export class VenueNightInput {
  @Field({ description: 'The night, YYYY-MM-DD, today or later' })
  date!: string;

  @Field(() => Int, { nullable: true, description: 'Places that night; never below what is already booked or held' })
  capacity?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'True closes the night: no new bookings' })
  closed?: boolean | null;
}

@ObjectType({ description: 'The night as saved' })
export class VenueNightPayload extends MutationPayload {
  @Field(() => VenueNight, { nullable: true, description: 'The night' })
  night?: VenueNight | null;
}

@InputType({ description: "An event's name and description in one more language" })
export class EventTranslationInput {
  @Field(() => String, { description: 'Its language: en, fr, ar or pt' })
  language!: Language;

  @Field({ description: 'The name in that language (2 to 120 characters)' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The description in that language (at most 2000 characters); none: travellers read the original' })
  description?: string | null;
}

@InputType({ description: 'An event as the venue describes it; price in US dollars per person, before taxes and fees' })
export class LeisureEventInput {
  @Field(() => String, { nullable: true, description: 'Its name (2 to 120 characters)' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'What happens: line-up, dress code, what is included' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Its date, YYYY-MM-DD, today or later' })
  date?: string | null;

  @Field(() => String, { nullable: true, description: 'Local start time, HH:MM' })
  startTime?: string | null;

  @Field(() => Int, { nullable: true, description: 'Guests it takes' })
  capacity?: number | null;

  @Field(() => Number, { nullable: true, description: 'Price per person (major units)' })
  price?: number | null;

  @Field(() => [EventTranslationInput], {
    nullable: true,
    description: 'Its name and description in other languages, each language once: what is sent replaces every version set before; left out, they stay',
  })
  translations?: EventTranslationInput[] | null;
}

@ObjectType({ description: 'The event as saved' })
export class LeisureEventPayload extends MutationPayload {
  @Field(() => LeisureEvent, { nullable: true, description: 'The event' })
  event?: LeisureEvent | null;
}

@ObjectType({ description: 'A booking of the night as the door sees it' })
export class DoorGuest {
  @Field(() => Booking, { description: 'The booking: reference, name, party size and time' })
  booking!: Booking;

  @Field(() => LeisureEvent, { nullable: true, description: 'The event it is for; null for a night out' })
  event!: LeisureEvent | null;

  @Field({ description: 'The guests have arrived' })
  arrived!: boolean;
}

@ObjectType({ description: "An event of the night with its guests' count" })
export class DoorEvent {
  @Field(() => LeisureEvent, { description: 'The event' })
  event!: LeisureEvent;

  @Field(() => Int, { description: 'Guests of its confirmed bookings' })
  booked!: number;
}

@ObjectType({ description: "A venue's night at the door: its places and guests, its events, and who has arrived" })
export class DoorList {
  @Field(() => LeisureVenue, { description: 'The venue' })
  venue!: LeisureVenue;

  @Field(() => VenueNight, { description: 'The night with its places and guests booked' })
  night!: VenueNight;

  @Field(() => [DoorGuest], { description: 'Confirmed bookings of the night, by time and name' })
  guests!: DoorGuest[];

  @Field(() => [DoorEvent], { description: 'Its events that night, by start' })
  events!: DoorEvent[];

  @Field(() => Int, { description: 'Guests already in, events included' })
  arrivedGuests!: number;
}

@ObjectType({ description: 'The guest after being let in' })
export class DoorGuestPayload extends MutationPayload {
  @Field(() => DoorGuest, { nullable: true, description: 'The booking as it stands now' })
  guest?: DoorGuest | null;
}
