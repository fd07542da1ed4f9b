// Seed data: how big each country's travel market is and how dear it is, so listing counts and prices differ
// between countries as they do on the platforms travellers know (more in South Africa or Morocco than in Chad;
// dearer in the Seychelles than in Egypt).

import type { AfricanCountryCode } from './cities.js';

/** Listings of each kind in the larger markets. Others get one or two per city (listing-seed.ts). */
export const marketSize: Partial<Record<AfricanCountryCode, number>> = {
  ZA: 120,
  EG: 112,
  MA: 112,
  KE: 108,
  TZ: 100,
  RW: 96,
  UG: 76,
  NA: 68,
  NG: 68,
  GH: 60,
  SN: 52,
  BW: 52,
  TN: 44,
  MU: 36,
  ZM: 34,
  ZW: 34,
  ET: 34,
  MZ: 28,
  CV: 24,
  SC: 24,
  MG: 24,
  CI: 24,
};

/** Countries the demo partners own listings in: their lists keep several pages of every kind. */
export const demoMarkets: readonly string[] = ['RW', 'KE'];
export const DEMO_MARKET_FLOOR = 96;

/** Where there is more to see than to do at night: fewer bars and clubs, more drivers and guides. */
const safariMarkets: ReadonlySet<string> = new Set(['BW', 'NA', 'TZ', 'ZM', 'ZW', 'UG']);
/** Where the big cities are: more restaurants and nightlife than elsewhere. */
const cityMarkets: ReadonlySet<string> = new Set(['NG', 'EG', 'ZA', 'MA', 'GH', 'SN', 'CI', 'KE']);

/** How a kind's count compares with the country's market size. */
export function kindShare(kind: string, countryCode: string, hasSignatureTours: boolean): number {
  switch (kind) {
    case 'tours':
      return hasSignatureTours ? 1 : 0.6;
    case 'restaurants':
      return cityMarkets.has(countryCode) ? 1.2 : 0.9;
    case 'leisure':
      return safariMarkets.has(countryCode) ? 0.6 : cityMarkets.has(countryCode) ? 1.1 : 0.8;
    case 'transport':
      return safariMarkets.has(countryCode) ? 0.9 : 0.6;
    default:
      return 1;
  }
}

/**
 * How dear a country is against the continent's middle (1): island resorts and high-end safari countries above it,
 * the large, cheap destinations below it. Multiplies the seeded prices of stays, meals, nights out and hires.
 */
export const priceLevel: Partial<Record<AfricanCountryCode, number>> = {
  SC: 1.7,
  MU: 1.4,
  BW: 1.5,
  CV: 1.1,
  NA: 1.1,
  RW: 1.1,
  TZ: 1.15,
  KE: 1,
  ZA: 0.9,
  ZM: 1.1,
  ZW: 1,
  UG: 0.85,
  MA: 0.8,
  TN: 0.65,
  EG: 0.6,
  ET: 0.6,
  MG: 0.6,
  MW: 0.6,
  GM: 0.7,
  NG: 1.05,
  GH: 0.9,
  SN: 0.85,
  CI: 0.95,
  CD: 1.1,
  SS: 1.2,
};
