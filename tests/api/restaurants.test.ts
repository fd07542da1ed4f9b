// Restaurants over GraphQL: filters vs SQL, both sorts, paging, floor plan and hours, bad input, N+1.
import { describe, expect, it } from 'vitest';
import { listingSuite, sortedIds } from '../support/api-suite.js';
import { inDescription } from '../support/description-match.js';

const RESTAURANTS = /* GraphQL */ `
  query RestaurantList($country: String!, $filter: RestaurantFilter, $sort: RestaurantSort, $paging: PageInput) {
    restaurants(country: $country, filter: $filter, sort: $sort, paging: $paging) {
      totalCount
      pageInfo { page totalPages hasNextPage endCursor }
      nodes { id name cuisine rating location averagePrice { minor amount } city { id name } floorPlan { id label x y seats } }
    }
  }
`;

interface RestaurantNode {
  id: string;
  name: string;
  cuisine: string;
  rating: number;
  location: string;
  averagePrice: { minor: number; amount: number };
  city: { id: string; name: string };
  floorPlan: Array<{ id: string; label: string; x: number; y: number; seats: number }>;
}
type RestaurantPage = {
  totalCount: number;
  pageInfo: { page: number | null; totalPages: number; hasNextPage: boolean; endCursor: string | null };
  nodes: RestaurantNode[];
};

const suite = listingSuite<RestaurantPage>({ document: RESTAURANTS, field: 'restaurants', table: 'restaurant', alias: 'r', visible: `r.active` });
const { list: restaurants, sqlIds } = suite;

describe('restaurants query', () => {
  it('lists several pages in Kenya, each restaurant with a floor plan', async () => {
    const page = await restaurants({ country: 'KE' });
    expect(page.totalCount).toBe((await sqlIds(`r.country_code = 'KE'`)).length);
    expect(page.totalCount).toBeGreaterThan(60);
    expect(page.nodes).toHaveLength(30);
    for (const restaurant of page.nodes) {
      expect(restaurant.location).toBe(`${restaurant.city.name}, Kenya`);
      expect(restaurant.floorPlan.length).toBeGreaterThan(0);
      for (const table of restaurant.floorPlan) {
        expect(table.x).toBeGreaterThanOrEqual(0);
        expect(table.x).toBeLessThanOrEqual(100);
        expect(table.seats).toBeGreaterThan(0);
      }
    }
  });

  it('filters by cuisine, rating, price, city and text like the SQL oracle', async () => {
    const page = await restaurants({ country: 'RW', filter: { cuisine: 'RWANDAN', minRating: 4, minPrice: 5, maxPrice: 20 }, paging: { size: 100 } });
    const expected = await sqlIds(`r.country_code = 'RW' and r.cuisine = 'rwandan' and r.rating_tenths >= 40 and r.average_price_minor between 500 and 2000`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(page)).toEqual(expected);

    const city = page.nodes[0]!.city;
    expect(sortedIds(await restaurants({ country: 'RW', filter: { cityId: city.id }, paging: { size: 100 } }))).toEqual(
      await sqlIds(`r.country_code = 'RW' and r.city_id = $1`, [Number(city.id)]),
    );
    const search = await restaurants({ country: 'RW', filter: { q: 'kitchen' }, paging: { size: 100 } });
    expect(search.totalCount).toBeGreaterThan(0);
    expect(sortedIds(search)).toEqual(
      await sqlIds(
        `r.country_code = 'RW' and (r.name ilike '%kitchen%' or c.name ilike '%kitchen%' or r.cuisine::text ilike '%kitchen%' or ${inDescription('r', 'RW', 'kitchen')})`,
      ),
    );
  });

  it('sorts by relevance and by rating, and pages by cursor', async () => {
    const ratings = (await restaurants({ country: 'RW', sort: 'RATING_DESC', paging: { size: 100 } })).nodes.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const relevance = (await restaurants({ country: 'RW', paging: { size: 10 } })).nodes.map((r) => Number(r.id));
    const { rows } = await suite.db.query(`select id from restaurant where active and country_code = 'RW' order by popularity desc, id limit 10`);
    expect(relevance).toEqual(rows.map((r) => r.id));

    const first = await restaurants({ country: 'RW', sort: 'RATING_DESC', paging: { size: 25 } });
    const second = await restaurants({ country: 'RW', sort: 'RATING_DESC', paging: { page: 2, size: 25 } });
    const byCursor = await restaurants({ country: 'RW', sort: 'RATING_DESC', paging: { size: 25, after: first.pageInfo.endCursor } });
    expect(byCursor.nodes.map((r) => r.id)).toEqual(second.nodes.map((r) => r.id));
  });

  it('sends as many SQL statements for 100 restaurants as for 5 (tables are batched)', async () => {
    const small = await suite.queries.count(() => restaurants({ country: 'KE', paging: { size: 5 } }));
    const large = await suite.queries.count(() => restaurants({ country: 'KE', paging: { size: 100 } }));
    expect(large.result.nodes.length).toBeGreaterThan(60);
    expect(small.statements.length).toBeGreaterThan(0);
    expect(large.statements.length).toBe(small.statements.length);
  });

  it('returns one restaurant with its floor plan and opening hours; null for an unknown id', async () => {
    const [listed] = (await restaurants({ country: 'RW', paging: { size: 1 } })).nodes;
    const result = await suite.env.graphql<{
      restaurant: { name: string; floorPlan: Array<{ label: string }>; openingHours: Array<{ weekday: string; opens: string; closes: string }> };
    }>(`query($id: ID!) { restaurant(id: $id) { name floorPlan { label } openingHours { weekday opens closes } } }`, { id: listed!.id });
    expect(result.errors).toBeUndefined();
    const restaurant = result.data!.restaurant;
    expect(restaurant.name).toBe(listed!.name);
    const { rows } = await suite.db.query(`select label from restaurant_table where restaurant_id = $1 order by label`, [Number(listed!.id)]);
    expect(restaurant.floorPlan.map((t) => t.label)).toEqual(rows.map((r) => r.label));
    expect(restaurant.openingHours.length).toBeGreaterThanOrEqual(6);
    for (const day of restaurant.openingHours) expect(day.opens).toMatch(/^\d\d:\d\d$/);
    expect((await suite.env.graphql<{ restaurant: null }>(`{ restaurant(id: "99999999") { id } }`)).data!.restaurant).toBeNull();
  });
});

describe('restaurants query rejects bad input with a typed error', () => {
  it.each([
    [{ country: 'Atlantis' }, 'COUNTRY_NOT_FOUND', 'country'],
    [{ country: 'RW', filter: { maxPrice: -3 } }, 'BAD_USER_INPUT', 'maxPrice'],
    [{ country: 'RW', filter: { minPrice: 50, maxPrice: 10 } }, 'BAD_USER_INPUT', 'minPrice'],
    [{ country: 'RW', filter: { minRating: 7 } }, 'BAD_USER_INPUT', 'minRating'],
    [{ country: 'RW', filter: { q: 'a' } }, 'BAD_USER_INPUT', 'q'],
    [{ country: 'RW', paging: { size: 500 } }, 'BAD_USER_INPUT', 'size'],
    [{ country: 'RW', paging: { after: Buffer.from('[1]').toString('base64url') } }, 'INVALID_CURSOR', 'after'],
  ])('%j → %s', async (variables, code, field) => {
    const result = await suite.env.graphql(RESTAURANTS, variables);
    expect(result.data).toBeNull();
    expect(result.errors![0]!.extensions).toMatchObject({ code, field });
  });
});
