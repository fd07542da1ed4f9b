// Rides (transport services) over GraphQL: filters vs SQL, every sort, paging, vehicles, bad input, N+1.
import { describe, expect, it } from 'vitest';
import { listingSuite, sortedIds } from '../support/api-suite.js';
import { inDescription } from '../support/description-match.js';

const RIDES = /* GraphQL */ `
  query RideList($country: String!, $filter: RideFilter, $sort: RideSort, $paging: PageInput) {
    rides(country: $country, filter: $filter, sort: $sort, paging: $paging) {
      totalCount
      pageInfo { page totalPages hasNextPage endCursor }
      nodes { id name type status location pricePerDay { minor } city { id name } vehicles { model seats plate } }
    }
  }
`;

interface RideNode {
  id: string;
  name: string;
  type: string;
  status: string;
  location: string;
  pricePerDay: { minor: number };
  city: { id: string; name: string };
  vehicles: Array<{ model: string; seats: number; plate: string }>;
}
type RidePage = {
  totalCount: number;
  pageInfo: { page: number | null; totalPages: number; hasNextPage: boolean; endCursor: string | null };
  nodes: RideNode[];
};

const suite = listingSuite<RidePage>({ document: RIDES, field: 'rides', table: 'transport_service', alias: 's', visible: `s.status = 'active'` });
const { list: rides, sqlIds } = suite;

describe('rides query', () => {
  it('lists only active services, each with its fleet', async () => {
    const page = await rides({ country: 'RW', paging: { size: 100 } });
    const active = await sqlIds(`s.country_code = 'RW'`);
    const { rows } = await suite.db.query(`select count(*)::int as n from transport_service where country_code = 'RW' and status = 'inactive'`);
    expect(rows[0].n).toBeGreaterThan(0);
    expect(page.totalCount).toBe(active.length);
    for (const ride of page.nodes) {
      expect(ride.status).toBe('ACTIVE');
      expect(ride.location).toMatch(/, Rwanda$/);
      expect(ride.vehicles.length).toBeGreaterThan(0);
    }
  });

  it('filters by type, city and text like the SQL oracle', async () => {
    const safari = await rides({ country: 'KE', filter: { type: 'SAFARI' }, paging: { size: 100 } });
    expect(safari.totalCount).toBeGreaterThan(0);
    expect(sortedIds(safari)).toEqual(await sqlIds(`s.country_code = 'KE' and s.type = 'safari'`));
    const city = safari.nodes[0]!.city;
    expect(sortedIds(await rides({ country: 'KE', filter: { cityId: city.id, type: 'SAFARI' }, paging: { size: 100 } }))).toEqual(
      await sqlIds(`s.country_code = 'KE' and s.type = 'safari' and s.city_id = $1`, [Number(city.id)]),
    );
    const search = await rides({ country: 'KE', filter: { q: 'shuttle' }, paging: { size: 100 } });
    expect(search.totalCount).toBeGreaterThan(0);
    expect(sortedIds(search)).toEqual(
      await sqlIds(
        `s.country_code = 'KE' and (s.name ilike '%shuttle%' or c.name ilike '%shuttle%' or s.type::text ilike '%shuttle%' or ${inDescription('s', 'KE', 'shuttle')})`,
      ),
    );
  });

  it('applies every sort and pages by cursor', async () => {
    const prices = async (sort: string) => (await rides({ country: 'RW', sort, paging: { size: 100 } })).nodes.map((r) => r.pricePerDay.minor);
    const ascending = await prices('PRICE_ASC');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices('PRICE_DESC');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const relevance = (await rides({ country: 'RW', paging: { size: 10 } })).nodes.map((r) => Number(r.id));
    const { rows } = await suite.db.query(
      `select id from transport_service where status = 'active' and country_code = 'RW' order by popularity desc, id limit 10`,
    );
    expect(relevance).toEqual(rows.map((r) => r.id));

    const first = await rides({ country: 'RW', sort: 'PRICE_DESC', paging: { size: 30 } });
    const second = await rides({ country: 'RW', sort: 'PRICE_DESC', paging: { page: 2, size: 30 } });
    const byCursor = await rides({ country: 'RW', sort: 'PRICE_DESC', paging: { size: 30, after: first.pageInfo.endCursor } });
    expect(byCursor.nodes.map((r) => r.id)).toEqual(second.nodes.map((r) => r.id));
  });

  it('sends as many SQL statements for 100 rides as for 5 (vehicles are batched)', async () => {
    const small = await suite.queries.count(() => rides({ country: 'KE', paging: { size: 5 } }));
    const large = await suite.queries.count(() => rides({ country: 'KE', paging: { size: 100 } }));
    expect(large.result.nodes.length).toBeGreaterThan(50);
    expect(small.statements.length).toBeGreaterThan(0);
    expect(large.statements.length).toBe(small.statements.length);
  });

  it('returns one ride by id with its vehicles; null for unknown or inactive ids', async () => {
    const [listed] = (await rides({ country: 'RW', paging: { size: 1 } })).nodes;
    const result = await suite.env.graphql<{ ride: { name: string; vehicles: Array<{ plate: string }> } }>(
      `query($id: ID!) { ride(id: $id) { name vehicles { plate } } }`,
      { id: listed!.id },
    );
    expect(result.data!.ride.name).toBe(listed!.name);
    expect(result.data!.ride.vehicles.map((v) => v.plate)).toEqual(listed!.vehicles.map((v) => v.plate));
    const { rows } = await suite.db.query(`select id from transport_service where status = 'inactive' limit 1`);
    expect((await suite.env.graphql<{ ride: null }>(`query($id: ID!) { ride(id: $id) { id } }`, { id: String(rows[0].id) })).data!.ride).toBeNull();
  });
});

describe('rides query rejects bad input with a typed error', () => {
  it.each([
    [{ country: 'ZZ' }, 'COUNTRY_NOT_FOUND', 'country'],
    [{ country: 'RW', filter: { q: 'xy' } }, 'BAD_USER_INPUT', 'q'],
    [{ country: 'RW', paging: { size: 0 } }, 'BAD_USER_INPUT', 'size'],
    [{ country: 'RW', paging: { after: '!!!' } }, 'INVALID_CURSOR', 'after'],
    [{ country: 'RW', filter: { cityId: '999999' } }, 'BAD_USER_INPUT', 'cityId'],
  ])('%j → %s', async (variables, code, field) => {
    const result = await suite.env.graphql(RIDES, variables);
    expect(result.data).toBeNull();
    expect(result.errors![0]!.extensions).toMatchObject({ code, field });
  });
});
