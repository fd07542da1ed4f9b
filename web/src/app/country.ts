// The selected country: the `?country=` query parameter (ISO code), remembered in local storage.
// Our links carry the code; the old product's links carry a name or an alias ("Rwanda", "Ivory Coast").
// Whatever the API accepts is matched against the country list the header's menu loads and replaced by
// its code in the URL; an unknown value falls back to the last stable country.
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CountryListDocument } from '../gql/graphql';
import { browserSetting, useHydrated } from './browser-setting';
import { COUNTRY_STORAGE_KEY, DEFAULT_COUNTRY, STABLE_COUNTRY_STORAGE_KEY } from './constants';

/** The country last selected here, and the last one that loaded (features/country-switch/switch-store.ts keeps it). */
const rememberedCountry = browserSetting(COUNTRY_STORAGE_KEY);
const stableCountry = browserSetting(STABLE_COUNTRY_STORAGE_KEY);

const rememberCountry = (code: string) => rememberedCountry.set(code);

/** What a country is known by, as the `countries` query answers. */
export interface CountryNames {
  code: string;
  name: string;
  officialName: string;
  aliases: readonly string[];
}

/** The API's spelling rule (server countries/country.service.ts): no accents, no case, punctuation as spaces. */
export function countryKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The code of the country `value` names: its ISO code in any case, its name, official name or an alias. */
export function findCountryCode(value: string, countries: readonly CountryNames[]): string | undefined {
  const code = value.trim().toUpperCase();
  const key = countryKey(value);
  const found =
    countries.find((country) => country.code === code) ??
    countries.find((country) => [country.name, country.officialName, ...country.aliases].some((name) => countryKey(name) === key));
  return found?.code;
}

const looksLikeCode = (value: string) => /^[a-z]{2}$/i.test(value.trim());

interface Resolution {
  code?: string;
  /** The country list has confirmed the code. */
  known: boolean;
  /** False while a name waits for the country list. */
  settled: boolean;
}

/**
 * Until the list has loaded (or when it fails), a value shaped like a code is taken as it is, so the
 * usual link (`?country=KE`) shows its page at once; a name waits for the list.
 */
function resolve(value: string | null, countries: readonly CountryNames[] | undefined, listLoading: boolean): Resolution {
  if (!value?.trim()) return { known: false, settled: true };
  if (countries) {
    const code = findCountryCode(value, countries);
    return { code, known: code !== undefined, settled: true };
  }
  if (looksLikeCode(value)) return { code: value.trim().toUpperCase(), known: false, settled: true };
  return { known: false, settled: !listLoading };
}

export interface CountryParam {
  /** The ISO code of the selected country. */
  country: string;
  /** The country list has confirmed it: only such a code is remembered. */
  known: boolean;
  /** False while the URL's country is a name the list has yet to resolve: pages should wait, not guess. */
  settled: boolean;
  /** The `country` parameter as the URL carries it. */
  inUrl: string | null;
}

/** The URL's country resolved; a missing one is the remembered country, an unknown one the last stable country. */
export function useCountryParam(): CountryParam {
  const [searchParams] = useSearchParams();
  const inUrl = searchParams.get('country');
  // The same cached query as the header's country menu: one request a visit.
  const list = useQuery(CountryListDocument);
  const countries = list.data?.countries;
  const fromUrl = resolve(inUrl, countries, list.loading);
  // None on the server's first paint (it cannot know them): the painted page hydrates with the default country. Read
  // only when the URL names no country: otherwise remembering one (useCountryInUrl, right after hydration) would render
  // every component that asks for the country again, the whole page, for the same answer.
  const wanted = !fromUrl.code;
  const remembered = [rememberedCountry.useValue(wanted), stableCountry.useValue(wanted)];
  if (fromUrl.code) return { country: fromUrl.code, known: fromUrl.known, settled: true, inUrl };

  // No country in the URL: the selected one. A country we do not know: the last one that loaded.
  const candidates = inUrl?.trim() ? remembered.reverse() : remembered;
  for (const candidate of candidates) {
    const fallback = resolve(candidate, countries, list.loading);
    if (fallback.code) return { country: fallback.code, known: fallback.known, settled: fromUrl.settled, inUrl };
  }
  return { country: DEFAULT_COUNTRY, known: true, settled: fromUrl.settled, inUrl };
}

/** Parameters that belong to one country's listing and must not survive a country switch. */
const countryScopedParams = ['city', 'page'];

export function useSelectedCountry(): [string, (code: string) => void] {
  const [, setSearchParams] = useSearchParams();
  const { country } = useCountryParam();

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

/**
 * False while the URL's country is a name the country list has yet to resolve (useCountryParam's `settled`, which no
 * remembered country changes): what the layout waits on before it shows the page.
 */
export function useCountrySettled(): boolean {
  const [searchParams] = useSearchParams();
  const list = useQuery(CountryListDocument);
  return resolve(searchParams.get('country'), list.data?.countries, list.loading).settled;
}

/**
 * Keeps the URL's country a known ISO code (useCountryInUrl) and renders nothing: apart from the layout, so the render
 * after hydration that this needs (useHydrated) renders only itself, not the layout and the whole page in it.
 */
export function CountryInUrl(): null {
  useCountryInUrl();
  return null;
}

/**
 * Keeps the URL's country a known ISO code: puts it in when missing, replaces a name or a lower-case code
 * by the code, an unknown value by the fallback; remembers a confirmed one. False while that is undecided.
 */
export function useCountryInUrl(): boolean {
  const [, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { country, known, settled, inUrl } = useCountryParam();
  // The render hydrating a painted page has the server's answer (no remembered country): its effects must neither
  // remember that country nor put it in the URL. The render after, with the browser's, does.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!settled || !hydrated) return;
    if (known) rememberCountry(country);
    if (inUrl === country) return;
    // A page below has just redirected in the same commit (signed out on /profile, to sign-in): the country belongs on
    // the page it went to, where this runs again; put on this one, it would take the visitor back to the empty guard.
    if (window.location.pathname !== pathname) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('country', country);
        return next;
      },
      { replace: true },
    );
  }, [country, known, settled, hydrated, inUrl, pathname, setSearchParams]);
  return settled;
}

/** A link target that carries the selected country. */
export function withCountry(path: string, country: string): string {
  return `${path}?country=${encodeURIComponent(country)}`;
}
