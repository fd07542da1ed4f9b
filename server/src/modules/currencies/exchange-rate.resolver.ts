// The rates the web app converts USD prices with, and each country's default display currency: the same for every
// caller, so publicly cacheable.
import { Ctx, Directive, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { PUBLIC_LISTING_CACHE } from '../../graphql/cache-control.js';
import { Country } from '../countries/country.entity.js';
import { defaultCurrencyOf } from './country-currencies.js';
import { ExchangeRateView } from './exchange-rate.types.js';

@Resolver(() => ExchangeRateView)
export class ExchangeRateResolver {
  @Query(() => [ExchangeRateView], { description: 'Rates per US dollar for every currency of the 54 countries (and USD), by code' })
  @Directive(PUBLIC_LISTING_CACHE)
  async exchangeRates(@Ctx() ctx: ApiContext): Promise<ExchangeRateView[]> {
    const rates = await ctx.services.exchangeRates.all(ctx.em);
    return [...rates]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, { rate, date }]) => Object.assign(new ExchangeRateView(), { currency, perUsd: rate, date }));
  }
}

@Resolver(() => Country)
export class CountryCurrencyResolver {
  @FieldResolver(() => String, { description: 'The currency prices are shown in beside USD while browsing the country (ISO 4217), e.g. KES' })
  currency(@Root() country: Country): string {
    return defaultCurrencyOf(country.code);
  }
}
