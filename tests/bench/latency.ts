// Server-side latency of the list queries that matter at scale: filtered first page, text search,
// and a deep page reached by cursor.
import { Cursor } from '@mikro-orm/core';
import pg from 'pg';
import type { RunningApp } from '../../server/src/boot.js';
import { listQueries } from './queries.js';
import { graphql } from './request.js';

const WARMUP = 30;
const SAMPLES = 300;
const DEEP_PAGE = 1000;
const PAGE = 30;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const SUGGESTIONS = /* GraphQL */ `
  query SearchSuggestions($q: String!, $country: String) {
    searchSuggestions(q: $q, country: $country) { countries { code name } cities { id name } listings { id kind name city { name } } }
  }`;

async function timeQuery(app: RunningApp, variables: Record<string, unknown>, document = listQueries.find((q) => q.name === 'hotels')!.document) {
  for (let i = 0; i < WARMUP; i++) await graphql(app, document, variables);
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push((await graphql(app, document, variables)).serverMs);
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

export async function measureLatency(app: RunningApp, databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const {
      rows: [busiest],
    } = await db.query(`select country_code, count(*)::int as n from hotel group by 1 order by 2 desc limit 1`);
    const {
      rows: [city],
    } = await db.query(`select city_id from hotel where country_code = 'KE' group by 1 order by count(*) desc limit 1`);
    // The cursor of page 1,000 (or the deepest whole page a smaller database has), in relevance order.
    const depth = Math.min(DEEP_PAGE - 1, Math.floor((busiest.n - 1) / PAGE)) * PAGE;
    const {
      rows: [anchor],
    } = await db.query(`select popularity, id from hotel where country_code = $1 and active order by popularity desc, id asc offset $2 limit 1`, [
      busiest.country_code,
      depth - 1,
    ]);
    const after = Cursor.encode([anchor.popularity, anchor.id]);
    return [
      {
        name: 'filtered first page (city+price)',
        ...(await timeQuery(app, { country: 'KE', filter: { cityId: String(city.city_id), minPrice: 100, maxPrice: 400 } })),
      },
      { name: 'text search q="baobab"', ...(await timeQuery(app, { country: 'KE', filter: { q: 'baobab' } })) },
      { name: `page ${depth / PAGE + 1} by cursor (${busiest.country_code})`, ...(await timeQuery(app, { country: busiest.country_code, paging: { after } })) },
      { name: 'text search, misspelt q="baobob"', ...(await timeQuery(app, { country: 'KE', filter: { q: 'baobob' } })) },
      { name: 'suggestions q="nairobbi" (KE)', ...(await timeQuery(app, { q: 'nairobbi', country: 'KE' }, SUGGESTIONS)) },
    ];
  } finally {
    await db.end();
  }
}
