// The display rates' refresh from Open Exchange Rates (GET latest.json?app_id=..., rates per US dollar): the rates of
// the currencies the shipped table covers are stored and from then on replace the shipped ones.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { ExchangeRate } from './exchange-rate.entity.js';
import { SHIPPED_RATES } from './exchange-rates.js';

const latestAnswer = z.object({ timestamp: z.number().int().positive(), base: z.literal('USD'), rates: z.record(z.string(), z.number().positive()) });

/** Takes the provider's latest rates and stores them; answers how many currencies were refreshed. */
export async function refreshRates(em: EntityManager, settings: NonNullable<Config['exchangeRates']>): Promise<number> {
  const response = await fetch(`${settings.baseUrl}/latest.json?app_id=${encodeURIComponent(settings.appId)}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`Exchange rates refused (${response.status})`);
  const answer = latestAnswer.parse(await response.json());
  const rateDate = new Date(answer.timestamp * 1000).toISOString().slice(0, 10);
  const rows = Object.entries(answer.rates)
    .filter(([currency]) => currency in SHIPPED_RATES.perUsd)
    .map(([currency, perUsd]) => ({ currency, perUsd, rateDate, fetchedAt: new Date() }));
  if (rows.length) await em.upsertMany(ExchangeRate, rows);
  return rows.length;
}
