// Tours over GraphQL against the seeded database: filters vs SQL, every sort, paging, detail, bad input, N+1.
import { describe, expect, it } from 'vitest';
import { listingSuite } from '../support/api-suite.js';

const TOURS = /* GraphQL */ `
  query TourList($country: String!, $filter: TourFilter, $sort: TourSort, $paging: PageInput) {
    tours(country: $country, filter: $filter, sort: $sort, paging: $paging) {
      totalCount
      pageInfo { page pageSize totalPages hasNextPage hasPreviousPage endCursor }
      nodes {
        id name category durationDays location imageUrl
        price { minor amount currency }
        city { id name } country { code }
        itinerary { position title }
        departures { date capacity booked seatsLeft }
      }
    }
  }
`;

interface TourNode {
  id: string;
  name: string;
  category: string;
  durationDays: number;
  location: string;
  imageUrl: string;
  price: { minor: number; amount: number; currency: string };
  city: { id: string; name: string };
  country: { code: string };
  itinerary: Array<{ position: number; title: string }>;
  departures: Array<{ date: string; capacity: number; booked: number; seatsLeft: number }>;
}
type TourPage = {
  totalCount: number;
  pageInfo: { page: number | null; pageSize: number; totalPages: number; hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  nodes: TourNode[];
};

const suite = listingSuite<TourPage>({ document: TOURS, field: 'tours', table: 'tour', alias: 't', visible: `t.active` });
const { list: tours, sqlIds } = suite;

describe('tours query', () => {
  it('lists several pages of tours in Rwanda with itineraries and departures', async () => {
    const page = await tours({ country: 'RW' });
    const expected = await sqlIds(`t.country_code = 'RW'`);
    expect(expected.length).toBeGreaterThan(60);
    expect(page.totalCount).toBe(expected.length);
    expect(page.nodes).toHaveLength(30);
    expect(page.pageInfo).toMatchObject({ page: 1, pageSize: 30, totalPages: Math.ceil(expected.length / 30), hasNextPage: true });
    for (const tour of page.nodes) {
      expect(tour.location).toBe(`${tour.city.name}, Rwanda`);
      expect(tour.imageUrl).toMatch(/\/media\/tours\/\d\d\.svg$/);
      expect(tour.itinerary.map((step) => step.position)).toEqual(tour.itinerary.map((_, index) => index + 1));
      expect(tour.itinerary.length).toBeGreaterThanOrEqual(2);
      expect(tour.departures.length).toBeGreaterThan(0);
      const dates = tour.departures.map((d) => d.date);
      expect(dates).toEqual([...dates].sort());
      for (const departure of tour.departures) {
        expect(departure.booked).toBeLessThanOrEqual(departure.capacity);
        expect(departure.seatsLeft).toBe(departure.capacity - departure.booked);
      }
    }
  });

  it('filters by category, days, price, city and text like the SQL oracle', async () => {
    const filter = { category: 'WILDLIFE', minDays: 3, maxDays: 5, minPrice: 400, maxPrice: 2000 };
    const page = await tours({ country: 'KE', filter, paging: { size: 100 } });
    const expected = await sqlIds(
      `t.country_code = 'KE' and t.category = 'wildlife' and t.duration_days between 3 and 5 and t.base_price_minor between 40000 and 200000`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(page.nodes.map((t) => Number(t.id)).sort((a, b) => a - b)).toEqual(expected);

    const city = page.nodes[0]!.city;
    const inCity = await tours({ country: 'KE', filter: { cityId: city.id }, paging: { size: 100 } });
    expect(inCity.nodes.map((t) => Number(t.id)).sort((a, b) => a - b)).toEqual(await sqlIds(`t.country_code = 'KE' and t.city_id = $1`, [Number(city.id)]));

    const search = await tours({ country: 'RW', filter: { q: 'Safari' }, paging: { size: 100 } });
    expect(search.totalCount).toBeGreaterThan(0);
    expect(search.nodes.map((t) => Number(t.id)).sort((a, b) => a - b)).toEqual(
      await sqlIds(`t.country_code = 'RW' and (t.name ilike '%safari%' or c.name ilike '%safari%' or t.category::text ilike '%safari%')`),
    );
  });

  it('keeps only tours with a departure between from and to', async () => {
    const { rows } = await suite.db.query(`select min(departs_on)::text as first from tour_departure`);
    const from = rows[0].first as string;
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
    const page = await tours({ country: 'RW', filter: { from, to }, paging: { size: 100 } });
    const expected = await sqlIds(
      `t.country_code = 'RW' and exists (select 1 from tour_departure d where d.tour_id = t.id and d.departs_on between $1 and $2)`,
      [from, to],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(await sqlIds(`t.country_code = 'RW'`).then((ids) => ids.length));
    expect(page.nodes.map((t) => Number(t.id)).sort((a, b) => a - b)).toEqual(expected);
    for (const tour of page.nodes) expect(tour.departures.some((d) => d.date >= from && d.date <= to)).toBe(true);
  });

  it('applies every sort', async () => {
    const byKey = async (sort: string, key: (t: TourNode) => number) => (await tours({ country: 'RW', sort, paging: { size: 100 } })).nodes.map(key);
    const ascending = await byKey('PRICE_ASC', (t) => t.price.minor);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await byKey('PRICE_DESC', (t) => t.price.minor);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const shortFirst = await byKey('DURATION_ASC', (t) => t.durationDays);
    expect(shortFirst).toEqual([...shortFirst].sort((a, b) => a - b));
    const longFirst = await byKey('DURATION_DESC', (t) => t.durationDays);
    expect(longFirst).toEqual([...longFirst].sort((a, b) => b - a));
    expect(longFirst[0]).toBeGreaterThan(shortFirst[0]!);
    const relevance = (await tours({ country: 'RW', paging: { size: 10 } })).nodes.map((t) => Number(t.id));
    expect(relevance).toEqual((await sqlIds(`t.country_code = 'RW'`, [], 't.popularity desc, t.id')).slice(0, 10));
  });

  it('pages by number and by cursor to the same tours', async () => {
    const first = await tours({ country: 'KE', sort: 'DURATION_DESC', paging: { page: 1, size: 20 } });
    const second = await tours({ country: 'KE', sort: 'DURATION_DESC', paging: { page: 2, size: 20 } });
    const byCursor = await tours({ country: 'KE', sort: 'DURATION_DESC', paging: { size: 20, after: first.pageInfo.endCursor } });
    expect(byCursor.nodes.map((t) => t.id)).toEqual(second.nodes.map((t) => t.id));
    expect(byCursor.pageInfo.page).toBeNull();
    expect(new Set([...first.nodes, ...second.nodes].map((t) => t.id)).size).toBe(40);
  });

  it('sends as many SQL statements for 100 tours as for 5 (itinerary and departures are batched)', async () => {
    const small = await suite.queries.count(() => tours({ country: 'RW', paging: { size: 5 } }));
    const large = await suite.queries.count(() => tours({ country: 'RW', paging: { size: 100 } }));
    expect(small.result.nodes).toHaveLength(5);
    expect(large.result.nodes.length).toBeGreaterThan(60);
    expect(small.statements.length).toBeGreaterThan(0);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(4);
  });
});

describe('tour detail and add-ons', () => {
  it('returns a tour with its itinerary, departures and the spec add-ons; null for an unknown id', async () => {
    const [listed] = (await tours({ country: 'RW', paging: { size: 1 } })).nodes;
    const result = await suite.env.graphql<{ tour: TourNode & { addOns: Array<{ id: string; price: { amount: number } }> } }>(
      `query($id: ID!) { tour(id: $id) { id name itinerary { position title } departures { date } addOns { id price { amount } } } }`,
      { id: listed!.id },
    );
    expect(result.errors).toBeUndefined();
    const tour = result.data!.tour;
    expect(tour.name).toBe(listed!.name);
    const { rows } = await suite.db.query(`select title from tour_itinerary_step where tour_id = $1 order by position`, [Number(listed!.id)]);
    expect(tour.itinerary.map((s) => s.title)).toEqual(rows.map((r) => r.title));
    expect(tour.addOns.map((a) => [a.id, a.price.amount])).toEqual([
      ['photo', 150],
      ['premium-meals', 200],
      ['luxury-transport', 300],
      ['spa', 250],
    ]);
    const addOns = await suite.env.graphql<{ tourAddOns: Array<{ id: string }> }>(`{ tourAddOns { id } }`);
    expect(addOns.data!.tourAddOns.map((a) => a.id)).toEqual(['photo', 'premium-meals', 'luxury-transport', 'spa']);
    expect((await suite.env.graphql<{ tour: null }>(`{ tour(id: "99999999") { id } }`)).data!.tour).toBeNull();
  });
});

describe('tours query rejects bad input with a typed error', () => {
  it.each([
    [{ country: 'XX' }, 'COUNTRY_NOT_FOUND', 'country'],
    [{ country: 'RW', filter: { minPrice: -1 } }, 'BAD_USER_INPUT', 'minPrice'],
    [{ country: 'RW', filter: { minPrice: 500, maxPrice: 100 } }, 'BAD_USER_INPUT', 'minPrice'],
    [{ country: 'RW', filter: { minDays: 0 } }, 'BAD_USER_INPUT', 'minDays'],
    [{ country: 'RW', filter: { minDays: 5, maxDays: 2 } }, 'BAD_USER_INPUT', 'minDays'],
    [{ country: 'RW', filter: { from: '2030-02-01', to: '2030-01-01' } }, 'BAD_USER_INPUT', 'from'],
    [{ country: 'RW', filter: { q: 'ab' } }, 'BAD_USER_INPUT', 'q'],
    [{ country: 'RW', paging: { size: 101 } }, 'BAD_USER_INPUT', 'size'],
    [{ country: 'RW', paging: { after: 'garbage' } }, 'INVALID_CURSOR', 'after'],
    [{ country: 'RW', filter: { cityId: '999999' } }, 'BAD_USER_INPUT', 'cityId'],
  ])('%j → %s', async (variables, code, field) => {
    const result = await suite.env.graphql(TOURS, variables);
    expect(result.data).toBeNull();
    expect(result.errors![0]!.extensions).toMatchObject({ code, field });
  });

  it('rejects a bad tour id', async () => {
    const result = await suite.env.graphql(`{ tour(id: "abc") { id } }`);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });
});
