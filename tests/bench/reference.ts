// The best peer the API is measured against: the country page's query served by Mercurius with graphql-jit (the
// fastest GraphQL stack in Node), over the same SQL the API sent for it, with a schema of just what the query reads.
// Its resolvers do what ours do for these fields (money from minor units, the city and "City, Country" from a map read
// at start, the image's absolute URL), so the distance between the two is the cost of our stack, not of our SQL.
import Fastify, { type FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type pg from 'pg';
import type { RecordedStatement } from './statements.js';

const schema = /* GraphQL */ `
  enum HotelSort { RELEVANCE PRICE_ASC PRICE_DESC STARS_DESC }
  enum HotelType { LUXURY BOUTIQUE SAFARI ECO APARTMENT GUESTHOUSE }
  input HotelFilter { q: String cityId: ID type: HotelType minStars: Float maxStars: Float minPrice: Float maxPrice: Float }
  input PageInput { page: Int size: Int after: String }
  type Money { minor: Int! amount: Float! currency: String! }
  type City { id: ID! name: String! }
  type PageInfo { page: Int pageSize: Int! totalPages: Int! hasNextPage: Boolean! hasPreviousPage: Boolean! endCursor: String }
  type Hotel { id: ID! name: String! type: HotelType! stars: Float! location: String! imageUrl: String! pricePerNight: Money! city: City! }
  type HotelConnection { nodes: [Hotel!]! totalCount: Int! totalCountCapped: Boolean! pageInfo: PageInfo! }
  type Query { hotels(country: String!, filter: HotelFilter, sort: HotelSort = RELEVANCE, paging: PageInput): HotelConnection! }
`;

/** A hotel row as pg returns it for the recorded statement (column names). */
interface HotelRow {
  id: number;
  name: string;
  type: string;
  stars: number;
  currency: string;
  image_path: string;
  city_id: number;
  country_code: string;
  price_per_night_minor: number;
  listTotal?: number;
}

/** Mercurius on Fastify, answering `hotels` with the rows of the recorded statements run through `pool`. */
export async function startReference(
  pool: pg.Pool,
  statements: RecordedStatement[],
  publicApiUrl: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const cities = new Map((await pool.query<{ id: number; name: string }>('select id, name from city')).rows.map((city) => [city.id, city]));
  const countries = new Map((await pool.query<{ code: string; name: string }>('select code, name from country')).rows.map((row) => [row.code, row.name]));
  const app: FastifyInstance = Fastify();
  await app.register(mercurius, {
    schema,
    jit: 1,
    resolvers: {
      Query: {
        async hotels(_root: unknown, args: { paging?: { page?: number; size?: number } }) {
          let rows: HotelRow[] = [];
          for (const statement of statements) rows = (await pool.query<HotelRow>(statement.text, statement.values)).rows;
          const page = args.paging?.page ?? 1;
          const size = args.paging?.size ?? 20;
          const totalCount = Number(rows[0]?.listTotal ?? 0);
          return {
            nodes: rows,
            totalCount,
            totalCountCapped: false,
            pageInfo: {
              page,
              pageSize: size,
              totalPages: Math.ceil(totalCount / size),
              hasNextPage: page * size < totalCount,
              hasPreviousPage: page > 1,
              endCursor: null,
            },
          };
        },
      },
      Hotel: {
        type: (hotel: HotelRow) => hotel.type.toUpperCase(),
        imageUrl: (hotel: HotelRow) => `${publicApiUrl}${hotel.image_path}`,
        pricePerNight: (hotel: HotelRow) => ({ minor: hotel.price_per_night_minor, amount: hotel.price_per_night_minor / 100, currency: hotel.currency }),
        city: (hotel: HotelRow) => cities.get(hotel.city_id),
        location: (hotel: HotelRow) => `${cities.get(hotel.city_id)?.name}, ${countries.get(hotel.country_code)}`,
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/graphql`, close: () => app.close() };
}
