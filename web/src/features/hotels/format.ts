// Money in USD with 2 decimals, digits the reader can compare ("$144.99").
export function formatUsd(amount: number, language: string): string {
  const locale = language === 'en' ? 'en-US' : `${language}-u-nu-latn`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

export function formatStars(stars: number, language: string): string {
  const locale = language === 'en' ? 'en-US' : `${language}-u-nu-latn`;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(stars);
}

/** Up to `max` page numbers around the current page. */
export function pageWindow(page: number, totalPages: number, max: number): number[] {
  const count = Math.min(max, totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(max / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}
