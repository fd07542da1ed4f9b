import { Collection, OptionalProps, EntityName } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { LocalDateResolver } from 'graphql-scalars';
import { INHERIT_CACHE, PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Listing, type ListingOptionalProps } from '../listing.entity.js';
import { ListingIndexes } from '../listing-indexes.js';
import type { Translations } from '../listing-translations.js';
import { TourCategory } from './tour.enums.js';

/**
 * A guided tour, priced per person in minor units. Indexes serve the list query: (country, sort key, id)
 * for every sort so keyset pages stay O(page), country+city+price for the common filter, trigram for `q`.
 */
@ObjectType({ description: 'A guided tour or safari' })
@Directive(PUBLIC_LISTING_CACHE)
@Entity({ tableName: 'tour' })
@ListingIndexes({ table: 'tour', sorts: { price: '"base_price_minor"', duration: '"duration_days"' }, price: 'base_price_minor' })
export class Tour extends Listing {
  declare [EntityName]?: 'Tour';
  [OptionalProps]?: ListingOptionalProps | 'active';

  @Field(() => TourCategory, { description: 'The kind of tour' })
  @Enum({ items: () => TourCategory, nativeEnumName: 'tour_category' })
  category!: TourCategory;

  @Field(() => Int, { description: 'Length in days (inclusive)' })
  @Property({ type: 'integer' })
  durationDays!: number;

  @Property({ type: 'integer' })
  basePriceMinor!: number;

  @Field({ description: 'Whether travellers can find and book it' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @OneToMany(
    () => TourItineraryStep,
    (step) => step.tour,
    { orderBy: { position: 'asc' } },
  )
  itinerary = new Collection<TourItineraryStep>(this);

  @OneToMany(
    () => TourDeparture,
    (departure) => departure.tour,
    { orderBy: { date: 'asc' } },
  )
  departures = new Collection<TourDeparture>(this);
}

/** An itinerary step's texts in each language. */
export type StepTranslations = Translations<'title' | 'description'>;

@ObjectType({ description: 'One step of a tour, in order' })
@Directive(INHERIT_CACHE)
@Entity({ tableName: 'tour_itinerary_step' })
@Unique({ properties: ['tour', 'position'] })
export class TourItineraryStep {
  declare [EntityName]?: 'TourItineraryStep';
  [OptionalProps]?: 'description' | 'day' | 'translations';

  @Field(() => ID, { description: "The step's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Tour, { fieldName: 'tour_id', deleteRule: 'cascade' })
  tour!: Tour;

  @Field(() => Int, { description: 'From 1' })
  @Property({ type: 'integer' })
  position!: number;

  @Field(() => Int, { description: 'The day of the tour the step falls on, from 1' })
  @Property({ type: 'integer', default: 1 })
  day: number = 1;

  @Field({ description: 'What happens at this step' })
  @Property({ type: 'string' })
  title!: string;

  @Field({ description: 'More about the step' })
  @Property({ type: 'text', default: '' })
  description: string = '';

  /** Its title and description in the other languages its tour's partner wrote them in (listing-translations.ts). */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  translations: StepTranslations = {};

  /** Not stored: set as the step is read in a language (TourService.itinerary). */
  @Field(() => String, {
    nullable: true,
    description:
      "The language its title and description are in (en, fr, ar or pt): the reader's where the partner wrote them in it, else the tour's original; null as its partner edits it",
  })
  textLanguage?: string | null;
}

/**
 * A dated departure of a tour. `booked` is a guarded counter: bookings claim places with
 * `update ... set booked = booked + n where booked + n <= capacity`, and the CHECK makes overselling impossible.
 */
@ObjectType({ description: 'A date a tour leaves on, with its places' })
@Directive(INHERIT_CACHE)
@Entity({ tableName: 'tour_departure' })
@Unique({ properties: ['tour', 'date'] })
@Index({ name: 'tour_departure_departs_on_tour_idx', properties: ['date', 'tour'] })
@Check({ name: 'tour_departure_booked_check', expression: 'booked >= 0 and booked <= capacity' })
export class TourDeparture {
  declare [EntityName]?: 'TourDeparture';
  [OptionalProps]?: 'booked' | 'startTime' | 'ruleId';

  @Field(() => ID, { description: "The departure's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Tour, { fieldName: 'tour_id', deleteRule: 'cascade' })
  tour!: Tour;

  @Field(() => LocalDateResolver, { description: 'The day the tour leaves' })
  @Property({ type: 'date', fieldName: 'departs_on' })
  date!: string;

  @Field(() => String, { nullable: true, description: 'HH:MM, local time the tour leaves; none when only the day is set' })
  @Property({ type: 'string', length: 5, nullable: true })
  startTime?: string | null;

  @Field(() => Int, { description: 'Seats on this departure' })
  @Property({ type: 'integer' })
  capacity!: number;

  @Field(() => Int, { description: 'Seats already booked' })
  @Property({ type: 'integer', default: 0 })
  booked: number = 0;

  /** The weekly rule that made it (TourDepartureRule), while that rule is kept. */
  @Property({ type: 'integer', nullable: true, index: true })
  ruleId?: number | null;
}
