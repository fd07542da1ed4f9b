import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { LocalDateResolver } from 'graphql-scalars';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { optionalText, wholeNumber } from '../../../validation.js';
import { listingArguments, priceFilterFields, searchFilterFields } from '../listing-query.js';
import { TourCategory, TourSort } from './tour.enums.js';

registerEnumType(TourCategory, { name: 'TourCategory' });
registerEnumType(TourSort, { name: 'TourSort' });

@InputType({ description: 'Spec §3 tour filters; prices in US dollars per person' })
export class TourFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or category (3+ characters)' })
  q?: string | null;

  @Field(() => ID, { nullable: true })
  cityId?: string | null;

  @Field(() => TourCategory, { nullable: true })
  category?: TourCategory | null;

  @Field(() => Int, { nullable: true, description: 'At least 1' })
  minDays?: number | null;

  @Field(() => Int, { nullable: true })
  maxDays?: number | null;

  @Field(() => Float, { nullable: true })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true })
  maxPrice?: number | null;

  @Field(() => LocalDateResolver, { nullable: true, description: 'With `to`: only tours with a departure in [from, to]' })
  from?: string | null;

  @Field(() => LocalDateResolver, { nullable: true })
  to?: string | null;
}

/** Filters, sort and paging: the arguments of `Country.tours`. */
@ArgsType()
export class TourListArgs {
  @Field(() => TourFilter, { nullable: true })
  filter?: TourFilter | null;

  @Field(() => TourSort, { defaultValue: TourSort.RELEVANCE })
  sort: TourSort = TourSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true })
  paging?: PageInput | null;
}

@ArgsType()
export class ToursArgs extends TourListArgs {
  @Field({ description: 'ISO code (RW) or name (Rwanda) of the country' })
  country!: string;
}

/** The longest tour a filter asks for, in days. */
const MAX_TOUR_DAYS = 365;

/** What `tours` and `Country.tours` accept, parsed before the service sees it. */
export const tourListArguments = listingArguments(
  {
    ...searchFilterFields,
    ...priceFilterFields,
    category: z.enum(TourCategory).nullish(),
    minDays: wholeNumber(1, MAX_TOUR_DAYS).nullish(),
    maxDays: wholeNumber(1, MAX_TOUR_DAYS).nullish(),
    from: optionalText(10),
    to: optionalText(10),
  },
  z.enum(TourSort),
);
