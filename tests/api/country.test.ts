// The country switch in one request: cities, metrics and the five listing lists, with the same filters as the root queries.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';

const COUNTRY_SWITCH = /* GraphQL */ `
  query CountrySwitch($code: String!, $size: Int) {
    country(code: $code) {
      code name
      cities { id name }
      metrics { destinations travelers journeyers support }
      hotels(paging: { size: $size }) { totalCount nodes { id name } }
      tours(paging: { size: $size }, sort: PRICE_ASC) { totalCount nodes { id price { minor } itinerary { title } departures { date } } }
      restaurants(paging: { size: $size }) { totalCount nodes { id floorPlan { id } } }
      leisureVenues(paging: { size: $size }) { totalCount nodes { id openNow } }
      rides(paging: { size: $size }) { totalCount nodes { id vehicles { plate } } }
    }
  }
`;

interface Connection {
  totalCount: number;
  nodes: Array<{ id: string } & Record<string, unknown>>;
}
interface CountrySwitch {
  country: {
    code: string;
    name: string;
    cities: Array<{ id: string; name: string }>;
    metrics: { destinations: number; travelers: number; journeyers: number; support: string };
    hotels: Connection;
    tours: Connection;
    restaurants: Connection;
    leisureVenues: Connection;
    rides: Connection;
  };
}

const suite = apiSuite();

const count = async (sql: string, params: unknown[] = []) => (await suite.db.query(sql, params)).rows[0].n as number;

describe('country(code) serves a country switch in one request', () => {
  it('returns cities, metrics and all five lists for Kenya', async () => {
    const result = await suite.env.graphql<CountrySwitch>(COUNTRY_SWITCH, { code: 'KE', size: 30 });
    expect(result.errors).toBeUndefined();
    const kenya = result.data!.country;
    expect(kenya).toMatchObject({ code: 'KE', name: 'Kenya' });
    expect(kenya.cities.map((c) => c.name)).toContain('Nairobi');
    const totals: Array<[keyof CountrySwitch['country'], string]> = [
      ['hotels', `select count(*)::int as n from hotel where active and country_code = 'KE'`],
      ['tours', `select count(*)::int as n from tour where active and country_code = 'KE'`],
      ['restaurants', `select count(*)::int as n from restaurant where active and country_code = 'KE'`],
      ['leisureVenues', `select count(*)::int as n from leisure_venue where active and country_code = 'KE'`],
      ['rides', `select count(*)::int as n from transport_service where status = 'active' and country_code = 'KE'`],
    ];
    for (const [list, sql] of totals) {
      const connection = kenya[list] as Connection;
      expect(connection.totalCount, list).toBe(await count(sql));
      expect(connection.nodes, list).toHaveLength(30);
    }
    const prices = kenya.tours.nodes.map((t) => (t.price as { minor: number }).minor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('takes the same filters as the root queries and answers the same', async () => {
    const result = await suite.env.graphql<{ country: { tours: Connection }; tours: Connection }>(
      `{ country(code: "Rwanda") { tours(filter: { category: CULTURAL, maxDays: 3 }, paging: { size: 100 }) { totalCount nodes { id } } }
         tours(country: "RW", filter: { category: CULTURAL, maxDays: 3 }, paging: { size: 100 }) { totalCount nodes { id } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.country.tours).toEqual(result.data!.tours);
    expect(result.data!.tours.totalCount).toBe(
      await count(`select count(*)::int as n from tour where active and country_code = 'RW' and category = 'cultural' and duration_days <= 3`),
    );
  });

  it('sends as many SQL statements for pages of 100 as for pages of 5', async () => {
    const small = await suite.queries.count(() => suite.env.graphql<CountrySwitch>(COUNTRY_SWITCH, { code: 'RW', size: 5 }));
    const large = await suite.queries.count(() => suite.env.graphql<CountrySwitch>(COUNTRY_SWITCH, { code: 'RW', size: 100 }));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.data!.country.tours.nodes.length).toBeGreaterThan(60);
    expect(large.statements.length).toBe(small.statements.length);
    // Five lists (page + count each), three batched child lists, one metrics statement.
    expect(large.statements.length).toBeLessThanOrEqual(5 * 2 + 4 + 1);
  });

  it('reports a typed error for an unknown country', async () => {
    const result = await suite.env.graphql(COUNTRY_SWITCH, { code: 'Atlantis' });
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'COUNTRY_NOT_FOUND' });
  });
});

describe('metrics', () => {
  it('counts countries with listings, traveller accounts and the people on confirmed bookings', async () => {
    const result = await suite.env.graphql<{ metrics: CountrySwitch['country']['metrics'] }>(`{ metrics { destinations travelers journeyers support } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.metrics).toEqual({
      destinations: 54,
      travelers: await count(`select count(*)::int as n from app_user where role = 'user'`),
      journeyers: await count(`select coalesce(sum(party_size), 0)::int as n from booking where status = 'confirmed'`),
      support: '24/7',
    });
    expect(result.data!.metrics.journeyers).toBeGreaterThan(0);
  });

  it('scopes the figures to one country inside country(code)', async () => {
    const result = await suite.env.graphql<CountrySwitch>(`{ country(code: "RW") { metrics { destinations travelers journeyers support } } }`);
    expect(result.data!.country.metrics).toEqual({
      destinations: await count(
        `select count(distinct city_id)::int as n from (select city_id, country_code from hotel union all select city_id, country_code from tour
           union all select city_id, country_code from restaurant union all select city_id, country_code from leisure_venue
           union all select city_id, country_code from transport_service) l where country_code = 'RW'`,
      ),
      travelers: await count(`select count(*)::int as n from app_user where role = 'user' and country = 'RW'`),
      journeyers: await count(`select coalesce(sum(party_size), 0)::int as n from booking where status = 'confirmed' and country_code = 'RW'`),
      support: '24/7',
    });
  });
});

describe('cache hints', () => {
  it('marks public listing reads cacheable for a minute', async () => {
    const response = await suite.env.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({
        query: `{ tours(country: "RW", paging: { size: 2 }) { totalCount pageInfo { page } nodes { id price { amount } city { name } itinerary { title } } } }`,
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=60, public');
  });
});
