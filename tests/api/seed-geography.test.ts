// The demo seed is believable (issue 29): tours that exist where they are sold, listings placed near their real
// cities, counts that differ by country and kind, prices as dear as the country, pictures that show what is sold.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';

const suite = apiSuite();

const listingTables = ['hotel', 'tour', 'restaurant', 'leisure_venue', 'transport_service'];

/** Country codes whose tours' names match the pattern. */
async function countriesWithTours(pattern: string): Promise<string[]> {
  const { rows } = await suite.db.query<{ code: string }>(`select distinct country_code as code from tour where name ~* $1 order by country_code`, [pattern]);
  return rows.map((row) => row.code);
}

describe('what the seeded tours are', () => {
  it('trek to gorillas where they live, the Big Five where they roam and into the desert where there is one', async () => {
    expect(await countriesWithTours('gorilla')).toEqual(['CD', 'RW', 'UG']);
    expect(await countriesWithTours('big five')).toEqual(['KE', 'TZ', 'ZA']);
    expect(await countriesWithTours('desert|sahara|dunes|camel')).toEqual(expect.arrayContaining(['EG', 'MA', 'NA']));
    // No primates, Big Five or game drives where there are none: the Nile, not the bush, from Cairo.
    expect(await countriesWithTours('primate|game drive|big five|safari')).not.toContain('EG');
    expect(await countriesWithTours('gorilla|chimpanzee')).not.toContain('KE');
  });

  it('last as long as their names say', async () => {
    const { rows } = await suite.db.query<{ name: string; duration_days: number }>(`select name, duration_days from tour`);
    expect(rows.length).toBeGreaterThan(500);
    for (const row of rows) {
      const stated = /^(\d+)-Day /.exec(row.name);
      if (stated) expect(row.duration_days, row.name).toBe(Number(stated[1]));
      else if (/Morning|Evening|Day Trip|Day Hike|Walk|Food Tour/.test(row.name)) expect(row.duration_days, row.name).toBe(1);
    }
  });

  it('show the picture of what they are: gorillas for gorillas, camels only in the desert', async () => {
    const { rows } = await suite.db.query<{ name: string; image_path: string }>(`select name, image_path from tour`);
    for (const row of rows) {
      if (/Gorilla|Chimpanzee|Lemur/.test(row.name)) expect(row.image_path, row.name).toBe('/media/tours/03.svg');
      if (row.image_path === '/media/tours/03.svg') expect(row.name).toMatch(/Gorilla|Chimpanzee|Lemur/);
      if (row.image_path === '/media/tours/08.svg') expect(row.name).toMatch(/Desert|Sahara|Dunes|Camel|Pans|Nubian/);
    }
  });

  it('cost what permits and parks cost there: a gorilla permit in Rwanda is dearer than in Uganda', async () => {
    const cheapest = async (country: string) =>
      Number(
        (await suite.db.query(`select min(base_price_minor / duration_days) as n from tour where country_code = $1 and name ~* 'gorilla'`, [country])).rows[0]
          .n,
      );
    expect(await cheapest('RW')).toBeGreaterThanOrEqual(150_000);
    expect(await cheapest('UG')).toBeLessThan(await cheapest('RW'));
  });
});

describe('where the seeded listings are', () => {
  it('places every city near its country and every listing a few kilometres from its city', async () => {
    // An equirectangular distance is close enough at these scales; 1,600 km covers the largest country's reach.
    const km = (a: string, b: string) => `111.32 * sqrt(power(${a}.lat - ${b}.lat, 2) + power((${a}.lng - ${b}.lng) * cos(radians(${a}.lat)), 2))`;
    const farCities = await suite.db.query(`select city.name from city join country on country.code = city.country_code where ${km('city', 'country')} > 1600`);
    expect(farCities.rows).toEqual([]);
    for (const table of listingTables) {
      const { rows } = await suite.db.query<{ unplaced: number; far: number; listings: number }>(
        `select count(*) filter (where l.latitude is null or l.longitude is null)::int as unplaced,
                count(*) filter (where ${km('p', 'city')} > 5)::int as far, count(*)::int as listings
           from ${table} l join city on city.id = l.city_id, lateral (select l.latitude as lat, l.longitude as lng) p`,
      );
      expect(rows[0], table).toMatchObject({ unplaced: 0, far: 0 });
      expect(rows[0]!.listings, table).toBeGreaterThan(500);
    }
  });

  it('takes the coordinates of the open data: Musanze is where Ruhengeri is', async () => {
    const { rows } = await suite.db.query(`select lat, lng from city where name = 'Musanze'`);
    expect(rows[0].lat).toBeCloseTo(-1.5, 1);
    expect(rows[0].lng).toBeCloseTo(29.63, 1);
  });

  it('answers with the listing’s own place, and with its city’s centre when it has none', async () => {
    const { rows } = await suite.db.query(
      `select hotel.id, latitude, longitude, city.lat, city.lng from hotel join city on city.id = hotel.city_id order by hotel.id limit 2`,
    );
    await suite.db.query(`update hotel set latitude = null, longitude = null where id = $1`, [rows[1].id]);
    const query = `query ($id: ID!) { hotel(id: $id) { position { lat lng exact } } }`;
    const placed = await suite.env.graphql<{ hotel: { position: unknown } }>(query, { id: String(rows[0].id) });
    expect(placed.data!.hotel.position).toEqual({ lat: rows[0].latitude, lng: rows[0].longitude, exact: true });
    const unplaced = await suite.env.graphql<{ hotel: { position: unknown } }>(query, { id: String(rows[1].id) });
    expect(unplaced.data!.hotel.position).toEqual({ lat: rows[1].lat, lng: rows[1].lng, exact: false });
  });
});

describe('how many and how dear', () => {
  it('differ by country and by kind, larger markets having more', async () => {
    const { rows } = await suite.db.query<{ code: string; hotels: number; leisure: number; tours: number }>(
      `select c.code,
              (select count(*) from hotel where country_code = c.code)::int as hotels,
              (select count(*) from leisure_venue where country_code = c.code)::int as leisure,
              (select count(*) from tour where country_code = c.code)::int as tours
         from country c`,
    );
    const of = (code: string) => rows.find((row) => row.code === code)!;
    expect(new Set(rows.map((row) => row.hotels)).size).toBeGreaterThan(12);
    expect(of('ZA').hotels).toBeGreaterThan(of('NA').hotels);
    expect(of('NA').hotels).toBeGreaterThan(of('TD').hotels);
    // Safari countries sell more tours than nights out; city markets the other way round.
    expect(of('TZ').tours).toBeGreaterThan(of('TZ').leisure);
    expect(of('NG').leisure).toBeGreaterThan(of('NG').tours);
  });

  it('follow how dear each country is: a night in the Seychelles costs more than one in Egypt', async () => {
    const median = async (country: string) =>
      Number(
        (await suite.db.query(`select percentile_cont(0.5) within group (order by price_per_night_minor) as n from hotel where country_code = $1`, [country]))
          .rows[0].n,
      );
    expect(await median('SC')).toBeGreaterThan(1.8 * (await median('EG')));
    const { rows } = await suite.db.query(`select min(price_per_night_minor)::int as low, max(price_per_night_minor)::int as high from hotel`);
    expect(rows[0].low).toBeGreaterThanOrEqual(1_000);
    expect(rows[0].high).toBeLessThanOrEqual(200_000);
  });
});

describe('what the seeded hotels show', () => {
  it('a gallery of 3 to 5 bundled pictures besides the cover, fitting the type, each with its (empty) words', async () => {
    const { rows } = await suite.db.query<{ type: string; image_path: string; photo_paths: string[]; photo_alts: string[] }>(
      `select type, image_path, photo_paths, photo_alts from hotel`,
    );
    expect(rows.length).toBeGreaterThan(500);
    for (const row of rows) {
      expect(row.photo_paths.length, row.image_path).toBeGreaterThanOrEqual(3);
      expect(row.photo_paths.length).toBeLessThanOrEqual(5);
      expect(new Set([row.image_path, ...row.photo_paths]).size).toBe(row.photo_paths.length + 1);
      expect(row.photo_alts).toEqual(row.photo_paths.map(() => ''));
      for (const path of row.photo_paths) expect(path).toMatch(/^\/media\/(hotels|tours|restaurants|leisure|transport)\/0[1-8]\.svg$/);
      // Wildlife beside a safari lodge only; a city tower never beside a treehouse or a lodge in the bush.
      if (row.photo_paths.some((path) => /tours\/0[16]|transport\/0[28]/.test(path))) expect(row.type).toBe('safari');
      if (row.photo_paths.includes('/media/hotels/02.svg')) expect(['luxury', 'apartment']).toContain(row.type);
    }
    // Travellers read it: a seeded hotel's page has its gallery, the pictures served.
    const { rows: open } = await suite.db.query(`select id::text from hotel where active order by id limit 1`);
    const read = await suite.env.graphql<{ hotel: { gallery: Array<{ url: string; alt: string }> } }>(
      `query ($id: ID!) { hotel(id: $id) { gallery { url alt } } }`,
      {
        id: open[0].id,
      },
    );
    const gallery = read.data!.hotel.gallery;
    expect(gallery.length).toBeGreaterThanOrEqual(3);
    const served = await suite.env.request(new URL(gallery[0]!.url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/svg/);
  });
});
