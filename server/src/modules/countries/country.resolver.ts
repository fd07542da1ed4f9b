import { Arg, Ctx, Directive, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { PUBLIC_LISTING_CACHE } from '../../graphql/cache-control.js';
import { City } from './city.entity.js';
import { Country } from './country.entity.js';

@Resolver(() => Country)
export class CountryResolver {
  @Query(() => [Country], { description: 'The 54 African countries, by name' })
  @Directive(PUBLIC_LISTING_CACHE)
  countries(@Ctx() ctx: ApiContext): Country[] {
    return ctx.services.countries.list();
  }

  @Query(() => Country, { description: 'One country by ISO code, name or alias' })
  @Directive(PUBLIC_LISTING_CACHE)
  country(@Arg('code') code: string, @Ctx() ctx: ApiContext): Country {
    return ctx.services.countries.resolve(code, 'code');
  }

  @FieldResolver(() => [City], { description: 'Cities with listings, by name' })
  cities(@Root() country: Country, @Ctx() ctx: ApiContext): City[] {
    return ctx.services.countries.cities(country.code);
  }
}

@Resolver(() => City)
export class CityResolver {
  @FieldResolver(() => Country, { description: 'The country the city is in' })
  country(@Root() city: City, @Ctx() ctx: ApiContext): Country {
    return ctx.services.countries.byCodeOrFail(city.country.code);
  }
}
