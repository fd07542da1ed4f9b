// Contract of the legacy hotel paths (spec §3 and §7): field names, types and error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(() => env?.close());

const legacyHotelKeys = ['id', 'name', 'location', 'stars', 'image_path', 'price_per_night'];

describe('GET /hotels', () => {
  it('answers an array of hotels in the legacy shape, with the total in a header', async () => {
    const response = await env.request('/hotels?country=Rwanda');
    expect(response.status).toBe(200);
    const hotels = (await response.json()) as Array<Record<string, unknown>>;
    expect(Array.isArray(hotels)).toBe(true);
    expect(hotels).toHaveLength(30);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThan(30);
    for (const hotel of hotels) {
      for (const key of legacyHotelKeys) expect(hotel, key).toHaveProperty(key);
      expect(typeof hotel.id).toBe('number');
      expect(typeof hotel.stars).toBe('number');
      expect(typeof hotel.price_per_night).toBe('number');
      expect(hotel.location).toMatch(/, Rwanda$/);
      expect(hotel.image_path).toMatch(/^\/media\/hotels\/\d\d\.svg$/);
    }
    const image = await env.request(hotels[0]!.image_path as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('takes the spec filter fields as query parameters', async () => {
    const response = await env.request('/hotels?country=KE&min_price=100&max_price=250&min_stars=4&limit=100');
    const hotels = (await response.json()) as Array<{ price_per_night: number; stars: number; location: string }>;
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.length).toBe(Number(response.headers.get('x-total-count')));
    for (const hotel of hotels) {
      expect(hotel.price_per_night).toBeGreaterThanOrEqual(100);
      expect(hotel.price_per_night).toBeLessThanOrEqual(250);
      expect(hotel.stars).toBeGreaterThanOrEqual(4);
      expect(hotel.location).toMatch(/Kenya$/);
    }
  });

  it('answers 400 with a message for bad input', async () => {
    for (const [query, pattern] of [
      ['country=Atlantis', /Unknown country/],
      ['country=RW&min_price=-1', /negative/],
      ['country=RW&min_price=abc', /must be a number/],
      ['country=RW&limit=10000', /between 1 and 100/],
      ['country=RW&page=0', /between 1 and 10000/],
    ] as const) {
      const response = await env.request(`/hotels?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(pattern);
    }
  });

  it('also answers under the /api prefix legacy clients add', async () => {
    const plain = (await (await env.request('/hotels?country=RW&limit=3')).json()) as unknown[];
    const prefixed = (await (await env.request('/api/hotels?country=RW&limit=3')).json()) as unknown[];
    expect(prefixed).toEqual(plain);
  });
});

describe('GET /hotels/countries and /hotels/cities', () => {
  it('lists every country name that has hotels', async () => {
    const countries = (await (await env.request('/hotels/countries')).json()) as string[];
    expect(countries).toHaveLength(54);
    expect(countries).toContain('Rwanda');
    expect(countries).toEqual([...countries].sort());
  });

  it('lists the cities of a country by name or code, 400 for an unknown one', async () => {
    const cities = (await (await env.request('/hotels/cities?country=Rwanda')).json()) as string[];
    expect(cities).toContain('Kigali');
    expect((await (await env.request('/hotels/cities?country=RW')).json()) as string[]).toEqual(cities);
    expect((await env.request('/hotels/cities?country=Nowhere')).status).toBe(400);
  });
});
