import { Directive, Field, Float, Int, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';

/** An amount of money: integer minor units are the truth, `amount` is for display. */
@ObjectType({ description: 'An amount of money; shown in USD with 2 decimals' })
@Directive(INHERIT_CACHE)
export class Money {
  @Field(() => Int, { description: 'Integer minor units (cents)' })
  minor!: number;

  @Field(() => Float, { description: 'Major units, rounded to 2 decimals' })
  amount!: number;

  @Field({ description: 'ISO 4217 code' })
  currency!: string;

  static of(minor: number, currency = 'USD'): Money {
    return Object.assign(new Money(), { minor, amount: Math.round(minor) / 100, currency });
  }
}

export const toMinor = (amount: number) => Math.round(amount * 100);

/** "$12.50" (spec: USD with 2 decimals); another currency follows its amount. For e-mails and rationales. */
export const formatMoney = (minor: number, currency = 'USD') =>
  currency === 'USD' ? `$${(minor / 100).toFixed(2)}` : `${(minor / 100).toFixed(2)} ${currency}`;
