// Search that forgives: the relevance set against the demo seed, suggestions while typing, and the vocabulary that
// misspellings are corrected against kept up to date as listings are written.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureRelevance } from '../support/search-relevance.js';
import { databaseUrl } from '../support/test-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

/** The share of the relevance set whose expected answer is in the first three; the benchmark prints the figure. */
const RELEVANCE_FLOOR = 0.9;

const SUGGESTIONS = /* GraphQL */ `
  query SearchSuggestions($q: String!, $country: String) {
    searchSuggestions(q: $q, country: $country) {
      countries { code name }
      cities { id name country { code } }
      listings { id kind name city { name } }
    }
  }`;

const HOTELS = /* GraphQL */ `
  query HotelList($country: String!, $filter: HotelFilter, $paging: PageInput) {
    hotels(country: $country, filter: $filter, paging: $paging) { totalCount nodes { id name description city { name } } }
  }`;

let env: TestEnvironment;
let db: pg.Client;

beforeAll(async () => {
  env = await createTestEnvironment();
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await env?.close();
});

async function data(document: string, variables: Record<string, unknown>) {
  const result = await env.graphql(document, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
}

describe('search relevance', () => {
  it('finds what travellers mean in the first three, typos, accents and other languages included', async () => {
    const { results, score } = await measureRelevance(data);
    const misses = results.filter((result) => !result.hit).map((result) => `${result.query.q} → ${result.query.expected} (got ${result.found.join(', ')})`);
    expect(results.length).toBeGreaterThanOrEqual(40);
    expect(score, misses.join('\n')).toBeGreaterThanOrEqual(RELEVANCE_FLOOR);
  });

  it('corrects a misspelt word only when no listing of the country holds it as typed', async () => {
    const { rows } = await db.query(`select count(*)::int as n from hotel where active and country_code = 'KE' and search_text like '%nairobi%'`);
    const typo = await data(HOTELS, { country: 'KE', filter: { q: 'nairobbi' } });
    expect(typo.hotels.totalCount).toBe(rows[0].n);
    expect(typo.hotels.totalCount).toBeGreaterThan(0);
    // A word no listing of the country is near finds nothing rather than something arbitrary.
    const nothing = await data(HOTELS, { country: 'KE', filter: { q: 'qqxqzw' } });
    expect(nothing.hotels.totalCount).toBe(0);
  });

  it('learns the words of a listing written after the seed, so its misspelt name finds it', async () => {
    const before = await data(HOTELS, { country: 'RW', filter: { q: 'zebrafinch' } });
    expect(before.hotels.totalCount).toBe(0);
    await db.query(
      `insert into hotel (owner_id, country_code, city_id, name, description, type, stars, price_per_night_minor, image_path, popularity, search_text)
       select owner_id, country_code, city_id, 'Zebrafinch Lodge', '', type, stars, price_per_night_minor, image_path, 0, 'zebrafinch lodge kigali luxury'
       from hotel where country_code = 'RW' and active limit 1`,
    );
    const after = await data(HOTELS, { country: 'RW', filter: { q: 'zebrafnch' } });
    expect(after.hotels.nodes.map((hotel: { name: string }) => hotel.name)).toEqual(['Zebrafinch Lodge']);
  });
});

/** A hotel of `country` written for the test, copying a visible one's owner, city and type. */
async function addHotel(country: string, fields: { name: string; description: string; popularity: number; city?: string }) {
  const { rows } = await db.query(
    `insert into hotel (owner_id, country_code, city_id, name, description, type, stars, price_per_night_minor, image_path, popularity, search_text)
     select h.owner_id, h.country_code, c.id, $2::text, $3::text, h.type, h.stars, h.price_per_night_minor, h.image_path, $4::int, lower($2::text || ' ' || c.name || ' ' || h.type)
     from hotel h join city c on c.country_code = h.country_code and ($5::text is null or c.name = $5)
     where h.country_code = $1 and h.active order by h.id, c.id limit 1 returning id`,
    [country, fields.name, fields.description, fields.popularity, fields.city ?? null],
  );
  return String(rows[0].id);
}

describe('search in descriptions and ranking', () => {
  it('finds a feature a description mentions by its French, Portuguese or Arabic word, and word forms', async () => {
    const english = await data(HOTELS, { country: 'KE', filter: { q: 'pool' }, paging: { size: 100 } });
    expect(english.hotels.totalCount).toBeGreaterThan(0);
    for (const hotel of english.hotels.nodes) expect(hotel.description).toMatch(/\bpools?\b/i);
    for (const q of ['piscine', 'PISCINA', 'مسبح', 'pools']) {
      const other = await data(HOTELS, { country: 'KE', filter: { q }, paging: { size: 100 } });
      expect(
        other.hotels.nodes.map((hotel: { id: string }) => hotel.id),
        q,
      ).toEqual(english.hotels.nodes.map((hotel: { id: string }) => hotel.id));
    }
  });

  it('finds a listing whose description holds every word, each in any of the four languages', async () => {
    const id = await addHotel('RW', { name: 'Okapi Pearl Lodge', description: 'Rooms around a heated swimming pool and a shady garden.', popularity: 0 });
    for (const q of ['jardim piscina', 'pool avec jardin', 'حديقة مسبح']) {
      const found = await data(HOTELS, { country: 'RW', filter: { q } });
      expect(
        found.hotels.nodes.map((hotel: { id: string }) => hotel.id),
        q,
      ).toEqual([id]);
    }
    const missing = await data(HOTELS, { country: 'RW', filter: { q: 'piscina qqxqzw' } });
    expect(missing.hotels.totalCount).toBe(0);
  });

  it('ranks a match in the name first, then in the city, then in the description, popularity aside', async () => {
    const inName = await addHotel('RW', { name: 'Gorillaview Inn', description: 'Quiet rooms.', popularity: 0 });
    const inDescription = await addHotel('RW', { name: 'Hilltop Rest', description: 'A gorillaview terrace over the valley.', popularity: 1000 });
    const ranked = await data(HOTELS, { country: 'RW', filter: { q: 'gorilaview' } });
    expect(ranked.hotels.nodes.map((hotel: { id: string }) => hotel.id)).toEqual([inName, inDescription]);
    const elsewhere = await addHotel('RW', { name: 'Musanze Hideaway', description: 'Two hours from Kigali by road.', popularity: 1000, city: 'Musanze' });
    const kigali = await data(HOTELS, { country: 'RW', filter: { q: 'kigali' }, paging: { size: 100 } });
    const names = kigali.hotels.nodes.map((hotel: { id: string; city: { name: string } }) => (hotel.id === elsewhere ? 'elsewhere' : hotel.city.name));
    expect(names).toContain('elsewhere');
    expect(names.slice(names.indexOf('elsewhere') + 1)).not.toContain('Kigali');
  });

  it('searches the same way over REST', async () => {
    const graph = await data(HOTELS, { country: 'KE', filter: { q: 'piscine' }, paging: { size: 100 } });
    const response = await env.request('/hotels?country=KE&q=piscine&limit=100');
    expect(response.status).toBe(200);
    const rest = (await response.json()) as Array<{ id: number }>;
    expect(rest.map((hotel) => String(hotel.id))).toEqual(graph.hotels.nodes.map((hotel: { id: string }) => hotel.id));
  });
});

describe('search suggestions', () => {
  it('suggests countries, cities and the listings of the country being browsed, in one public, cacheable answer', async () => {
    const response = await env.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ query: SUGGESTIONS, variables: { q: 'kigalli', country: 'RW' } }),
    });
    const body = (await response.json()) as { data: { searchSuggestions: Record<string, any> } };
    const suggestions = body.data.searchSuggestions;
    expect(suggestions.cities[0]).toMatchObject({ name: 'Kigali', country: { code: 'RW' } });
    expect(suggestions.listings.length).toBeGreaterThan(0);
    for (const listing of suggestions.listings) expect(listing.city.name).toBe('Kigali');
    expect(response.headers.get('cache-control')).toBe('max-age=60, public');
  });

  it('suggests no listings without a country, and refuses a term too short or unknown country in the reader’s words', async () => {
    const open = await data(SUGGESTIONS, { q: 'kenia' });
    expect(open.searchSuggestions.countries.map((country: { code: string }) => country.code)).toContain('KE');
    expect(open.searchSuggestions.listings).toEqual([]);
    const short = await env.graphql(SUGGESTIONS, { q: 'ke' });
    expect(short.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'q' });
    const unknown = await env.graphql(SUGGESTIONS, { q: 'kigali', country: 'Atlantis' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'COUNTRY_NOT_FOUND', field: 'country' });
  });
});
