// A listing's or a booking's "City, Country" as the server writes it (its English country name), with the country
// named in the reader's language ("Rubavu, Ruanda" in Portuguese, "Rubavu, رواندا" in Arabic): the names of the
// country list the header loads tell which country it is.
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryListDocument } from '../../gql/graphql';
import { localCountryName } from './country-names';

/** `location` with its country in `language`; as it is in English, or when its country is not one of `countries`. */
export function localLocation(location: string, countries: ReadonlyArray<{ code: string; name: string }>, language: string): string {
  if (language === 'en') return location;
  const comma = location.lastIndexOf(', ');
  const name = comma < 0 ? location : location.slice(comma + 2);
  const code = countries.find((country) => country.name === name)?.code;
  if (!code) return location;
  const local = localCountryName(code, name, language);
  return comma < 0 ? local : `${location.slice(0, comma)}, ${local}`;
}

/** localLocation in the reader's language. */
export function useLocalLocation(): (location: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useQuery(CountryListDocument);
  const countries = data?.countries;
  return useCallback((location: string) => localLocation(location, countries ?? [], language), [countries, language]);
}
