import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { LocalDateResolver } from 'graphql-scalars';
import { PageInput } from '../../../graphql/connection.js';

export enum TourCategory {
  CULTURAL = 'cultural',
  WILDLIFE = 'wildlife',
  ADVENTURE = 'adventure',
}
registerEnumType(TourCategory, { name: 'TourCategory' });

/** Spec §9 tour sorts, all applied. */
export enum TourSort {
  RELEVANCE = 'relevance',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
  DURATION_ASC = 'duration-asc',
  DURATION_DESC = 'duration-desc',
}
registerEnumType(TourSort, { name: 'TourSort' });

@InputType({ description: 'Spec §3 tour filters; prices in US dollars per person' })
export class TourFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or category (3+ characters)' })
  q?: string;

  @Field(() => ID, { nullable: true })
  cityId?: string;

  @Field(() => TourCategory, { nullable: true })
  category?: TourCategory;

  @Field(() => Int, { nullable: true, description: 'At least 1' })
  minDays?: number;

  @Field(() => Int, { nullable: true })
  maxDays?: number;

  @Field(() => Float, { nullable: true })
  minPrice?: number;

  @Field(() => Float, { nullable: true })
  maxPrice?: number;

  @Field(() => LocalDateResolver, { nullable: true, description: 'With `to`: only tours with a departure in [from, to]' })
  from?: string;

  @Field(() => LocalDateResolver, { nullable: true })
  to?: string;
}

/** Filters, sort and paging: the arguments of `Country.tours`. */
@ArgsType()
export class TourListArgs {
  @Field(() => TourFilter, { nullable: true })
  filter?: TourFilter;

  @Field(() => TourSort, { defaultValue: TourSort.RELEVANCE })
  sort: TourSort = TourSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true })
  paging?: PageInput;
}

@ArgsType()
export class ToursArgs extends TourListArgs {
  @Field({ description: 'ISO code (RW) or name (Rwanda) of the country' })
  country!: string;
}
