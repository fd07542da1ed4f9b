// The benchmark's list queries, as the web app sends them: their SQL cost must not grow with the page size (no N+1).
import { register } from 'node:module';
import { Cursor } from '@mikro-orm/core';
import { QueryBuilder } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listQueries } from '../bench/queries.js';
import { countQueries, type QueryCounter } from '../support/query-counter.js';
import { databaseUrl } from '../support/test-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

interface ListResult {
  totalCount: number;
  nodes: unknown[];
}

let env: TestEnvironment;
let queries: QueryCounter;

// `npm run dev` and the benchmark run the server through @swc-node's module loader hooks, which make every
// dynamic import() a round trip to the hooks thread; a pass-through hook gives this worker the same timing.
const passThroughHooks = 'export async function resolve(specifier, context, next) { return next(specifier, context); }';

beforeAll(async () => {
  register(`data:text/javascript,${encodeURIComponent(passThroughHooks)}`);
  env = await createTestEnvironment();
  queries = countQueries(env.app);
});
afterAll(async () => {
  queries?.restore();
  await env?.close();
});

describe('SQL statements per list query', () => {
  it.each(listQueries.map((query) => [query.name, query] as const))('%s: as many for pages of 100 as for pages of 5', async (_name, query) => {
    const run = (size: number) => queries.count(() => env.graphql<Record<string, ListResult>>(query.document, { ...query.variables, paging: { size } }));
    const small = await run(5);
    const large = await run(100);
    for (const [size, { result }] of [
      [5, small],
      [100, large],
    ] as const) {
      expect(result.errors, `page of ${size}`).toBeUndefined();
      expect(result.data![query.field]!.nodes, `page of ${size}`).toHaveLength(Math.min(size, result.data![query.field]!.totalCount));
    }
    // A full page is what makes a per-item query show: the seed must fill one.
    expect(large.result.data![query.field]!.nodes.length).toBeGreaterThan(5);
    expect(large.statements.length, large.statements.join('\n')).toBe(small.statements.length);
    // The page, its capped count and its child lists (itinerary, departures, floor plan, fleet) in one statement.
    expect(large.statements.length, large.statements.join('\n')).toBe(1);
  });
});

describe('A page past the end of its list', () => {
  it('is empty and still counts the list, with one more statement', async () => {
    const query = listQueries.find((candidate) => candidate.name === 'hotels')!;
    const first = await env.graphql<Record<string, ListResult>>(query.document, { ...query.variables, paging: { size: 5 } });
    const total = first.data![query.field]!.totalCount;
    const { result, statements } = await queries.count(() =>
      env.graphql<Record<string, ListResult>>(query.document, { ...query.variables, paging: { page: Math.ceil(total / 5) + 2, size: 5 } }),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data![query.field]!.nodes).toEqual([]);
    expect(result.data![query.field]!.totalCount).toBe(total);
    expect(statements).toHaveLength(2);
  });
});

describe('A text search', () => {
  it('looks its words up once, and is then one statement when asked again', async () => {
    const query = listQueries.find((candidate) => candidate.name === 'hotels')!;
    const search = () => queries.count(() => env.graphql<Record<string, ListResult>>(query.document, { ...query.variables, filter: { q: 'savana lodge' } }));
    const first = await search();
    const again = await search();
    expect(first.result.errors).toBeUndefined();
    expect(again.result.data).toEqual(first.result.data);
    expect(first.statements).toHaveLength(2);
    expect(again.statements, again.statements.join('\n')).toHaveLength(1);
  });
});

describe('A list longer than it counts', () => {
  it('is counted once as "10,000+", and its next pages are read without counting it again', async () => {
    const db = new pg.Client({ connectionString: databaseUrl() });
    await db.connect();
    try {
      // Eleven thousand hotels in Ghana, copies of one of its own.
      await db.query(
        `insert into hotel (owner_id, country_code, city_id, name, description, type, stars, price_per_night_minor, image_path, popularity, search_text)
         select h.owner_id, h.country_code, h.city_id, h.name || ' ' || g, h.description, h.type, h.stars, h.price_per_night_minor, h.image_path, g % 1000, h.search_text
         from (select * from hotel where country_code = 'GH' and active limit 1) as h, generate_series(1, 11000) as g`,
      );
    } finally {
      await db.end();
    }
    const query = listQueries.find((candidate) => candidate.name === 'hotels')!;
    const page = (after?: string) =>
      queries.count(() =>
        env.graphql<{ hotels: ListResult & { totalCountCapped: boolean; pageInfo: { endCursor: string } } }>(
          query.document.replace('totalCount', 'totalCount totalCountCapped'),
          { country: 'GH', paging: { size: 30, ...(after ? { after } : {}) } },
        ),
      );
    const first = await page();
    expect(first.result.data!.hotels).toMatchObject({ totalCount: 10_000, totalCountCapped: true });
    expect(first.statements.join('\n')).toMatch(/count\(\*\)/);
    const next = await page(first.result.data!.hotels.pageInfo.endCursor);
    expect(next.result.data!.hotels).toMatchObject({ totalCount: 10_000, totalCountCapped: true });
    expect(next.result.data!.hotels.nodes).toHaveLength(30);
    expect(next.statements).toHaveLength(1);
    expect(next.statements[0]).not.toMatch(/count\(\*\)/);
    expect(Cursor.decode(next.result.data!.hotels.pageInfo.endCursor)).not.toEqual(Cursor.decode(first.result.data!.hotels.pageInfo.endCursor));
  });
});

describe('List reads through Kysely', () => {
  it("builds no SQL with the ORM's query builder, and its rows follow the values asked for", async () => {
    const document = listQueries.find((query) => query.name === 'hotels')!.document;
    const list = (country: string, minPrice: number) =>
      env.graphql<{ hotels: ListResult & { nodes: Array<{ location: string; pricePerNight: { amount: number } }> } }>(document, {
        country,
        sort: 'PRICE_ASC',
        filter: { minPrice },
        paging: { page: 2, size: 3 },
      });
    await list('KE', 10);

    const toQuery = vi.spyOn(QueryBuilder.prototype, 'toQuery');
    try {
      const { result, statements } = await queries.count(() => list('TZ', 40));
      expect(result.errors).toBeUndefined();
      expect(statements).toHaveLength(1);
      expect(toQuery).not.toHaveBeenCalled();
      const nodes = result.data!.hotels.nodes;
      expect(nodes.length).toBeGreaterThan(0);
      for (const node of nodes) {
        expect(node.location).toMatch(/Tanzania$/);
        expect(node.pricePerNight.amount).toBeGreaterThanOrEqual(40);
      }
    } finally {
      toQuery.mockRestore();
    }
  });
});
