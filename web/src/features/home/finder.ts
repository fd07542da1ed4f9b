// The hero's AI Finder: defaults, country-dependent chips and validation (spec §5, §9).
import { COMMON_TRIP_PREFERENCES } from '../../../../shared/src/spec-constants';

export const FINDER_DEFAULTS = { startInDays: 7, lengthDays: 5, journeyers: 2, budget: 1000 } as const;

/** Landlocked countries get photography instead of beaches. */
const landlocked = new Set(['BF', 'BI', 'BW', 'CF', 'ET', 'LS', 'ML', 'MW', 'NE', 'RW', 'SS', 'SZ', 'TD', 'UG', 'ZM', 'ZW']);
/** Countries with Saharan, Namib or Kalahari desert get desert instead of markets. */
const desert = new Set(['DZ', 'EG', 'LY', 'MA', 'TN', 'MR', 'ML', 'NE', 'TD', 'SD', 'NA', 'BW', 'DJ', 'ER', 'EH']);

export function finderCategories(country: string): string[] {
  return [...COMMON_TRIP_PREFERENCES, landlocked.has(country) ? 'photography' : 'beaches', desert.has(country) ? 'desert' : 'markets'];
}

/** YYYY-MM-DD in the visitor's own calendar. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return isoDay(new Date(year!, month! - 1, day! + days));
}

export interface FinderForm {
  date: string;
  endDate: string;
  journeyers: string;
  budget: string;
  prefs: string[];
}

export function defaultFinderForm(today = new Date()): FinderForm {
  const date = addDays(isoDay(today), FINDER_DEFAULTS.startInDays);
  return {
    date,
    endDate: addDays(date, FINDER_DEFAULTS.lengthDays),
    journeyers: String(FINDER_DEFAULTS.journeyers),
    budget: String(FINDER_DEFAULTS.budget),
    prefs: [],
  };
}

const positiveInteger = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1;

export type FinderErrors = Partial<Record<'date' | 'endDate' | 'journeyers' | 'budget', string>>;

/** Error keys of the `home` namespace by field. */
export function validateFinder(form: FinderForm): FinderErrors {
  const errors: FinderErrors = {};
  if (!form.date) errors.date = 'finder.invalid.date';
  if (!form.endDate) errors.endDate = 'finder.invalid.endDate';
  else if (form.date && form.endDate < form.date) errors.endDate = 'finder.invalid.endBeforeStart';
  if (!positiveInteger(form.journeyers)) errors.journeyers = 'finder.invalid.journeyers';
  if (!positiveInteger(form.budget)) errors.budget = 'finder.invalid.budget';
  return errors;
}

export function finderResultsPath(country: string, form: FinderForm): string {
  const params = new URLSearchParams({
    country,
    date: form.date,
    endDate: form.endDate,
    journeyers: String(Number(form.journeyers)),
    budget: String(Number(form.budget)),
    prefs: form.prefs.join(','),
  });
  return `/finderResults?${params.toString()}`;
}
