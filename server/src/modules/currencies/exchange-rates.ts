// Exchange rates behind one interface: amounts are stored in USD minor units, and shown (or charged by mobile money)
// in another currency at a dated rate. The table shipped with this release answers, overlaid by the rates the refresh
// job stored when a provider is configured (rates-refresh.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { ExchangeRate } from './exchange-rate.entity.js';

export interface DatedRate {
  /** Units of the currency per US dollar. */
  rate: number;
  /** The day the rate was taken (YYYY-MM-DD). */
  date: string;
}

export interface ExchangeRates {
  /** Every known rate by ISO 4217 code, each with its day. */
  all(em: EntityManager): Promise<ReadonlyMap<string, DatedRate>>;
}

/**
 * Mid-market rates per US dollar on the day shown, for every currency the world-countries package lists for the 54
 * countries (Zimbabwe's basket included) and their ISO 4217 successors (country-currencies.ts).
 */
export const SHIPPED_RATES = {
  date: '2026-11-20',
  perUsd: {
    USD: 1,
    EUR: 0.87,
    AOA: 912,
    BIF: 2960,
    BWP: 13.4,
    CNY: 7.11,
    CDF: 2870,
    CVE: 96.2,
    DJF: 177.7,
    DZD: 130.5,
    EGP: 47.6,
    ERN: 15,
    ETB: 153,
    GBP: 0.76,
    GHS: 11.1,
    GMD: 72.5,
    GNF: 8680,
    INR: 84.6,
    JPY: 151.2,
    KES: 129.3,
    KMF: 429,
    LRD: 183,
    LSL: 17.3,
    LYD: 5.45,
    MAD: 9.28,
    MGA: 4500,
    MRU: 39.8,
    MUR: 46.1,
    MWK: 1735,
    MZN: 63.9,
    NAD: 17.3,
    NGN: 1445,
    RWF: 1452,
    SCR: 14.2,
    SDG: 601,
    SLE: 22.7,
    SOS: 571,
    SSP: 4550,
    STN: 21.4,
    SZL: 17.3,
    TND: 2.95,
    TZS: 2445,
    UGX: 3620,
    XAF: 571,
    XOF: 571,
    ZAR: 17.3,
    ZMW: 22.6,
    ZWG: 26.6,
  } as Record<string, number>,
};

const shipped: ReadonlyMap<string, DatedRate> = new Map(
  Object.entries(SHIPPED_RATES.perUsd).map(([currency, rate]) => [currency, { rate, date: SHIPPED_RATES.date }]),
);

/** The shipped table, each rate replaced by a later one the refresh job stored. */
export const latestRates: ExchangeRates = {
  async all(em) {
    const refreshed = await em.find(ExchangeRate, {}, { orderBy: { currency: 'asc' } });
    if (!refreshed.length) return shipped;
    const rates = new Map(shipped);
    for (const row of refreshed) if (row.rateDate >= (rates.get(row.currency)?.date ?? '')) rates.set(row.currency, { rate: row.perUsd, date: row.rateDate });
    return rates;
  },
};

/** USD minor units in whole units of a currency at `rate`, rounded up: the payer is never asked for less than the price. */
export const wholeUnitsAt = (usdMinor: number, rate: number) => Math.max(0, Math.ceil((usdMinor * rate) / 100 - 1e-9));
