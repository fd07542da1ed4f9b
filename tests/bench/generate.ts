// Fills a database with N generated hotels in one INSERT ... SELECT (seconds, not minutes), skewed
// like a real marketplace: the twelve featured countries hold 60% of the listings.
import pg from 'pg';

const words = [
  'Acacia',
  'Baobab',
  'Savanna',
  'Marula',
  'Jacaranda',
  'Palm',
  'Tamarind',
  'Weaver',
  'Hornbill',
  'Kingfisher',
  'Leopard',
  'Elephant',
  'Flamingo',
  'Dune',
  'Lagoon',
  'Oasis',
  'Springs',
  'River',
  'Lake',
  'Papyrus',
  'Sunbird',
  'Mango',
  'Crater',
  'Highland',
  'Sahel',
  'Teranga',
];
const kinds = ['Lodge', 'Hotel', 'Camp', 'Suites', 'Residence', 'Guest House', 'Resort', 'Inn'];
const types = ['luxury', 'boutique', 'safari', 'eco', 'apartment', 'guesthouse'];
/** Short descriptions, so that a search reads the description's stems too. */
const descriptions = [
  'Infinity pool and garden views.',
  'Tents under the acacias, a campfire at night.',
  'A terrace over the river, breakfast included.',
  'Walking safaris with a guide.',
  'Quiet rooms near the market.',
  'Beach access and free parking.',
];
const featured = ['RW', 'KE', 'TZ', 'UG', 'ZA', 'NA', 'BW', 'NG', 'GH', 'MA', 'EG', 'SN'];

const literal = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export async function generateHotels(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('delete from hotel');
    // Cities of featured countries first: a squared uniform index lands 60% of rows among them.
    await client.query(
      `
      insert into hotel (owner_id, country_code, city_id, name, description, type, stars, price_per_night_minor, image_path, popularity, search_text)
      with cities as (
        select array_agg(c.id order by (c.country_code = any(${literal(featured)}::text[])) desc, c.id) as ids,
               array_agg(c.country_code order by (c.country_code = any(${literal(featured)}::text[])) desc, c.id) as codes,
               array_agg(c.name order by (c.country_code = any(${literal(featured)}::text[])) desc, c.id) as names,
               count(*) filter (where c.country_code = any(${literal(featured)}::text[])) as featured_count,
               count(*) as total
        from city c
      ), owner as (select id from app_user order by created_at limit 1),
      rows as (
        select g,
               case when (hashint4(g) & 1023) < 614
                    then 1 + (abs(hashint4(g * 7)) % cities.featured_count)
                    else 1 + cities.featured_count + (abs(hashint4(g * 7)) % (cities.total - cities.featured_count)) end as city_index,
               (${literal(words)})[1 + abs(hashint4(g * 3)) % ${words.length}] || ' ' || (${literal(kinds)})[1 + abs(hashint4(g * 5)) % ${kinds.length}] as base_name,
               (${literal(types)})[1 + abs(hashint4(g * 11)) % ${types.length}] as kind,
               (${literal(descriptions)})[1 + abs(hashint4(g * 23)) % ${descriptions.length}] as description
        from generate_series(1, $1::int) g, cities
      )
      select owner.id, cities.codes[city_index], cities.ids[city_index], base_name || ' ' || g, description, kind::hotel_type,
             (20 + abs(hashint4(g * 13)) % 31) / 10.0, (20 + abs(hashint4(g * 17)) % 980) * 100 + 99,
             '/media/hotels/0' || (1 + g % 8) || '.svg', abs(hashint4(g * 19)) % 1000,
             lower(base_name || ' ' || g || ' ' || cities.names[city_index] || ' ' || kind)
      from rows, cities, owner`,
      [count],
    );
    await client.query('commit');
    // As autovacuum would in production: fresh statistics and a visibility map for index-only counts and searches.
    await client.query('vacuum analyze hotel');
    await client.query('vacuum analyze listing_search_term');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

export async function hotelCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from hotel');
    return rows[0].n;
  } finally {
    await client.end();
  }
}
