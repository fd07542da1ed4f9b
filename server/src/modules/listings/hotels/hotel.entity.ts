import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, EntityName } from '@mikro-orm/core';
import { Directive, Field, Float, ObjectType } from 'type-graphql';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Listing, type ListingOptionalProps } from '../listing.entity.js';
import { ListingIndexes } from '../listing-indexes.js';
import { HotelType } from './hotel.enums.js';

/**
 * A hotel, lodge or guesthouse, priced per night in minor units (US cents).
 * Indexes serve the list query: (country, sort key, id) for every sort, so keyset pages stay O(page);
 * a trigram index serves `q`. They cover active listings only, so counts are index-only scans.
 */
@ObjectType({ description: 'A place to stay' })
@Directive(PUBLIC_LISTING_CACHE)
@Entity({ tableName: 'hotel' })
@ListingIndexes({ table: 'hotel', sorts: { price: '"price_per_night_minor"', stars: '"stars" desc' }, price: 'price_per_night_minor' })
export class Hotel extends Listing {
  declare [EntityName]?: 'Hotel';
  [OptionalProps]?: ListingOptionalProps | 'active' | 'photoPaths';

  @Field(() => HotelType, { description: 'The kind of hotel' })
  @Enum({ items: () => HotelType, nativeEnumName: 'hotel_type' })
  type!: HotelType;

  @Field(() => Float, { description: 'Star rating, 0 to 5 with one decimal' })
  @Property({ type: 'double' })
  stars!: number;

  @Property({ type: 'integer' })
  pricePerNightMinor!: number;

  @Field({ description: 'Whether travellers can find and book it' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** The gallery after the cover picture (`imagePath`), in the order travellers see it: paths below the API base. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  photoPaths: string[] = [];
}
