import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Directive, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { City } from '../../countries/city.entity.js';
import { Country } from '../../countries/country.entity.js';
import { User } from '../../users/user.entity.js';
import { HotelType } from './hotel.types.js';

/**
 * A hotel, lodge or guesthouse. Prices are integer minor units (US cents).
 * Indexes serve the list query: (country, sort key, id) for every sort, so keyset pages stay O(page);
 * a trigram index serves `q`. They cover active listings only, so counts are index-only scans.
 */
@ObjectType({ description: 'A place to stay' })
@Directive(PUBLIC_LISTING_CACHE)
@Entity({ tableName: 'hotel' })
@Index({ name: 'hotel_country_relevance_idx', expression: 'create index "hotel_country_relevance_idx" on "hotel" ("country_code", "popularity" desc, "id") where "active"' })
@Index({ name: 'hotel_country_price_idx', expression: 'create index "hotel_country_price_idx" on "hotel" ("country_code", "price_per_night_minor", "id") where "active"' })
@Index({ name: 'hotel_country_stars_idx', expression: 'create index "hotel_country_stars_idx" on "hotel" ("country_code", "stars" desc, "id") where "active"' })
@Index({ name: 'hotel_country_city_price_idx', expression: 'create index "hotel_country_city_price_idx" on "hotel" ("country_code", "city_id", "price_per_night_minor", "id") where "active"' })
@Index({ name: 'hotel_search_trgm_idx', expression: 'create index "hotel_search_trgm_idx" on "hotel" using gin ("country_code", "search_text" gin_trgm_ops) where "active"' })
export class Hotel {
  [OptionalProps]?: 'description' | 'currency' | 'popularity' | 'active' | 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { fieldName: 'owner_id' })
  @Index()
  owner!: User;

  @ManyToOne(() => Country, { fieldName: 'country_code' })
  country!: Country;

  @ManyToOne(() => City, { fieldName: 'city_id' })
  city!: City;

  @Field()
  @Property({ type: 'string' })
  name!: string;

  @Field()
  @Property({ type: 'text', default: '' })
  description: string = '';

  @Field(() => HotelType)
  @Enum({ items: () => HotelType, nativeEnumName: 'hotel_type' })
  type!: HotelType;

  @Field(() => Float, { description: 'Star rating, 0 to 5 with one decimal' })
  @Property({ type: 'double' })
  stars!: number;

  @Property({ type: 'integer' })
  pricePerNightMinor!: number;

  @Property({ type: 'string', length: 3, default: 'USD' })
  currency: string = 'USD';

  @Field({ description: 'Path of the image below the API base, e.g. /media/hotels/01.svg' })
  @Property({ type: 'string' })
  imagePath!: string;

  @Field(() => Int, { description: 'Relevance score: how often travellers choose it' })
  @Property({ type: 'integer', default: 0 })
  popularity: number = 0;

  /** Name, city and type, lower-cased: what `q` matches. */
  @Property({ type: 'text', hidden: true })
  searchText!: string;

  @Field()
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
