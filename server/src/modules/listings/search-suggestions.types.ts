import { ArgsType, Directive, Field, ID, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';
import { optionalText, text } from '../../validation.js';
import { BookingType } from '../bookings/booking.entity.js';
import { City } from '../countries/city.entity.js';
import { Country } from '../countries/country.entity.js';
import { MAX_SEARCH_LENGTH } from './listing-page.js';

@ObjectType({ description: 'A listing a search box suggests: its kind and id lead to its page' })
@Directive(INHERIT_CACHE)
export class ListingSuggestion {
  @Field(() => ID)
  id!: string;

  @Field(() => BookingType)
  kind!: BookingType;

  @Field()
  name!: string;

  @Field(() => City)
  city!: City;
}

@ObjectType({ description: 'What a search box suggests while a traveller types: destinations (countries, cities), then listings' })
@Directive(INHERIT_CACHE)
export class SearchSuggestions {
  @Field(() => [Country], { description: 'Countries whose name, official name or another name is like the words' })
  countries!: Country[];

  @Field(() => [City], { description: "Cities whose name is like the words, the country's own first" })
  cities!: City[];

  @Field(() => [ListingSuggestion], {
    description:
      'Listings of the country with every word in their name, city, type or description (misspelt words corrected), ranked as its lists rank them: name matches first, then city, type and description ones',
  })
  listings!: ListingSuggestion[];
}

@ArgsType()
export class SearchSuggestionArgs {
  @Field({ description: 'What the traveller typed: 3 to 100 characters, any of the four languages, accents and typos forgiven' })
  q!: string;

  @Field({ nullable: true, description: 'The country being browsed (code, name or alias): its listings are suggested and its cities come first' })
  country?: string;
}

export const searchSuggestionArguments = z.object({ q: text(MAX_SEARCH_LENGTH), country: optionalText(80) });
