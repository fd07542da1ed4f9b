import { ArgsType, Field, Float, ID, InputType, registerEnumType } from 'type-graphql';
import { PageInput } from '../../../graphql/connection.js';

export enum LeisureType {
  BAR = 'bar',
  CLUB = 'club',
  WALK = 'walk',
  EVENTS = 'events',
  FESTIVALS = 'festivals',
  SPORTS = 'sports',
}
registerEnumType(LeisureType, { name: 'LeisureType' });

/** Spec §9 leisure sorts, all applied; price is the entry (or average) price. */
export enum LeisureSort {
  RELEVANCE = 'relevance',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
}
registerEnumType(LeisureSort, { name: 'LeisureSort' });

@InputType({ description: 'Spec §3 leisure filters; prices are the entry price in US dollars' })
export class LeisureFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or type (3+ characters)' })
  q?: string;

  @Field(() => ID, { nullable: true })
  cityId?: string;

  @Field(() => LeisureType, { nullable: true })
  type?: LeisureType;

  @Field(() => Boolean, { nullable: true, description: "Only venues open now, in the country's local time" })
  openNow?: boolean;

  @Field(() => Float, { nullable: true })
  minPrice?: number;

  @Field(() => Float, { nullable: true })
  maxPrice?: number;
}

@ArgsType()
export class LeisureListArgs {
  @Field(() => LeisureFilter, { nullable: true })
  filter?: LeisureFilter;

  @Field(() => LeisureSort, { defaultValue: LeisureSort.RELEVANCE })
  sort: LeisureSort = LeisureSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true })
  paging?: PageInput;
}

@ArgsType()
export class LeisureVenuesArgs extends LeisureListArgs {
  @Field({ description: 'ISO code (RW) or name (Rwanda) of the country' })
  country!: string;
}
