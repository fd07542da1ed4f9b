import { Directive, Field, Float, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';

@ObjectType({ description: 'What one US dollar is worth in a currency, on the day given: for showing prices, never for charging them' })
@Directive(INHERIT_CACHE)
export class ExchangeRateView {
  @Field({ description: 'ISO 4217 code, e.g. KES' })
  currency!: string;

  @Field(() => Float, { description: 'Units of the currency per US dollar' })
  perUsd!: number;

  @Field({ description: 'The day of the rate (YYYY-MM-DD)' })
  date!: string;
}
