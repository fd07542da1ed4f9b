import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, EntityName } from '@mikro-orm/core';
import { Directive, Field, Float, ObjectType } from 'type-graphql';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Listing, type ListingOptionalProps } from '../listing.entity.js';
import { ListingIndexes } from '../listing-indexes.js';
import { HotelAmenity, HotelType } from './hotel.enums.js';

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
  [OptionalProps]?:
    | ListingOptionalProps
    | 'active'
    | 'checkInFrom'
    | 'checkInUntil'
    | 'checkOutUntil'
    | 'childrenAllowed'
    | 'childrenMinAge'
    | 'petsAllowed'
    | 'amenities';

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

  /** Policies (issue 28), shown to travellers as `policies` (hotel-policies.ts): check-in opens at this time, HH:MM. */
  @Property({ type: 'string', length: 5, default: '14:00' })
  checkInFrom: string = '14:00';

  /** The latest check-in, HH:MM; null: at any time of the night. */
  @Property({ type: 'string', length: 5, nullable: true })
  checkInUntil: string | null = null;

  /** Guests leave their rooms by this time, HH:MM. */
  @Property({ type: 'string', length: 5, default: '11:00' })
  checkOutUntil: string = '11:00';

  @Property({ type: 'boolean', default: true })
  childrenAllowed: boolean = true;

  /** With children allowed, the youngest age welcome; null: any age. */
  @Property({ type: 'smallint', nullable: true })
  childrenMinAge: number | null = null;

  @Property({ type: 'boolean', default: false })
  petsAllowed: boolean = false;

  @Field(() => [HotelAmenity], { description: 'What the hotel offers its guests, in the order of the list of amenities' })
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  amenities: HotelAmenity[] = [];
}
