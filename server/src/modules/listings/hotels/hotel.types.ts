import { ArgsType, Field, Float, ID, InputType, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { fiveStarScale, listingArguments, priceFilterFields, searchFilterFields } from '../listing-query.js';
import { HotelSort, HotelType } from './hotel.enums.js';

registerEnumType(HotelType, { name: 'HotelType' });
registerEnumType(HotelSort, { name: 'HotelSort' });

@InputType({ description: 'Spec §3 hotel filters; prices in US dollars per night' })
export class HotelFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or type (3+ characters)' })
  q?: string | null;

  @Field(() => ID, { nullable: true })
  cityId?: string | null;

  @Field(() => HotelType, { nullable: true })
  type?: HotelType | null;

  @Field(() => Float, { nullable: true })
  minStars?: number | null;

  @Field(() => Float, { nullable: true })
  maxStars?: number | null;

  @Field(() => Float, { nullable: true })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true })
  maxPrice?: number | null;
}

/** Filters, sort and paging: the arguments of `Country.hotels`. */
@ArgsType()
export class HotelListArgs {
  @Field(() => HotelFilter, { nullable: true })
  filter?: HotelFilter | null;

  @Field(() => HotelSort, { defaultValue: HotelSort.RELEVANCE })
  sort: HotelSort = HotelSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true })
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
