// A USD price in another currency, for guidance only: the dollars are taken to the cent (prices are kept in minor
// units) and the result is rounded to whole units of the currency, half away from zero.

/** `usd` dollars in whole units of a currency worth `perUsd` units per US dollar. */
export function approximateIn(usd: number, perUsd: number): number {
  const cents = Math.round(usd * 100);
  return Math.round((cents * perUsd) / 100);
}
