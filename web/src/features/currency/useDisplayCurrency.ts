// The currency prices are shown in beside USD: the traveller's choice, else the browsed country's (from the API).
import { useQuery } from '@apollo/client/react';
import { useSelectedCountry } from '../../app/country';
import { DisplayCurrencyDocument } from '../../gql/graphql';
import { useCurrencyChoice } from './currency-choice';

export interface DisplayCurrency {
  /** The ISO 4217 code shown beside USD; USD itself when nothing is shown beside it. */
  currency: string;
  /** The chosen code, or null when the country's applies. */
  choice: string | null;
  /** The country's own currency. */
  countryCurrency: string | null;
  /** The rate of `currency` with its day; null while the rates load (or for USD). */
  rate: { perUsd: number; date: string } | null;
  /** Every currency a rate is known for, by code. */
  currencies: readonly string[];
}

export function useDisplayCurrency(): DisplayCurrency {
  const [country] = useSelectedCountry();
  const choice = useCurrencyChoice();
  const { data } = useQuery(DisplayCurrencyDocument);
  const countryCurrency = data?.countries.find((entry) => entry.code === country)?.currency ?? null;
  const currency = choice ?? countryCurrency ?? 'USD';
  const rate = currency === 'USD' ? null : (data?.exchangeRates.find((entry) => entry.currency === currency) ?? null);
  return { currency, choice, countryCurrency, rate, currencies: data?.exchangeRates.map((entry) => entry.currency) ?? [] };
}
