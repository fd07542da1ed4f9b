import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { listingArguments, searchFilterFields } from '../listing-query.js';
import { RideSort, TransportStatus, TransportType } from './transport.enums.js';

registerEnumType(TransportType, {
  name: 'TransportType',
  description: 'The kind of ride',
  valuesConfig: {
    SAFARI: { description: 'Safari vehicle with driver' },
    CITY: { description: 'City car or taxi' },
    GROUP: { description: 'Minibus or coach for a group' },
    MOTORCYCLE: { description: 'Motorcycle' },
  },
});
registerEnumType(TransportStatus, {
  name: 'TransportStatus',
  description: 'Whether a ride can be booked',
  valuesConfig: { ACTIVE: { description: 'Offered: travellers can book it' }, INACTIVE: { description: 'Withdrawn: hidden from travellers' } },
});
registerEnumType(RideSort, {
  name: 'RideSort',
  description: 'How rides are ordered',
  valuesConfig: {
    RELEVANCE: { description: 'Best match first (by the search text when there is one)' },
    PRICE_ASC: { description: 'Cheapest day first' },
    PRICE_DESC: { description: 'Dearest day first' },
  },
});

@InputType({ description: 'Spec §3 transport filters' })
export class RideFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or type (3+ characters)' })
  q?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only rides in this city' })
  cityId?: string | null;

  @Field(() => TransportType, { nullable: true, description: 'Only rides of this kind' })
  type?: TransportType | null;
}

@ArgsType()
export class RideListArgs {
  @Field(() => RideFilter, { nullable: true, description: 'Only the items that match; all when left out' })
  filter?: RideFilter | null;

  @Field(() => RideSort, { defaultValue: RideSort.RELEVANCE, description: 'The order of the items' })
  sort: RideSort = RideSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true, description: 'Which page: by number or after a cursor; the first page when left out' })
  paging?: PageInput | null;
}

@ArgsType()
export class RidesArgs extends RideListArgs {
  @Field({ description: 'ISO code (RW) or name (Rwanda) of the country' })
  country!: string;
}

/** What `rides` and `Country.rides` accept, parsed before the service sees it. */
export const rideListArguments = listingArguments({ ...searchFilterFields, type: z.enum(TransportType).nullish() }, z.enum(RideSort));
