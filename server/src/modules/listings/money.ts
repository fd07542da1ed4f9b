import { Directive, Field, Float, Int, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';
import type { Language } from '../../language.js';

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
    const money = new Money();
    money.minor = minor;
    money.amount = Math.round(minor) / 100;
    money.currency = currency;
    return money;
  }
}

export const toMinor = (amount: number) => Math.round(amount * 100);

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount for a reader, as their language writes it (Intl): "$1,234.50" in English, "1 234,50 $US" in French,
 * "US$ 1.234,50" in Portuguese; e-mails and rationales. Without a language, the plain "$1234.50" a model's prompt
 * reads (another currency follows its amount).
 */
export function formatMoney(minor: number, currency = 'USD', language?: Language): string {
  if (!language) return currency === 'USD' ? `$${(minor / 100).toFixed(2)}` : `${(minor / 100).toFixed(2)} ${currency}`;
  const key = `${language}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 100);
}

/** Whole units of a charge in another currency (mobile money), with that currency's own decimals: none for RWF or UGX. */
export function formatCharge(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
}
