// A USD price in the traveller's currency: taken to the cent, converted, rounded to whole units (half away from zero),
// and written the way each language writes money.
import { describe, expect, it } from 'vitest';
import { approximateIn } from '../src/features/currency/convert';
import { formatWholeIn } from '../src/features/listings/format';

describe('approximateIn', () => {
  it('converts dollars to whole units of the currency', () => {
    expect(approximateIn(88, 129.3)).toBe(11_378); // 11,378.4
    expect(approximateIn(99.99, 1452)).toBe(145_185); // 145,185.48
    expect(approximateIn(1, 1)).toBe(1);
  });

  it('rounds half a unit up and less than half down', () => {
    expect(approximateIn(0.5, 1)).toBe(1);
    expect(approximateIn(0.49, 1)).toBe(0);
    expect(approximateIn(10.5, 0.87)).toBe(9); // 9.135
    expect(approximateIn(1.5, 9)).toBe(14); // 13.5
  });

  it('works from the cent, not from a float that is a hair off it', () => {
    // 0.1 + 0.2 dollars is 30 cents, however JavaScript adds them.
    expect(approximateIn(0.1 + 0.2, 2445)).toBe(734); // 733.5
    // 19.99 dollars at 3 units: 59.97, not 59.96999….
    expect(approximateIn(19.99, 3)).toBe(60);
  });
});

describe('formatWholeIn', () => {
  // Intl separates with no-break spaces: read here as plain ones.
  const written = (units: number, currency: string, language: string) => formatWholeIn(units, currency, language).replace(/[\u00a0\u202f]/g, ' ');

  it('writes whole units with the currency in each language', () => {
    expect(written(12_345, 'KES', 'en')).toBe('KES 12,345');
    expect(written(12_345, 'KES', 'fr')).toBe('12 345 KES');
    expect(written(12_345, 'RWF', 'pt')).toBe('RWF 12.345');
    // Arabic with Latin digits, as the rest of the app writes numbers.
    expect(formatWholeIn(12_345, 'EGP', 'ar')).toMatch(/12,345/);
    expect(formatWholeIn(12_345, 'EGP', 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('shows no decimals even for a currency that has them', () => {
    expect(written(9, 'EUR', 'en')).toBe('€9');
    expect(written(1_000, 'TND', 'en')).toBe('TND 1,000');
  });
});
