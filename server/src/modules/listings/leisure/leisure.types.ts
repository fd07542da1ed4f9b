import { ArgsType, Field, Float, ID, InputType, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { listingArguments, priceFilterFields, searchFilterFields } from '../listing-query.js';
import { LeisureSort, LeisureType } from './leisure.enums.js';

registerEnumType(LeisureType, { name: 'LeisureType' });
registerEnumType(LeisureSort, { name: 'LeisureSort' });

@InputType({ description: 'Spec §3 leisure filters; prices are the entry price in US dollars' })
export class LeisureFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or type (3+ characters)' })
  q?: string | null;

  @Field(() => ID, { nullable: true })
  cityId?: string | null;

  @Field(() => LeisureType, { nullable: true })
  type?: LeisureType | null;

  @Field(() => Boolean, { nullable: true, description: "Only venues open now, in the country's local time" })
  openNow?: boolean | null;

  @Field(() => Float, { nullable: true })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true })
  maxPrice?: number | null;
}

@ArgsType()
export class LeisureListArgs {
  @Field(() => LeisureFilter, { nullable: true })
  filter?: LeisureFilter | null;

  @Field(() => LeisureSort, { defaultValue: LeisureSort.RELEVANCE })
  sort: LeisureSort = LeisureSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true })
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
