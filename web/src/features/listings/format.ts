// Numbers the listing pages show: USD with 2 decimals, ratings with one, counts with "10,000+".
const localeOf = (language: string) => (language === 'en' ? 'en-US' : `${language}-u-nu-latn`);

/**
 * Formatters made once per language and options: building one costs the browser far more than formatting with it
 * (a list page formats a few hundred prices, ratings and counts as it hydrates). Keyed by every option given.
 */
function keptFormats<Options, Format>(make: (locale: string, options: Options) => Format): (language: string, options: Options) => Format {
  const kept = new Map<string, Format>();
  return (language, options) => {
    const key = `${language}|${JSON.stringify(options)}`;
    let format = kept.get(key);
    if (!format) {
      format = make(localeOf(language), options);
      kept.set(key, format);
    }
    return format;
  };
}

const numberFormat = keptFormats((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
const dateFormat = keptFormats((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

export function formatUsd(amount: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** An amount in another currency (a mobile-money charge in KES, RWF ...), with that currency's own decimals. */
export function formatMoneyIn(amount: number, currency: string, language: string): string {
  return numberFormat(language, { style: 'currency', currency }).format(amount);
}

/** An approximate amount in whole units of a currency: a USD price shown in the traveller's currency. */
export function formatWholeIn(units: number, currency: string, language: string): string {
  return numberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(units);
}

/** Whole dollars, for "From $120" style prices and averages ("$35"). */
export function formatUsdWhole(amount: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(Math.round(amount));
}

export function formatDecimal(value: number, language: string, digits = 1): string {
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

export function formatCount(value: number, language: string, capped = false): string {
  const text = numberFormat(language, {}).format(value);
  return capped ? `${text}+` : text;
}

export function formatDate(isoDate: string, language: string): string {
  // A LocalDate has no zone: read it as noon UTC so no zone moves it to another day.
  return dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** A time of day as HH:MM, read on the listing's own clock: "14:00", "2:00 PM" as the language writes it. */
export function formatClock(time: string, language: string): string {
  return dateFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`1970-01-01T${time}:00Z`));
}

/** A moment (an ISO timestamp), in the reader's time zone: "24 Nov 2026, 14:05". */
export function formatDateTime(isoTimestamp: string, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(isoTimestamp));
}

/** Up to `max` page numbers around the current page. */
export function pageWindow(page: number, totalPages: number, max: number): number[] {
  const count = Math.min(max, totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(max / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}
