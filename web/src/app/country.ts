// The selected country: the `?country=` query parameter (ISO code), remembered in local storage.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COUNTRY_STORAGE_KEY, DEFAULT_COUNTRY } from './constants';

function storedCountry(): string {
  try {
    return localStorage.getItem(COUNTRY_STORAGE_KEY) ?? DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}

function rememberCountry(code: string) {
  try {
    localStorage.setItem(COUNTRY_STORAGE_KEY, code);
  } catch {
    // Private mode: the query parameter still carries the country.
  }
}

/** Parameters that belong to one country's listing and must not survive a country switch. */
const countryScopedParams = ['city', 'page'];

export function useSelectedCountry(): [string, (code: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const country = (searchParams.get('country') ?? storedCountry()).toUpperCase();

  const selectCountry = useCallback(
    (code: string) => {
      rememberCountry(code);
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('country', code);
        for (const name of countryScopedParams) next.delete(name);
        return next;
      });
    },
    [setSearchParams],
  );

  return [country, selectCountry];
}

/** Puts the country into the URL when it is missing, and remembers the one the URL carries. */
export function useCountryInUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const inUrl = searchParams.get('country');
  useEffect(() => {
    if (inUrl) {
      rememberCountry(inUrl.toUpperCase());
      return;
    }
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('country', storedCountry());
        return next;
      },
      { replace: true },
    );
  }, [inUrl, setSearchParams]);
}

/** A link target that carries the selected country. */
export function withCountry(path: string, country: string): string {
  return `${path}?country=${encodeURIComponent(country)}`;
}
