// The legacy routes every listing kind has, from one description per kind: the list with its query
// string, the detail, and the /countries and /cities lookups (spec §7). A kind's route file says only
// its paths, its own filter parameters and its legacy field names.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommonListingFilter, ListingArgs, ListingRowBase, Page, ApiContext, Services } from '../../server/src/index.js';
import { listingTextsIn } from '../../server/src/index.js';
import { type CommonListQuery, commonListParams, countryAndCityRoutes, legacyPlace, listQuery } from './listing-params.js';
import { idParams, priceParam } from './query-params.js';
import { type RouteDeps, publicGet, sendPage } from './route-deps.js';

interface ListingReads<Row, Filter, Sort> {
  list(ctx: ApiContext, args: ListingArgs<Filter, Sort>): Promise<Page<Row>>;
  byIdOrFail(ctx: ApiContext, id: string): Promise<Row>;
  countryCodes(ctx: ApiContext): Promise<string[]>;
}

/** The legacy price range parameters, for the kinds whose lists filter by price. */
export const priceParams = { min_price: priceParam, max_price: priceParam };

/** Spec §3 fields every listing kind shares. */
const listingBase = {
  id: z.number(),
  name: z.string(),
  location: z.string().meta({ description: '"City, Country".' }),
  city: z.string().nullable(),
  country: z.string(),
  image_path: z.string().nullable().meta({ description: 'The picture, under the API origin.' }),
  description: z.string().nullable(),
};

export interface LegacyListing<
  Row extends ListingRowBase,
  Filter extends CommonListingFilter,
  Sort extends string,
  Params extends z.ZodRawShape,
  Fields extends z.ZodRawShape,
  Details extends z.ZodRawShape,
> {
  /** The kind as the OpenAPI document names its schemas (`Hotel`, `HotelDetail`). */
  schemaName: string;
  /** The list path (`/hotels`); the detail is `{list}/:id`. */
  list: string;
  /** Where `/countries` and `/cities` hang (`/nightlife` for `/api/nightlife`); the list path by default. */
  lookups?: string;
  service: (services: Services) => ListingReads<Row, Filter, Sort>;
  /** The kind's own query parameters, beside country, city, q, sort and paging. */
  params: Params;
  /** The kind's filter from its parameters (q and the city are added). */
  filter: (query: z.output<z.ZodObject<Params>>) => Omit<Filter, 'q' | 'cityId'>;
  /** The kind's legacy fields, beside id, name, location, city, country, image_path and description: their schemas and their values. */
  fieldsShape: Fields;
  fields: (ctx: ApiContext, row: Row) => z.output<z.ZodObject<Fields>>;
  /** What the detail adds to the list's shape. */
  detailsShape?: Details;
  details?: (ctx: ApiContext, row: Row) => Promise<z.output<z.ZodObject<Details>>> | z.output<z.ZodObject<Details>>;
}

/** Spec §3 legacy shape of a listing: the shared fields and the kind's own. */
function legacyShape<Row extends ListingRowBase>(ctx: ApiContext, row: Row, fields: (ctx: ApiContext, row: Row) => Record<string, unknown>) {
  // The texts in the reader's language where the partner wrote them in it, in the shape the legacy clients know.
  const { texts } = listingTextsIn(row, ctx.language);
  return { id: row.id, name: texts.name, ...legacyPlace(ctx, row), image_path: row.imagePath, ...fields(ctx, row), description: texts.description };
}

export function listingRoutes<
  Row extends ListingRowBase,
  Filter extends CommonListingFilter,
  Sort extends string,
  Params extends z.ZodRawShape,
  Fields extends z.ZodRawShape,
  Details extends z.ZodRawShape = Record<never, z.ZodType>,
>(app: FastifyInstance, deps: RouteDeps, kind: LegacyListing<Row, Filter, Sort, Params, Fields, Details>) {
  const query = listQuery(kind.params);
  const rowSchema = z.object({ ...listingBase, ...kind.fieldsShape }).meta({ id: kind.schemaName });
  const detailSchema = z.object({ ...listingBase, ...kind.fieldsShape, ...kind.detailsShape }).meta({ id: `${kind.schemaName}Detail` });
  publicGet(
    app,
    deps,
    kind.list,
    async (ctx, input, _request, reply) => {
      const common = commonListParams(ctx, input.query as CommonListQuery);
      const filter = { ...kind.filter(input.query as z.output<z.ZodObject<Params>>), q: common.q, cityId: common.cityId } as Filter;
      // An unknown sort is the client's mistake: the service answers it with a 400 naming the sorts.
      const page = await kind
        .service(ctx.services)
        .list(ctx, { country: common.country, sort: common.sort as Sort | undefined, paging: common.paging, filter });
      return sendPage(
        reply,
        page,
        page.nodes.map((row) => legacyShape(ctx, row, kind.fields)),
      );
    },
    { query, answer: { schema: z.array(rowSchema), paged: true } },
  );

  publicGet(
    app,
    deps,
    `${kind.list}/:id`,
    async (ctx, { params }) => {
      const row = await kind.service(ctx.services).byIdOrFail(ctx, params.id);
      return { ...legacyShape(ctx, row, kind.fields), ...(await kind.details?.(ctx, row)) };
    },
    { params: idParams, answer: { schema: detailSchema } },
  );

  countryAndCityRoutes(app, deps, kind.lookups ?? kind.list, (ctx) => kind.service(ctx.services).countryCodes(ctx));
}
