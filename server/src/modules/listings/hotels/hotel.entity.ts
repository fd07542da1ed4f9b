import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, EntityName } from '@mikro-orm/core';
import { Directive, Field, Float, ObjectType } from 'type-graphql';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Listing, type ListingOptionalProps } from '../listing.entity.js';
import { searchKeysIndex } from '../listing-search.js';
import { HotelType } from './hotel.enums.js';

/**
 * A hotel, lodge or guesthouse, priced per night in minor units (US cents).
 * Indexes serve the list query: (country, sort key, id) for every sort, so keyset pages stay O(page);
 * a trigram index serves `q`. They cover active listings only, so counts are index-only scans.
 */
@ObjectType({ description: 'A place to stay' })
@Directive(PUBLIC_LISTING_CACHE)
@Entity({ tableName: 'hotel' })
@Index({
  name: 'hotel_country_relevance_idx',
  expression: 'create index "hotel_country_relevance_idx" on "hotel" ("country_code", "popularity" desc, "id") where "active"',
})
@Index({
  name: 'hotel_country_price_idx',
  expression: 'create index "hotel_country_price_idx" on "hotel" ("country_code", "price_per_night_minor", "id") where "active"',
})
@Index({ name: 'hotel_country_stars_idx', expression: 'create index "hotel_country_stars_idx" on "hotel" ("country_code", "stars" desc, "id") where "active"' })
@Index({
  name: 'hotel_country_city_price_idx',
  expression: 'create index "hotel_country_city_price_idx" on "hotel" ("country_code", "city_id", "price_per_night_minor", "id") where "active"',
})
@Index({
  name: 'hotel_country_city_relevance_idx',
  expression: `create index "hotel_country_city_relevance_idx" on "hotel" ("country_code", "city_id", "popularity" desc, "id") where "active"`,
})
@Index({ name: 'hotel_search_keys_idx', expression: searchKeysIndex('hotel') })
export class Hotel extends Listing {
  declare [EntityName]?: 'Hotel';
  [OptionalProps]?: ListingOptionalProps | 'active' | 'photoPaths';

  @Field(() => HotelType)
  @Enum({ items: () => HotelType, nativeEnumName: 'hotel_type' })
  type!: HotelType;

  @Field(() => Float, { description: 'Star rating, 0 to 5 with one decimal' })
  @Property({ type: 'double' })
  stars!: number;

  @Property({ type: 'integer' })
  pricePerNightMinor!: number;

  @Field()
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** The gallery after the cover picture (`imagePath`), in the order travellers see it: paths below the API base. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  photoPaths: string[] = [];
}
