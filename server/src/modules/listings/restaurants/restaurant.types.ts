import { ArgsType, Directive, Field, Float, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { INHERIT_CACHE } from '../../../graphql/cache-control.js';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { fiveStarScale, listingArguments, priceFilterFields, searchFilterFields } from '../listing-query.js';
import { Cuisine, RestaurantSort, Weekday } from './restaurant.enums.js';

registerEnumType(Cuisine, { name: 'Cuisine' });
registerEnumType(RestaurantSort, { name: 'RestaurantSort' });
registerEnumType(Weekday, { name: 'Weekday' });

/** When a restaurant opens on one weekday; a day missing from the list is a closed day. */
@ObjectType({ description: 'Opening hours of one weekday, local time' })
@Directive(INHERIT_CACHE)
export class OpeningHours {
  @Field(() => Weekday)
  weekday!: Weekday;

  @Field({ description: 'HH:MM' })
  opens!: string;

  @Field({ description: 'HH:MM; earlier than `opens` means after midnight' })
  closes!: string;
}

@InputType({ description: 'Spec §3 restaurant filters; prices are the average price per person in US dollars' })
export class RestaurantFilter {
  @Field(() => String, { nullable: true, description: 'Words in the name, city or cuisine (3+ characters)' })
  q?: string | null;

  @Field(() => ID, { nullable: true })
  cityId?: string | null;

  @Field(() => Cuisine, { nullable: true })
  cuisine?: Cuisine | null;

  @Field(() => Float, { nullable: true, description: '0 to 5: the UI offers 3+, 4+ and 5' })
  minRating?: number | null;

  @Field(() => Float, { nullable: true })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true })
  maxPrice?: number | null;
}

@ArgsType()
export class RestaurantListArgs {
  @Field(() => RestaurantFilter, { nullable: true })
  filter?: RestaurantFilter | null;

  @Field(() => RestaurantSort, { defaultValue: RestaurantSort.RELEVANCE })
  sort: RestaurantSort = RestaurantSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true })
  paging?: PageInput | null;
}

@ArgsType()
export class RestaurantsArgs extends RestaurantListArgs {
  @Field({ description: 'ISO code (RW) or name (Rwanda) of the country' })
  country!: string;
}

/** What `restaurants` and `Country.restaurants` accept, parsed before the service sees it. */
export const restaurantListArguments = listingArguments(
  { ...searchFilterFields, ...priceFilterFields, cuisine: z.enum(Cuisine).nullish(), minRating: fiveStarScale.nullish() },
  z.enum(RestaurantSort),
);
