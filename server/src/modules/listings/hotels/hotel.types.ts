import { ArgsType, Field, Float, ID, InputType, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { fiveStarScale, listingArguments, priceFilterFields, searchFilterFields } from '../listing-query.js';
import { HotelAmenity, HotelSort, HotelType } from './hotel.enums.js';

registerEnumType(HotelType, {
  name: 'HotelType',
  description: 'The kind of hotel',
  valuesConfig: {
    LUXURY: { description: 'Luxury hotel' },
    BOUTIQUE: { description: 'Boutique hotel' },
    SAFARI: { description: 'Safari lodge or camp' },
    ECO: { description: 'Eco lodge' },
    APARTMENT: { description: 'Serviced apartment' },
    GUESTHOUSE: { description: 'Guesthouse' },
  },
});
registerEnumType(HotelAmenity, {
  name: 'HotelAmenity',
  description: 'What a hotel offers its guests',
  valuesConfig: {
    WIFI: { description: 'Wi-Fi' },
    POOL: { description: 'Swimming pool' },
    PARKING: { description: 'Parking' },
    AIRPORT_SHUTTLE: { description: 'Airport shuttle' },
    RESTAURANT: { description: 'Restaurant' },
    AIR_CONDITIONING: { description: 'Air conditioning' },
    BREAKFAST: { description: 'Breakfast' },
    SPA: { description: 'Spa' },
    GYM: { description: 'Gym' },
    ACCESSIBLE_ROOMS: { description: 'Rooms for guests with reduced mobility' },
  },
});
registerEnumType(HotelSort, {
  name: 'HotelSort',
  description: 'How hotels are ordered',
  valuesConfig: {
    RELEVANCE: { description: 'Best match first (by the search text when there is one)' },
    PRICE_ASC: { description: 'Cheapest night first' },
    PRICE_DESC: { description: 'Dearest night first' },
    STARS_DESC: { description: 'Most stars first' },
  },
});

@InputType({ description: 'Spec §3 hotel filters; prices in US dollars per night' })
export class HotelFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or type (3+ characters)' })
  q?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only hotels in this city' })
  cityId?: string | null;

  @Field(() => HotelType, { nullable: true, description: 'Only hotels of this kind' })
  type?: HotelType | null;

  @Field(() => Float, { nullable: true, description: 'At least this many stars' })
  minStars?: number | null;

  @Field(() => Float, { nullable: true, description: 'At most this many stars' })
  maxStars?: number | null;

  @Field(() => Float, { nullable: true, description: 'A night costs at least this much (major units)' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'A night costs at most this much (major units)' })
  maxPrice?: number | null;
}

/** Filters, sort and paging: the arguments of `Country.hotels`. */
@ArgsType()
export class HotelListArgs {
  @Field(() => HotelFilter, { nullable: true, description: 'Only the items that match; all when left out' })
  filter?: HotelFilter | null;

  @Field(() => HotelSort, { defaultValue: HotelSort.RELEVANCE, description: 'The order of the items' })
  sort: HotelSort = HotelSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true, description: 'Which page: by number or after a cursor; the first page when left out' })
  paging?: PageInput | null;
}

@ArgsType()
export class HotelsArgs extends HotelListArgs {
  @Field({ description: 'ISO code (RW) or name (Rwanda) of the country' })
  country!: string;
}

/** What `hotels` and `Country.hotels` accept, parsed before the service sees it. */
export const hotelListArguments = listingArguments(
  { ...searchFilterFields, ...priceFilterFields, type: z.enum(HotelType).nullish(), minStars: fiveStarScale.nullish(), maxStars: fiveStarScale.nullish() },
  z.enum(HotelSort),
);
