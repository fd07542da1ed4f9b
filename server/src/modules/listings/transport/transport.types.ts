import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { listingArguments, searchFilterFields } from '../listing-query.js';
import { RideSort, TransportStatus, TransportType } from './transport.enums.js';

registerEnumType(TransportType, { name: 'TransportType' });
registerEnumType(TransportStatus, { name: 'TransportStatus' });
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
