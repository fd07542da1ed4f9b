// Leisure venues over GraphQL: type, open-now (country time) and price filters vs SQL, every sort, paging, bad input, N+1.
import { describe, expect, it } from 'vitest';
import { listingSuite, sortedIds } from '../support/api-suite.js';

const VENUES = /* GraphQL */ `
  query LeisureList($country: String!, $filter: LeisureFilter, $sort: LeisureSort, $paging: PageInput) {
    leisureVenues(country: $country, filter: $filter, sort: $sort, paging: $paging) {
      totalCount
      pageInfo { page totalPages hasNextPage endCursor }
      nodes { id name type location openTime closeTime openNow djs priceLevel capacity entryPrice { minor } city { id name } }
    }
  }
`;

interface VenueNode {
  id: string;
  name: string;
  type: string;
  location: string;
  openTime: string;
  closeTime: string;
  openNow: boolean;
  djs: string[];
  priceLevel: number;
  capacity: number;
  entryPrice: { minor: number };
  city: { id: string; name: string };
}
type VenuePage = {
  totalCount: number;
  pageInfo: { page: number | null; totalPages: number; hasNextPage: boolean; endCursor: string | null };
  nodes: VenueNode[];
};

const suite = listingSuite<VenuePage>({ document: VENUES, field: 'leisureVenues', table: 'leisure_venue', alias: 'v', visible: `v.active` });
const { list: venues, sqlIds } = suite;

describe('leisureVenues query', () => {
  it('lists venues with HH:MM hours, DJs and a price level', async () => {
    const page = await venues({ country: 'RW' });
    expect(page.totalCount).toBe((await sqlIds(`v.country_code = 'RW'`)).length);
    expect(page.totalCount).toBeGreaterThan(60);
    for (const venue of page.nodes) {
      expect(venue.openTime).toMatch(/^\d\d:\d\d$/);
      expect(venue.closeTime).toMatch(/^\d\d:\d\d$/);
      expect(venue.priceLevel).toBeGreaterThanOrEqual(1);
      expect(venue.priceLevel).toBeLessThanOrEqual(4);
      expect(venue.location).toMatch(/, Rwanda$/);
    }
    expect(page.nodes.some((venue) => venue.djs.length > 0)).toBe(true);
  });

  it('filters by type, price and text like the SQL oracle', async () => {
    const clubs = await venues({ country: 'KE', filter: { type: 'CLUB', minPrice: 5, maxPrice: 40 }, paging: { size: 100 } });
    const expected = await sqlIds(`v.country_code = 'KE' and v.type = 'club' and v.entry_price_minor between 500 and 4000`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(clubs)).toEqual(expected);
    const search = await venues({ country: 'KE', filter: { q: 'festival' }, paging: { size: 100 } });
    expect(search.totalCount).toBeGreaterThan(0);
    expect(sortedIds(search)).toEqual(
      await sqlIds(`v.country_code = 'KE' and (v.name ilike '%festival%' or c.name ilike '%festival%' or v.type::text ilike '%festival%')`),
    );
  });

  it.each([
    ['RW', 'Africa/Kigali'],
    ['KE', 'Africa/Nairobi'],
    ['NG', 'Africa/Lagos'],
  ])("keeps venues open now in %s's local time (%s), overnight hours included", async (country, zone) => {
    const page = await venues({ country, filter: { openNow: true }, paging: { size: 100 } });
    const now = `(now() at time zone '${zone}')::time(0)`;
    const expected = await sqlIds(
      `v.country_code = $1 and case when v.close_time > v.open_time then v.open_time <= ${now} and ${now} < v.close_time else ${now} >= v.open_time or ${now} < v.close_time end`,
      [country],
    );
    expect(sortedIds(page)).toEqual(expected);
    for (const venue of page.nodes) expect(venue.openNow).toBe(true);
    const all = await venues({ country, paging: { size: 100 } });
    expect(all.totalCount).toBeGreaterThan(page.totalCount);
  });

  it('applies every sort and pages by cursor', async () => {
    const prices = async (sort: string) => (await venues({ country: 'RW', sort, paging: { size: 100 } })).nodes.map((v) => v.entryPrice.minor);
    const ascending = await prices('PRICE_ASC');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices('PRICE_DESC');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const relevance = (await venues({ country: 'RW', paging: { size: 10 } })).nodes.map((v) => Number(v.id));
    const { rows } = await suite.db.query(`select id from leisure_venue where active and country_code = 'RW' order by popularity desc, id limit 10`);
    expect(relevance).toEqual(rows.map((r) => r.id));

    const first = await venues({ country: 'RW', sort: 'PRICE_ASC', paging: { size: 30 } });
    const second = await venues({ country: 'RW', sort: 'PRICE_ASC', paging: { page: 2, size: 30 } });
    const byCursor = await venues({ country: 'RW', sort: 'PRICE_ASC', paging: { size: 30, after: first.pageInfo.endCursor } });
    expect(byCursor.nodes.map((v) => v.id)).toEqual(second.nodes.map((v) => v.id));
  });

  it('sends as many SQL statements for 100 venues as for 5', async () => {
    const small = await suite.queries.count(() => venues({ country: 'RW', paging: { size: 5 } }));
    const large = await suite.queries.count(() => venues({ country: 'RW', paging: { size: 100 } }));
    expect(large.result.nodes.length).toBeGreaterThan(60);
    expect(large.statements.length).toBe(small.statements.length);
  });

  it('returns one venue by id; null for an unknown id', async () => {
    const [listed] = (await venues({ country: 'RW', paging: { size: 1 } })).nodes;
    const result = await suite.env.graphql<{ leisureVenue: { name: string } }>(`query($id: ID!) { leisureVenue(id: $id) { name } }`, { id: listed!.id });
    expect(result.data!.leisureVenue.name).toBe(listed!.name);
    expect((await suite.env.graphql<{ leisureVenue: null }>(`{ leisureVenue(id: "99999999") { id } }`)).data!.leisureVenue).toBeNull();
  });
});

describe('leisureVenues query rejects bad input with a typed error', () => {
  it.each([
    [{ country: 'Narnia' }, 'COUNTRY_NOT_FOUND', 'country'],
    [{ country: 'RW', filter: { minPrice: -1 } }, 'BAD_USER_INPUT', 'minPrice'],
    [{ country: 'RW', filter: { minPrice: 30, maxPrice: 3 } }, 'BAD_USER_INPUT', 'minPrice'],
    [{ country: 'RW', filter: { q: 'dj' } }, 'BAD_USER_INPUT', 'q'],
    [{ country: 'RW', paging: { size: 1000 } }, 'BAD_USER_INPUT', 'size'],
    [{ country: 'RW', paging: { after: 'nope' } }, 'INVALID_CURSOR', 'after'],
  ])('%j → %s', async (variables, code, field) => {
    const result = await suite.env.graphql(VENUES, variables);
    expect(result.data).toBeNull();
    expect(result.errors![0]!.extensions).toMatchObject({ code, field });
  });
});
