import { OptionalProps } from '@mikro-orm/core';
import type { Translations } from '../listing-translations.js';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { LeisureVenue } from './leisure.entity.js';

/**
 * A DJ night, a festival or any evening a venue puts on: its own date, start, places and price per person. Its
 * places are counted on their own inventory counter (`leisure_event`), claimed like any other.
 */
@ObjectType({ description: 'An event at a leisure venue (a DJ night, a festival): its date, start, places and price per person' })
@Directive(PUBLIC_LISTING_CACHE)
@Entity({ tableName: 'leisure_event' })
@Index({ properties: ['venue', 'date'] })
@Check({ name: 'leisure_event_figures_check', expression: 'capacity > 0 and price_minor >= 0' })
export class LeisureEvent {
  [OptionalProps]?: 'description' | 'cancelledAt' | 'createdAt' | 'translations';

  @Field(() => ID, { description: "The event's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => LeisureVenue, { fieldName: 'venue_id', deleteRule: 'cascade' })
  venue!: LeisureVenue;

  @Field({ description: "The event's name, as the venue gives it" })
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field({ description: 'What happens: line-up, dress code, what is included' })
  @Property({ type: 'text', default: '' })
  description: string = '';

  /** Its name and description in the other languages its venue wrote them in (listing-translations.ts). */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  translations: Translations<'name' | 'description'> = {};

  /** Not stored: set as the event is read in a language (LeisureResolver.upcomingEvents). */
  @Field(() => String, {
    nullable: true,
    description:
      "The language its name and description are in (en, fr, ar or pt): the reader's where the venue wrote them in it, else the venue's original; null as its partner edits it",
  })
  textLanguage?: string | null;

  @Field({ description: 'Its date, YYYY-MM-DD, local to the venue' })
  @Property({ type: 'date', columnType: 'date' })
  date!: string;

  /** Local start, HH:MM:SS; GraphQL shows HH:MM. */
  @Property({ type: 'time' })
  startTime!: string;

  @Field(() => Int, { description: 'Guests the event takes' })
  @Property({ type: 'integer' })
  capacity!: number;

  /** Price per person in minor units, before the taxes and fees. */
  @Property({ type: 'integer' })
  priceMinor!: number;

  /** Called off by the venue: not offered, its bookings cancelled. */
  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
