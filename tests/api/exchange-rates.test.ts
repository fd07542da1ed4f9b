// Prices beside USD in the traveller's currency: each of the 54 countries has a default display currency from the
// world-countries package, every currency they use has a dated rate in the public (cacheable) rates query, and the
// refresh job replaces the shipped rates with a configured provider's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currenciesOf } from '../../server/src/modules/currencies/country-currencies.js';
import { SHIPPED_RATES } from '../../server/src/modules/currencies/exchange-rates.js';
import { refreshRates } from '../../server/src/modules/currencies/rates-refresh.js';
import { jobSchedule } from '../../server/src/jobs.js';
import { apiSuite } from '../support/api-suite.js';

interface Rate {
  currency: string;
  perUsd: number;
  date: string;
}

const suite = apiSuite();

const RATES = /* GraphQL */ `query ExchangeRates { exchangeRates { currency perUsd date } }`;

async function rates(): Promise<Map<string, Rate>> {
  const answer = await suite.env.graphql<{ exchangeRates: Rate[] }>(RATES);
  expect(answer.errors).toBeUndefined();
  return new Map(answer.data!.exchangeRates.map((rate) => [rate.currency, rate]));
}

describe('display currencies', () => {
  it('every one of the 54 countries has a default currency, and every currency they use has a rate', async () => {
    const answer = await suite.env.graphql<{ countries: Array<{ code: string; currency: string }> }>(`query Currencies { countries { code currency } }`);
    expect(answer.errors).toBeUndefined();
    const countries = answer.data!.countries;
    expect(countries).toHaveLength(54);
    const byCountry = Object.fromEntries(countries.map((country) => [country.code, country.currency]));
    expect(byCountry).toMatchObject({
      KE: 'KES',
      RW: 'RWF',
      TZ: 'TZS',
      UG: 'UGX',
      NG: 'NGN',
      GH: 'GHS',
      ZA: 'ZAR',
      MA: 'MAD',
      EG: 'EGP',
      SN: 'XOF',
      CM: 'XAF',
      // The country's own before the rand it also takes; the codes ISO 4217 replaced, by their successors.
      LS: 'LSL',
      NA: 'NAD',
      SL: 'SLE',
      ZW: 'ZWG',
    });
    const known = await rates();
    for (const { code, currency } of countries) {
      expect(currency, code).toMatch(/^[A-Z]{3}$/);
      for (const used of [currency, ...currenciesOf(code)]) expect(known.get(used)?.perUsd, `${code} ${used}`).toBeGreaterThan(0);
    }
  });

  it('the rates query answers the shipped table, dated, to anyone, with a public cache header', async () => {
    const known = await rates();
    expect(known.get('USD')).toEqual({ currency: 'USD', perUsd: 1, date: SHIPPED_RATES.date });
    expect(known.get('KES')).toEqual({ currency: 'KES', perUsd: SHIPPED_RATES.perUsd.KES, date: SHIPPED_RATES.date });
    const search = new URLSearchParams({ query: RATES });
    const response = await suite.env.request(`/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=60, public');
  });
});

describe('the rates refresh', () => {
  let provider: Server;
  let baseUrl: string;
  const requests: string[] = [];
  // Open Exchange Rates' latest.json: rates per US dollar at a Unix timestamp. Each test sets what the stand-in answers.
  let answer: { status: number; body: string } = { status: 200, body: '{}' };
  const latest = (day: number, rates: Record<string, number>) => ({
    status: 200,
    body: JSON.stringify({ timestamp: Date.UTC(2030, 0, day, 9) / 1000, base: 'USD', rates }),
  });
  beforeAll(async () => {
    provider = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.statusCode = answer.status;
      response.setHeader('content-type', 'application/json');
      response.end(answer.body);
    });
    await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((done) => provider.close(() => done())));

  const refresh = () => refreshRates(suite.env.app.orm.em.fork(), { baseUrl, appId: 'app id' });

  it("replaces the shipped rates with the provider's, dated the provider's day; others keep the shipped ones", async () => {
    answer = latest(2, { USD: 1, KES: 131.25, RWF: 1460.5, XYZ: 3 });
    expect(await refresh()).toBe(3);
    expect(requests.at(-1)).toBe('/api/latest.json?app_id=app%20id');
    const known = await rates();
    expect(known.get('KES')).toEqual({ currency: 'KES', perUsd: 131.25, date: '2030-01-02' });
    expect(known.get('RWF')).toEqual({ currency: 'RWF', perUsd: 1460.5, date: '2030-01-02' });
    expect(known.get('NGN')).toEqual({ currency: 'NGN', perUsd: SHIPPED_RATES.perUsd.NGN, date: SHIPPED_RATES.date });
    expect(known.has('XYZ')).toBe(false);
  });

  it('keeps the rates it had when the provider fails, refuses, or answers in another shape', async () => {
    answer = latest(3, { KES: 132 });
    expect(await refresh()).toBe(1);
    const before = await rates();
    expect(before.get('KES')).toEqual({ currency: 'KES', perUsd: 132, date: '2030-01-03' });

    const failures = [
      { status: 503, body: '{"error":true,"message":"unavailable"}' },
      { status: 401, body: '{"error":true,"message":"invalid_app_id"}' },
      { status: 200, body: JSON.stringify({ timestamp: Date.UTC(2030, 0, 4) / 1000, base: 'EUR', rates: { KES: 1 } }) },
      { status: 200, body: JSON.stringify({ timestamp: Date.UTC(2030, 0, 4) / 1000, base: 'USD', rates: { KES: -5 } }) },
      { status: 200, body: 'not json' },
    ];
    for (const failure of failures) {
      answer = failure;
      await expect(refresh(), failure.body).rejects.toThrow();
      expect(await rates(), failure.body).toEqual(before);
    }
  });

  it('the refresh job runs on the job queue every hour only when a provider is configured', () => {
    expect(jobSchedule({ exchangeRates: { baseUrl, appId: 'app id' } })).toContain('refresh-exchange-rates');
    expect(jobSchedule({ exchangeRates: null })).not.toContain('refresh-exchange-rates');
  });
});
