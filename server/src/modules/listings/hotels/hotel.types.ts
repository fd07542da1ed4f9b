import { ArgsType, Field, Float, ID, InputType, registerEnumType } from 'type-graphql';
import { PageInput } from '../../../graphql/connection.js';

export enum HotelType {
  LUXURY = 'luxury',
  BOUTIQUE = 'boutique',
  SAFARI = 'safari',
  ECO = 'eco',
  APARTMENT = 'apartment',
  GUESTHOUSE = 'guesthouse',
}
registerEnumType(HotelType, { name: 'HotelType' });

/** Spec §9 hotel sorts, all applied. */
export enum HotelSort {
  RELEVANCE = 'relevance',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
  STARS_DESC = 'stars-desc',
}
registerEnumType(HotelSort, { name: 'HotelSort' });

@InputType({ description: 'Spec §3 hotel filters; prices in US dollars per night' })
export class HotelFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or type (3+ characters)' })
  q?: string;

  @Field(() => ID, { nullable: true })
  cityId?: string;

  @Field(() => HotelType, { nullable: true })
  type?: HotelType;

  @Field(() => Float, { nullable: true })
  minStars?: number;

  @Field(() => Float, { nullable: true })
  maxStars?: number;

  @Field(() => Float, { nullable: true })
  minPrice?: number;

  @Field(() => Float, { nullable: true })
  maxPrice?: number;
}

/** Filters, sort and paging: the arguments of `Country.hotels`. */
@ArgsType()
export class HotelListArgs {
  @Field(() => HotelFilter, { nullable: true })
  filter?: HotelFilter;

  @Field(() => HotelSort, { defaultValue: HotelSort.RELEVANCE })
  sort: HotelSort = HotelSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true })
  paging?: PageInput;
}

@ArgsType()
export class HotelsArgs extends HotelListArgs {
  @Field({ description: 'ISO code (RW) or name (Rwanda) of the country' })
  country!: string;
}
