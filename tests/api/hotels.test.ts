// Hotels over GraphQL against the seeded database: filters, sorts, paging and bad input.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDescription } from '../support/description-match.js';
import { databaseUrl } from '../support/test-database.js';
import { createTestEnvironment, PUBLIC_API_URL, type TestEnvironment } from '../support/test-environment.js';

const HOTELS = /* GraphQL */ `
  query HotelList($country: String!, $filter: HotelFilter, $sort: HotelSort, $paging: PageInput) {
    hotels(country: $country, filter: $filter, sort: $sort, paging: $paging) {
      totalCount
      pageInfo { page pageSize totalPages hasNextPage hasPreviousPage endCursor }
      nodes { id name type stars location imageUrl pricePerNight { minor amount currency } city { id name } country { code } }
    }
  }
`;

interface HotelNode {
  id: string;
  name: string;
  type: string;
  stars: number;
  location: string;
  imageUrl: string;
  pricePerNight: { minor: number; amount: number; currency: string };
  city: { id: string; name: string };
  country: { code: string };
}
interface HotelPage {
  hotels: {
    totalCount: number;
    pageInfo: { page: number | null; pageSize: number; totalPages: number; hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
    nodes: HotelNode[];
  };
}

let env: TestEnvironment;
let db: pg.Client;

/** The oracle: the same question asked of PostgreSQL directly. */
async function sqlCount(where: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query(`select count(*)::int as n from hotel h join city c on c.id = h.city_id where h.active and ${where}`, params);
  return rows[0].n;
}

async function hotels(variables: Record<string, unknown>) {
  const result = await env.graphql<HotelPage>(HOTELS, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.hotels;
}

async function hotelsError(variables: Record<string, unknown>) {
  const result = await env.graphql<HotelPage>(HOTELS, variables);
  expect(result.data).toBeNull();
  return result.errors![0]!;
}

beforeAll(async () => {
  env = await createTestEnvironment();
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await env?.close();
});

describe('hotels query', () => {
  it('lists the first page of 30 for Rwanda with totals the UI needs', async () => {
    const page = await hotels({ country: 'RW' });
    const expected = await sqlCount("h.country_code = 'RW'", []);
    expect(expected).toBeGreaterThan(60);
    expect(page.totalCount).toBe(expected);
    expect(page.nodes).toHaveLength(30);
    expect(page.pageInfo).toMatchObject({ page: 1, pageSize: 30, totalPages: Math.ceil(expected / 30), hasNextPage: true, hasPreviousPage: false });
    for (const hotel of page.nodes) {
      expect(hotel.country.code).toBe('RW');
      expect(hotel.location).toBe(`${hotel.city.name}, Rwanda`);
      expect(hotel.imageUrl).toMatch(new RegExp(`^${PUBLIC_API_URL}/media/hotels/\\d\\d\\.svg$`));
      expect(hotel.pricePerNight.amount).toBe(hotel.pricePerNight.minor / 100);
    }
  });

  it('accepts a country name or alias as well as its code', async () => {
    const byName = await hotels({ country: 'Kenya', paging: { size: 5 } });
    const byCode = await hotels({ country: 'KE', paging: { size: 5 } });
    expect(byName.nodes.map((h) => h.id)).toEqual(byCode.nodes.map((h) => h.id));
    const ivory = await hotels({ country: 'Ivory Coast', paging: { size: 1 } });
    expect(ivory.nodes[0]!.country.code).toBe('CI');
  });

  it('filters by price, stars, type, city and text, all at once', async () => {
    const filter = { minPrice: 50, maxPrice: 300, minStars: 3, maxStars: 5 };
    const page = await hotels({ country: 'KE', filter, paging: { size: 100 } });
    expect(page.totalCount).toBe(await sqlCount("h.country_code = 'KE' and h.price_per_night_minor between 5000 and 30000 and h.stars between 3 and 5", []));
    expect(page.totalCount).toBeGreaterThan(0);
    for (const hotel of page.nodes) {
      expect(hotel.pricePerNight.amount).toBeGreaterThanOrEqual(50);
      expect(hotel.pricePerNight.amount).toBeLessThanOrEqual(300);
      expect(hotel.stars).toBeGreaterThanOrEqual(3);
    }

    const city = page.nodes[0]!.city;
    const inCity = await hotels({ country: 'KE', filter: { cityId: city.id, type: 'SAFARI' } });
    expect(inCity.totalCount).toBe(await sqlCount("h.country_code = 'KE' and h.city_id = $1 and h.type = 'safari'", [Number(city.id)]));
    for (const hotel of inCity.nodes) expect([hotel.city.name, hotel.type]).toEqual([city.name, 'SAFARI']);

    const search = await hotels({ country: 'RW', filter: { q: 'LODGE' } });
    expect(search.totalCount).toBe(
      await sqlCount(
        `h.country_code = 'RW' and (h.name ilike '%lodge%' or c.name ilike '%lodge%' or h.type::text ilike '%lodge%' or ${inDescription('h', 'RW', 'lodge')})`,
        [],
      ),
    );
    expect(search.totalCount).toBeGreaterThan(0);
    // Name matches rank first, then those whose description speaks of a lodge.
    const named = search.nodes.map((hotel) => hotel.name.toLowerCase().includes('lodge'));
    expect(named[0]).toBe(true);
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
  });

  it('finds q anywhere in the search text, as LIKE does, with or without a whole trigram in it', async () => {
    const { rows } = await db.query(`select search_text from hotel where country_code = 'KE' and active order by id limit 1`);
    const text: string = rows[0].search_text;
    // Inside a word, across a word gap, only short words (no trigram to look up), and no match at all.
    const terms = [text.slice(1, 4), text.slice(text.indexOf(' ') - 2, text.indexOf(' ') + 3), 'e l', 'zzqx'];
    for (const q of terms) {
      const search = await hotels({ country: 'KE', filter: { q }, paging: { size: 100 } });
      const expected = await sqlCount("h.country_code = 'KE' and strpos(h.search_text, $1) > 0", [q.toLowerCase()]);
      expect(search.totalCount, q).toBe(expected);
      expect(search.nodes.length, q).toBe(Math.min(expected, 100));
      // The first two come from a hotel's own text.
      if (terms.indexOf(q) < 2) expect(expected, q).toBeGreaterThan(0);
    }
  });

  it("pages a text search in the sort's order, each page the next rows of the whole list", async () => {
    const q = 'hotel';
    const { rows } = await db.query(
      `select h.id::text as id from hotel h where h.active and h.country_code = 'KE' and (strpos(h.search_text, $1) > 0 or ${inDescription('h', 'KE', 'hotel')}) order by h.price_per_night_minor desc, h.id desc`,
      [q],
    );
    const expected: string[] = rows.map((row: { id: string }) => row.id);
    expect(expected.length).toBeGreaterThan(12);
    for (const page of [1, 2, 3]) {
      const search = await hotels({ country: 'KE', filter: { q }, sort: 'PRICE_DESC', paging: { page, size: 5 } });
      expect(search.totalCount).toBe(expected.length);
      expect(
        search.nodes.map((hotel) => hotel.id),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * 5, page * 5));
    }
  });

  it('applies every sort', async () => {
    const prices = (page: HotelPage['hotels']) => page.nodes.map((h) => h.pricePerNight.minor);
    const ascending = prices(await hotels({ country: 'RW', sort: 'PRICE_ASC' }));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = prices(await hotels({ country: 'RW', sort: 'PRICE_DESC' }));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
    const stars = (await hotels({ country: 'RW', sort: 'STARS_DESC' })).nodes.map((h) => h.stars);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
  });

  it('pages by number and by cursor to the same hotels, without overlap', async () => {
    const first = await hotels({ country: 'RW', sort: 'PRICE_ASC', paging: { page: 1, size: 20 } });
    const second = await hotels({ country: 'RW', sort: 'PRICE_ASC', paging: { page: 2, size: 20 } });
    const byCursor = await hotels({ country: 'RW', sort: 'PRICE_ASC', paging: { size: 20, after: first.pageInfo.endCursor } });
    expect(byCursor.nodes.map((h) => h.id)).toEqual(second.nodes.map((h) => h.id));
    expect(new Set([...first.nodes, ...second.nodes].map((h) => h.id)).size).toBe(40);
    expect(byCursor.pageInfo.page).toBeNull();

    // Walking every page by cursor visits every hotel exactly once.
    const seen = new Set<string>();
    let after: string | null = null;
    do {
      const page: HotelPage['hotels'] = await hotels({ country: 'RW', paging: { size: 30, ...(after && { after }) } });
      for (const hotel of page.nodes) seen.add(hotel.id);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen.size).toBe(first.totalCount);
  });

  it('returns one hotel by id, and null for an unknown id', async () => {
    const [hotel] = (await hotels({ country: 'RW', paging: { size: 1 } })).nodes;
    const result = await env.graphql<{ hotel: { id: string; name: string } | null }>(`query($id: ID!) { hotel(id: $id) { id name } }`, { id: hotel!.id });
    expect(result.data!.hotel).toEqual({ id: hotel!.id, name: hotel!.name });
    const missing = await env.graphql<{ hotel: null }>(`{ hotel(id: "99999999") { id } }`);
    expect(missing.data!.hotel).toBeNull();
  });
});

describe('hotels query rejects bad input with a typed error', () => {
  it.each([
    [{ country: 'XX' }, 'COUNTRY_NOT_FOUND', 'country', /Unknown country/],
    [{ country: 'RW', filter: { minPrice: -5 } }, 'BAD_USER_INPUT', 'minPrice', /negative/],
    [{ country: 'RW', filter: { minPrice: 300, maxPrice: 100 } }, 'BAD_USER_INPUT', 'minPrice', /above the maximum/],
    [{ country: 'RW', filter: { minStars: 6 } }, 'BAD_USER_INPUT', 'minStars', /0 to 5/],
    [{ country: 'RW', filter: { q: 'ki' } }, 'BAD_USER_INPUT', 'q', /at least 3 characters/],
    [{ country: 'RW', paging: { page: 0 } }, 'BAD_USER_INPUT', 'page', /at least 1/],
    [{ country: 'RW', paging: { size: 10000 } }, 'BAD_USER_INPUT', 'size', /between 1 and 100/],
    [{ country: 'RW', paging: { after: 'not-a-cursor' } }, 'INVALID_CURSOR', 'after', /cursor/],
    [{ country: 'RW', filter: { cityId: '999999' } }, 'BAD_USER_INPUT', 'cityId', /not in Rwanda/],
  ])('%j → %s', async (variables, code, field, message) => {
    const error = await hotelsError(variables);
    expect(error.extensions).toMatchObject({ code, field });
    expect(error.message).toMatch(message);
  });

  it('rejects an unknown sort at the schema level', async () => {
    const result = await env.graphql(HOTELS, { country: 'RW', sort: 'CHEAPEST' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('countries', () => {
  it('lists the 54 African countries with dial codes, flags and cities', async () => {
    const result = await env.graphql<{
      countries: Array<{ code: string; name: string; dialCode: string; flag: string; aliases: string[]; cities: unknown[] }>;
    }>(`{ countries { code name dialCode flag aliases cities { name } } }`);
    const countries = result.data!.countries;
    expect(countries).toHaveLength(54);
    const rwanda = countries.find((c) => c.code === 'RW')!;
    expect(rwanda).toMatchObject({ name: 'Rwanda', dialCode: '+250', flag: '🇷🇼' });
    expect(rwanda.cities.length).toBeGreaterThanOrEqual(4);
    for (const country of countries) expect(country.cities.length, country.name).toBeGreaterThanOrEqual(4);
    expect(countries.find((c) => c.code === 'SZ')!.aliases).toContain('Swaziland');
    expect(countries.find((c) => c.code === 'CD')!.aliases).toContain('Democratic Republic of the Congo');
  });
});
