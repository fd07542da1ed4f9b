import { Collection, OptionalProps, EntityName } from '@mikro-orm/core';
import { Check, Entity, Enum, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { INHERIT_CACHE, PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Listing, type ListingOptionalProps } from '../listing.entity.js';
import { ListingIndexes } from '../listing-indexes.js';
import { OpeningHours } from './restaurant.types.js';
import { Cuisine } from './restaurant.enums.js';

/** A restaurant; indexes as for every listing: (country, sort key, id), country+city+price, trigram on `q`. */
@ObjectType({ description: 'A restaurant travellers can reserve a table at' })
@Directive(PUBLIC_LISTING_CACHE)
@Entity({ tableName: 'restaurant' })
@ListingIndexes({ table: 'restaurant', sorts: { rating: '"rating_tenths" desc' }, price: 'average_price_minor' })
@Check({ name: 'restaurant_rating_check', expression: 'rating_tenths >= 0 and rating_tenths <= 50' })
export class Restaurant extends Listing {
  declare [EntityName]?: 'Restaurant';
  [OptionalProps]?: ListingOptionalProps | 'active';

  @Field(() => Cuisine, { description: "The restaurant's cuisine" })
  @Enum({ items: () => Cuisine, nativeEnumName: 'cuisine' })
  cuisine!: Cuisine;

  /** Average spend per person. */
  @Property({ type: 'integer' })
  averagePriceMinor!: number;

  /** Guest rating in tenths (0-50): one decimal, exactly. */
  @Property({ type: 'smallint' })
  ratingTenths!: number;

  /** Most covers (guests) that may start in one seating slot; null: only the tables limit it. */
  @Field(() => Int, { nullable: true, description: 'Most guests whose reservations start in one 30-minute slot; null when unpaced' })
  @Property({ type: 'integer', nullable: true })
  pacingCovers?: number | null;

  @Field(() => [OpeningHours], { description: 'Monday first; a missing weekday is closed' })
  @Property({ type: 'json' })
  openingHours!: OpeningHours[];

  @Field({ description: 'Whether travellers can find and book it' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @OneToMany(
    () => RestaurantTable,
    (table) => table.restaurant,
    { orderBy: { label: 'asc' } },
  )
  tables = new Collection<RestaurantTable>(this);
}

/** A table on a restaurant's floor plan; x and y are percentages of the plan's width and height. */
@ObjectType({ description: 'A table on the floor plan' })
@Directive(INHERIT_CACHE)
@Entity({ tableName: 'restaurant_table' })
@Check({ name: 'restaurant_table_seats_check', expression: 'seats > 0' })
export class RestaurantTable {
  declare [EntityName]?: 'RestaurantTable';
  @Field(() => ID, { description: "The table's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Restaurant, { fieldName: 'restaurant_id', deleteRule: 'cascade', index: true })
  restaurant!: Restaurant;

  @Field({ description: "The table's name on the floor plan" })
  @Property({ type: 'string' })
  label!: string;

  @Field(() => Int, { description: '0-100, percent of the plan width' })
  @Property({ type: 'integer' })
  x!: number;

  @Field(() => Int, { description: '0-100, percent of the plan height' })
  @Property({ type: 'integer' })
  y!: number;

  @Field(() => Int, { description: 'How many it seats' })
  @Property({ type: 'integer' })
  seats!: number;
}
