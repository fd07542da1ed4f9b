import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { listingArguments, searchFilterFields } from '../listing-query.js';

export enum TransportType {
  SAFARI = 'safari',
  CITY = 'city',
  GROUP = 'group',
  MOTORCYCLE = 'motorcycle',
}
registerEnumType(TransportType, { name: 'TransportType' });

/** Back-office status of a transport service (spec §4: active or inactive); the public sees active ones. */
export enum TransportStatus {
  ACTIVE = 'active',
  INACTIVE = 'inactive',
}
registerEnumType(TransportStatus, { name: 'TransportStatus' });

/** Spec §9 ride sorts, all applied; price is the price per day. */
export enum RideSort {
  RELEVANCE = 'relevance',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
}
registerEnumType(RideSort, { name: 'RideSort' });

@InputType({ description: 'Spec §3 transport filters' })
export class RideFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or type (3+ characters)' })
  q?: string | null;

  @Field(() => ID, { nullable: true })
  cityId?: string | null;

  @Field(() => TransportType, { nullable: true })
  type?: TransportType | null;
}

@ArgsType()
export class RideListArgs {
  @Field(() => RideFilter, { nullable: true })
  filter?: RideFilter | null;

  @Field(() => RideSort, { defaultValue: RideSort.RELEVANCE })
  sort: RideSort = RideSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true })
  paging?: PageInput | null;
}

@ArgsType()
export class RidesArgs extends RideListArgs {
  @Field({ description: 'ISO code (RW) or name (Rwanda) of the country' })
  country!: string;
}

/** What `rides` and `Country.rides` accept, parsed before the service sees it. */
export const rideListArguments = listingArguments({ ...searchFilterFields, type: z.enum(TransportType).nullish() }, z.enum(RideSort));
