import { ArgsType, Directive, Field, Float, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { INHERIT_CACHE } from '../../../graphql/cache-control.js';
import { z } from 'zod';
import { PageInput } from '../../../graphql/connection.js';
import { fiveStarScale, listingArguments, priceFilterFields, searchFilterFields } from '../listing-query.js';
import { Cuisine, RestaurantSort, Weekday } from './restaurant.enums.js';

registerEnumType(Cuisine, {
  name: 'Cuisine',
  description: "The restaurant's cuisine",
  valuesConfig: {
    RWANDAN: { description: 'Rwandan' },
    AFRICAN: { description: 'African' },
    CONTINENTAL: { description: 'Continental (European)' },
    INTERNATIONAL: { description: 'International' },
  },
});
registerEnumType(RestaurantSort, {
  name: 'RestaurantSort',
  description: 'How restaurants are ordered',
  valuesConfig: { RELEVANCE: { description: 'Best match first (by the search text when there is one)' }, RATING_DESC: { description: 'Best rated first' } },
});
registerEnumType(Weekday, {
  name: 'Weekday',
  description: 'A day of the week',
  valuesConfig: {
    MONDAY: { description: 'Monday' },
    TUESDAY: { description: 'Tuesday' },
    WEDNESDAY: { description: 'Wednesday' },
    THURSDAY: { description: 'Thursday' },
    FRIDAY: { description: 'Friday' },
    SATURDAY: { description: 'Saturday' },
    SUNDAY: { description: 'Sunday' },
  },
});

/** When a restaurant opens on one weekday; a day missing from the list is a closed day. */
@ObjectType({ description: 'Opening hours of one weekday, local time' })
@Directive(INHERIT_CACHE)
export class OpeningHours {
  @Field(() => Weekday, { description: 'The day these hours are for' })
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

  @Field(() => ID, { nullable: true, description: 'Only restaurants in this city' })
  cityId?: string | null;

  @Field(() => Cuisine, { nullable: true, description: 'Only restaurants of this cuisine' })
  cuisine?: Cuisine | null;

  @Field(() => Float, { nullable: true, description: '0 to 5: the UI offers 3+, 4+ and 5' })
  minRating?: number | null;

  @Field(() => Float, { nullable: true, description: 'Average price at least this (major units)' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Average price at most this (major units)' })
  maxPrice?: number | null;
}

@ArgsType()
export class RestaurantListArgs {
  @Field(() => RestaurantFilter, { nullable: true, description: 'Only the items that match; all when left out' })
  filter?: RestaurantFilter | null;

  @Field(() => RestaurantSort, { defaultValue: RestaurantSort.RELEVANCE, description: 'The order of the items' })
  sort: RestaurantSort = RestaurantSort.RELEVANCE;

  @Field(() => PageInput, { nullable: true, description: 'Which page: by number or after a cursor; the first page when left out' })
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
