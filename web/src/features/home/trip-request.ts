// The finder's request as /finderResults carries it (spec §2: country, date, endDate, journeyers, budget, prefs).
import type { TripPackageInput } from '../../gql/graphql';

/** Whole numbers of at least 1, else the server's default (spec §9: 2 journeyers, budget 1000). */
const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : undefined);

export function tripRequestFrom(params: URLSearchParams, selectedCountry: string): TripPackageInput | null {
  const country = params.get('country') || selectedCountry;
  // Spec §5: no country, no request.
  if (!country) return null;
  const prefs = (params.get('prefs') ?? '')
    .split(',')
    .map((pref) => pref.trim())
    .filter(Boolean);
  return {
    country,
    date: params.get('date') || null,
    endDate: params.get('endDate') || null,
    journeyers: positive(params.get('journeyers')) ?? 2,
    budget: positive(params.get('budget')) ?? 1000,
    preferences: prefs,
  };
}
