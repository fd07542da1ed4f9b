import { ArgsType, Field, Float, ID, InputType, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { listingArguments, priceFilterFields, searchFilterFields } from '../listing-query.js';
import { LeisureSort, LeisureType } from './leisure.enums.js';

registerEnumType(LeisureType, {
  name: 'LeisureType',
  description: 'The kind of leisure venue or outing',
  valuesConfig: {
    BAR: { description: 'Bar or lounge' },
    CLUB: { description: 'Night club' },
    WALK: { description: 'Guided walk or night tour' },
    EVENTS: { description: 'Events' },
    FESTIVALS: { description: 'Festivals' },
    SPORTS: { description: 'Sports' },
  },
});
registerEnumType(LeisureSort, {
  name: 'LeisureSort',
  description: 'How leisure venues are ordered',
  valuesConfig: {
    RELEVANCE: { description: 'Best match first (by the search text when there is one)' },
    PRICE_ASC: { description: 'Cheapest entry first' },
    PRICE_DESC: { description: 'Dearest entry first' },
  },
});

@InputType({ description: 'Spec §3 leisure filters; prices are the entry price in US dollars' })
export class LeisureFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or type (3+ characters)' })
  q?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only venues in this city' })
  cityId?: string | null;

  @Field(() => LeisureType, { nullable: true, description: 'Only venues of this kind' })
  type?: LeisureType | null;

  @Field(() => Boolean, { nullable: true, description: "Only venues open now, in the country's local time" })
  openNow?: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Entry at least this (major units)' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Entry at most this (major units)' })
  maxPrice?: number | null;
}

@ArgsType()
export class LeisureListArgs {
  @Field(() => LeisureFilter, { nullable: true, description: 'Only the items that match; all when left out' })
  filter?: LeisureFilter | null;

  @Field(() => LeisureSort, { defaultValue: LeisureSort.RELEVANCE, description: 'The order of the items' })
  sort: LeisureSort = LeisureSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true, description: 'Which page: by number or after a cursor; the first page when left out' })
  paging?: PageInput | null;
}

@ArgsType()
export class LeisureVenuesArgs extends LeisureListArgs {
  @Field({ description: 'ISO code (RW) or name (Rwanda) of the country' })
  country!: string;
}

/** What `leisureVenues` and `Country.leisureVenues` accept, parsed before the service sees it. */
export const leisureListArguments = listingArguments(
  { ...searchFilterFields, ...priceFilterFields, type: z.enum(LeisureType).nullish(), openNow: z.boolean().nullish() },
  z.enum(LeisureSort),
);
