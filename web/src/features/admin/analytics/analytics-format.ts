// How the overview words its figures: money in USD, rates as percents, changes against the previous range.
import { formatUsd } from '../../listings/format';

const localeOf = (language: string) => (language === 'en' ? 'en-US' : `${language}-u-nu-latn`);

export const usd = formatUsd;

export const percent = (value: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(value);

export const count = (value: number, language: string) => new Intl.NumberFormat(localeOf(language)).format(value);

/** "+12.5%" against the previous range, or null when that range had nothing to compare with. */
export function change(current: number, previous: number, language: string): string | null {
  if (!previous) return null;
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
    (current - previous) / previous,
  );
}

/** A period's label on a chart axis: a day or week as a short date, a month as month and year. */
export function periodLabel(periodStart: string, period: string, language: string): string {
  const options: Intl.DateTimeFormatOptions =
    period === 'MONTH' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(localeOf(language), options).format(new Date(`${periodStart}T12:00:00Z`));
}
