import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { LocalDateResolver } from 'graphql-scalars';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { optionalText, wholeNumber } from '../../../validation.js';
import { listingArguments, priceFilterFields, searchFilterFields } from '../listing-query.js';
import { TourCategory, TourSort } from './tour.enums.js';

registerEnumType(TourCategory, {
  name: 'TourCategory',
  description: 'The kind of tour',
  valuesConfig: {
    CULTURAL: { description: 'Culture and history' },
    WILDLIFE: { description: 'Wildlife and safari' },
    ADVENTURE: { description: 'Hiking, climbing and other adventure' },
  },
});
registerEnumType(TourSort, {
  name: 'TourSort',
  description: 'How tours are ordered',
  valuesConfig: {
    RELEVANCE: { description: 'Best match first (by the search text when there is one)' },
    PRICE_ASC: { description: 'Cheapest first' },
    PRICE_DESC: { description: 'Dearest first' },
    DURATION_ASC: { description: 'Shortest first' },
    DURATION_DESC: { description: 'Longest first' },
  },
});

@InputType({ description: 'Spec §3 tour filters; prices in US dollars per person' })
export class TourFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or category (3+ characters)' })
  q?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only tours from this city' })
  cityId?: string | null;

  @Field(() => TourCategory, { nullable: true, description: 'Only tours of this kind' })
  category?: TourCategory | null;

  @Field(() => Int, { nullable: true, description: 'At least 1' })
  minDays?: number | null;

  @Field(() => Int, { nullable: true, description: 'At most this many days' })
  maxDays?: number | null;

  @Field(() => Float, { nullable: true, description: 'At least this price per person (major units)' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'At most this price per person (major units)' })
  maxPrice?: number | null;

  @Field(() => LocalDateResolver, { nullable: true, description: 'With `to`: only tours with a departure in [from, to]' })
  from?: string | null;

  @Field(() => LocalDateResolver, { nullable: true, description: 'Only tours with a departure on or before this day' })
  to?: string | null;
}

/** Filters, sort and paging: the arguments of `Country.tours`. */
@ArgsType()
export class TourListArgs {
  @Field(() => TourFilter, { nullable: true, description: 'Only the items that match; all when left out' })
  filter?: TourFilter | null;

  @Field(() => TourSort, { defaultValue: TourSort.RELEVANCE, description: 'The order of the items' })
  sort: TourSort = TourSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true, description: 'Which page: by number or after a cursor; the first page when left out' })
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
