// Contract of the legacy tour, restaurant, nightlife, transport and public-figure paths (spec §3, §7, §8).
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';

const suite = apiSuite();

type Row = Record<string, unknown>;
async function getList(path: string): Promise<{ rows: Row[]; total: number }> {
  const response = await suite.env.request(path);
  expect(response.status, path).toBe(200);
  const rows = (await response.json()) as Row[];
  expect(Array.isArray(rows)).toBe(true);
  return { rows, total: Number(response.headers.get('x-total-count')) };
}
const count = async (sql: string, params: unknown[] = []) => (await suite.db.query(sql, params)).rows[0].n as number;

describe('GET /tours', () => {
  it('answers tours in the legacy shape with the total in a header', async () => {
    const { rows, total } = await getList('/tours?country=Rwanda');
    expect(rows).toHaveLength(30);
    expect(total).toBe(await count(`select count(*)::int as n from tour where active and country_code = 'RW'`));
    for (const tour of rows) {
      for (const key of ['id', 'name', 'location', 'image_path', 'category', 'duration_days', 'price']) expect(tour, key).toHaveProperty(key);
      expect(typeof tour.id).toBe('number');
      expect(tour.location).toMatch(/, Rwanda$/);
      expect(tour.image_path).toMatch(/^\/media\/tours\/\d\d\.svg$/);
    }
  });

  it('takes category, min_days, max_days, min_price, max_price, city, from and to', async () => {
    const { rows, total } = await getList('/tours?country=KE&category=wildlife&min_days=3&max_days=5&min_price=300&max_price=2500&limit=100');
    expect(total).toBe(
      await count(
        `select count(*)::int as n from tour where active and country_code = 'KE' and category = 'wildlife' and duration_days between 3 and 5 and base_price_minor between 30000 and 250000`,
      ),
    );
    expect(rows.length).toBe(total);
    for (const tour of rows) expect(tour).toMatchObject({ category: 'wildlife' });
    const inNairobi = await getList('/tours?country=KE&city=Nairobi&limit=100');
    for (const tour of inNairobi.rows) expect(tour.city).toBe('Nairobi');
    const { rows: first } = await suite.db.query(`select min(departs_on)::text as d from tour_departure`);
    const dated = await getList(`/tours?country=RW&from=${first[0].d}&to=${first[0].d}&limit=100`);
    expect(dated.total).toBe(
      await count(
        `select count(*)::int as n from tour t where active and country_code = 'RW' and exists (select 1 from tour_departure d where d.tour_id = t.id and d.departs_on = $1)`,
        [first[0].d],
      ),
    );
  });

  it('applies the spec sorts', async () => {
    const { rows } = await getList('/tours?country=RW&sort=duration-desc&limit=100');
    const days = rows.map((t) => t.duration_days as number);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    const cheap = (await getList('/api/tours?country=RW&sort=price-asc&limit=50')).rows.map((t) => t.price as number);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
  });

  it('answers a tour by id with itinerary, departures and add-ons; 404 "Tour not found"', async () => {
    const { rows } = await getList('/tours?country=RW&limit=1');
    const response = await suite.env.request(`/api/tours/${rows[0]!.id}`);
    const tour = (await response.json()) as { name: string; itinerary: unknown[]; departures: unknown[]; add_ons: Array<{ id: string; price: number }> };
    expect(tour.name).toBe(rows[0]!.name);
    expect(tour.itinerary.length).toBeGreaterThan(1);
    expect(tour.departures.length).toBeGreaterThan(0);
    expect(tour.add_ons).toEqual([
      { id: 'photo', name: expect.any(String), price: 150 },
      { id: 'premium-meals', name: expect.any(String), price: 200 },
      { id: 'luxury-transport', name: expect.any(String), price: 300 },
      { id: 'spa', name: expect.any(String), price: 250 },
    ]);
    const missing = await suite.env.request('/tours/99999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Tour not found' });
  });
});

describe('GET /restaurants', () => {
  it('answers restaurants with price_avg, cuisine and rating, filtered as asked', async () => {
    const { rows, total } = await getList('/restaurants?country=RW&cuisine=rwandan&min_rating=4&min_price=5&max_price=25&limit=100');
    expect(total).toBe(
      await count(
        `select count(*)::int as n from restaurant where active and country_code = 'RW' and cuisine = 'rwandan' and rating_tenths >= 40 and average_price_minor between 500 and 2500`,
      ),
    );
    expect(total).toBeGreaterThan(0);
    for (const restaurant of rows) {
      for (const key of ['id', 'name', 'location', 'image_path', 'price_avg']) expect(restaurant, key).toHaveProperty(key);
      expect(restaurant).toMatchObject({ cuisine: 'rwandan' });
      expect(restaurant.rating as number).toBeGreaterThanOrEqual(4);
    }
    const rated = (await getList('/restaurants?country=KE&sort=rating-desc')).rows.map((r) => r.rating as number);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect((await getList('/restaurants?country=KE&cuisine=all')).total).toBe(
      await count(`select count(*)::int as n from restaurant where active and country_code = 'KE'`),
    );
  });

  it('answers a floor plan of tables, and 404 for an unknown restaurant', async () => {
    const { rows } = await getList('/restaurants?country=RW&limit=1');
    const response = await suite.env.request(`/restaurants/${rows[0]!.id}/floorplan`);
    expect(response.status).toBe(200);
    const plan = (await response.json()) as { tables: Row[] };
    expect(plan.tables.length).toBe(await count(`select count(*)::int as n from restaurant_table where restaurant_id = $1`, [rows[0]!.id]));
    for (const table of plan.tables) expect(Object.keys(table).sort()).toEqual(['id', 'label', 'seats', 'x', 'y']);
    expect((await suite.env.request(`/api/restaurants/${rows[0]!.id}`)).status).toBe(200);
    const missing = await suite.env.request('/restaurants/99999999/floorplan');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Restaurant not found' });
  });
});

describe('GET /api/nightlife', () => {
  it('answers venues in the legacy leisure shape, HH:MM times', async () => {
    const { rows, total } = await getList('/api/nightlife?country=RW');
    expect(total).toBe(await count(`select count(*)::int as n from leisure_venue where active and country_code = 'RW'`));
    for (const venue of rows) {
      for (const key of ['id', 'name', 'type', 'location', 'country', 'image_path', 'open_time', 'close_time', 'djs', 'price_level'])
        expect(venue, key).toHaveProperty(key);
      expect(venue.open_time).toMatch(/^\d\d:\d\d$/);
      expect(venue.close_time).toMatch(/^\d\d:\d\d$/);
      expect(Array.isArray(venue.djs)).toBe(true);
      expect(venue.country).toBe('Rwanda');
    }
  });

  it('takes type, open_now=1 and prices', async () => {
    const bars = await getList('/api/nightlife?country=KE&type=bar&min_price=0&max_price=50&limit=100');
    expect(bars.total).toBe(
      await count(`select count(*)::int as n from leisure_venue where active and country_code = 'KE' and type = 'bar' and entry_price_minor <= 5000`),
    );
    for (const venue of bars.rows) expect(venue.type).toBe('bar');
    const open = await getList('/api/nightlife?country=KE&open_now=1&limit=100');
    const now = `(now() at time zone 'Africa/Nairobi')::time(0)`;
    expect(open.total).toBe(
      await count(
        `select count(*)::int as n from leisure_venue where active and country_code = 'KE' and case when close_time > open_time then open_time <= ${now} and ${now} < close_time else ${now} >= open_time or ${now} < close_time end`,
      ),
    );
    for (const venue of open.rows) expect(venue.open_now).toBe(true);
  });

  it('answers a venue by id, 404 "Venue not found" otherwise', async () => {
    const { rows } = await getList('/api/nightlife?country=RW&limit=1');
    expect(await (await suite.env.request(`/api/nightlife/${rows[0]!.id}`)).json()).toEqual(rows[0]);
    const missing = await suite.env.request('/api/nightlife/99999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Venue not found' });
  });
});

describe('GET /transports', () => {
  it('answers active services in the legacy transport shape, filtered by type', async () => {
    const { rows, total } = await getList('/transports?country=RW&type=city&limit=100');
    expect(total).toBe(await count(`select count(*)::int as n from transport_service where status = 'active' and country_code = 'RW' and type = 'city'`));
    for (const ride of rows) {
      for (const key of ['id', 'name', 'type', 'location', 'status']) expect(ride, key).toHaveProperty(key);
      expect(ride).toMatchObject({ type: 'city', status: 'active' });
    }
    const expensive = (await getList('/transports?country=RW&sort=price-desc')).rows.map((r) => r.price_per_day as number);
    expect(expensive).toEqual([...expensive].sort((a, b) => b - a));
  });

  it('answers a ride by id with its vehicles, 404 "Ride not found" otherwise', async () => {
    const { rows } = await getList('/transports?country=KE&limit=1');
    const ride = (await (await suite.env.request(`/api/transports/${rows[0]!.id}`)).json()) as { vehicles: Row[] };
    expect(ride.vehicles.length).toBeGreaterThan(0);
    const missing = await suite.env.request('/transports/99999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Ride not found' });
  });
});

describe('countries and cities per listing type', () => {
  it.each(['/tours', '/restaurants', '/nightlife', '/transports'])("%s/countries lists the 54 countries; %s/cities a country's cities", async (base) => {
    const countries = (await (await suite.env.request(`${base}/countries`)).json()) as string[];
    expect(countries).toHaveLength(54);
    expect(countries).toEqual([...countries].sort());
    const cities = (await (await suite.env.request(`/api${base}/cities?country=Kenya`)).json()) as string[];
    expect(cities).toContain('Nairobi');
    expect((await suite.env.request(`${base}/cities?country=Nowhere`)).status).toBe(400);
  });
});

describe('images', () => {
  it.each(['/tours', '/restaurants', '/api/nightlife', '/transports'])('%s image_path is a bundled SVG served under /media', async (path) => {
    const { rows } = await getList(`${path}?country=KE&limit=5`);
    for (const row of rows) {
      const image = await suite.env.request(row.image_path as string);
      expect(image.status, row.image_path as string).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    }
  });
});

describe('public figures', () => {
  it('GET /api/public/metrics and /api/public/user-count', async () => {
    const metrics = (await (await suite.env.request('/api/public/metrics')).json()) as Row;
    const travellers = await count(`select count(*)::int as n from app_user where role = 'user'`);
    expect(metrics).toEqual({ destinations: 54, travelers: travellers, journeyers: expect.any(Number), support: '24/7' });
    expect(await (await suite.env.request('/api/public/user-count')).json()).toEqual({ count: travellers });
  });
});

describe('bad input answers 400 with a message', () => {
  it.each([
    ['/tours?country=Atlantis', /Unknown country/],
    ['/tours?country=RW&min_price=-5', /negative/],
    ['/tours?country=RW&min_price=90&max_price=10', /above the maximum/],
    ['/tours?country=RW&min_days=0', /at least 1/],
    ['/tours?country=RW&min_days=two', /must be a number/],
    ['/tours?country=RW&category=cruise', /Unknown category/],
    ['/tours?country=RW&from=tomorrow', /YYYY-MM-DD/],
    ['/tours?country=RW&sort=cheapest', /Unknown sort/],
    ['/restaurants?country=RW&q=ab', /at least 3 characters/],
    ['/restaurants?country=RW&limit=1000', /between 1 and 100/],
    ['/restaurants?country=RW&city=Atlantis', /not in Rwanda/],
    ['/api/nightlife?country=RW&type=casino', /Unknown type/],
    ['/api/nightlife?country=RW&page=0', /between 1 and 10000/],
    ['/transports?country=RW&type=boat', /Unknown type/],
    ['/tours/abc', /positive whole number/],
    ['/api/nightlife/-1', /positive whole number/],
  ])('%s', async (path, message) => {
    const response = await suite.env.request(path);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });
});
