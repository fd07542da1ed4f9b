import { OptionalProps, EntityName } from '@mikro-orm/core';
import { Check, Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Listing, type ListingOptionalProps } from '../listing.entity.js';
import { ListingIndexes } from '../listing-indexes.js';
import { LeisureType } from './leisure.enums.js';

/**
 * A bar, club, night walk, event, festival or sports venue (the web's "Leisure", legacy "nightlife").
 * Hours are local wall-clock times; a closing time at or before the opening time is after midnight.
 */
@ObjectType({ description: 'A leisure venue or event: bar, club, walk, events, festivals, sports' })
@Directive(PUBLIC_LISTING_CACHE)
@Entity({ tableName: 'leisure_venue' })
@ListingIndexes({ table: 'leisure_venue', sorts: { price: '"entry_price_minor"' }, price: 'entry_price_minor' })
@Check({ name: 'leisure_venue_price_level_check', expression: 'price_level >= 1 and price_level <= 4' })
export class LeisureVenue extends Listing {
  declare [EntityName]?: 'LeisureVenue';
  [OptionalProps]?: ListingOptionalProps | 'active' | 'djs' | 'overnight';

  @Field(() => LeisureType, { description: 'The kind of venue' })
  @Enum({ items: () => LeisureType, nativeEnumName: 'leisure_type' })
  type!: LeisureType;

  /** Local opening time, HH:MM:SS. */
  @Property({ type: 'time' })
  openTime!: string;

  @Property({ type: 'time' })
  closeTime!: string;

  /** Kept by PostgreSQL: true when the venue closes after midnight (or never closes). */
  @Property({ type: 'boolean', generated: '(close_time <= open_time) stored', hidden: true })
  overnight!: boolean;

  @Field(() => [String], { description: 'DJs and acts on the line-up' })
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  djs: string[] = [];

  @Field(() => Int, { description: '1 ($) to 4 ($$$$)' })
  @Property({ type: 'smallint' })
  priceLevel!: number;

  /** Entry (or average spend) per person: what the price filters and sorts use. */
  @Property({ type: 'integer' })
  entryPriceMinor!: number;

  @Field(() => Int, { description: 'Guests the venue holds' })
  @Property({ type: 'integer' })
  capacity!: number;

  @Field({ description: 'Whether travellers can find and book it' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;
}
