// Phone numbers start with the dial code of the chosen country (spec §5).
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CountryDialCodesDocument } from '../../gql/graphql';
import { localCountryName } from '../layout/country-names';

export interface DialCountry {
  code: string;
  label: string;
  dialCode: string;
}

/** The 54 countries with their dial codes (from the server), named and sorted in the reader's language. */
export function useDialCountries(language: string): { countries: DialCountry[]; loading: boolean } {
  const { data, loading } = useQuery(CountryDialCodesDocument);
  const countries = useMemo(
    () =>
      (data?.countries ?? [])
        .map((entry) => ({ code: entry.code, dialCode: entry.dialCode, label: localCountryName(entry.code, entry.name, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [data, language],
  );
  return { countries, loading };
}

/** Puts `dialCode` in front of the phone, replacing another known dial code (longest match first). */
export function withDialCode(phone: string, dialCode: string, knownCodes: readonly string[]): string {
  const trimmed = phone.trim();
  if (!trimmed) return `${dialCode} `;
  if (trimmed.startsWith(dialCode)) return phone;
  const previous = [...knownCodes].sort((a, b) => b.length - a.length).find((code) => trimmed.startsWith(code));
  if (previous) return `${dialCode}${trimmed.slice(previous.length)}`;
  if (trimmed.startsWith('+')) return `${dialCode} ${trimmed.replace(/^\+\d{1,4}\s*/, '')}`;
  return `${dialCode} ${trimmed}`;
}
