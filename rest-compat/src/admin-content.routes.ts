// Spec §7 'Admin' content paths: CRUD on /admin/{hotels|restaurants|tours|transport|nightlife} (and
// /admin/leisure), `PUT {active}`, each listing's bookings, and every 'Generic status update' variant the
// old admin client tried, all read by one parser (listing-status.ts) into one status service.
import {
  type AdminListing,
  type AdminListingKind,
  adminListingView,
  backOfficeViewer,
  BookingStatus,
  decimal,
  IMAGE_TOO_LARGE,
  kindSegments,
  LISTING_IMAGE_MAX_BYTES,
  type ListingFields,
  listingFieldsSchema,
  type ParsedListingFields,
  optionalSingleLine,
  optionalText,
  parseInput,
  readStatusRequest,
  type ApiContext,
  type StatusPath,
  statusFlags,
  wholeNumber,
} from '../../server/src/index.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminBookingSchema, legacyAdminBooking } from './admin-shapes.js';
import { dollars } from './listing-params.js';
import { flagParam, queryString, textParam } from './query-params.js';
import { type LegacyNames, type RouteDeps, route, sendNumberedPage, withCommand } from './route-deps.js';
import { uploadedImage } from './uploaded-image.js';

const adminListingSchema = z
  .object({
    id: z.number(),
    kind: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    country_code: z.string(),
    city_id: z.number(),
    city: z.string().nullable(),
    image_path: z.string().nullable(),
    type: z.string().nullable(),
    price: z.number().meta({ description: 'In US dollars.' }),
    active: z.boolean(),
    is_active: z.boolean(),
    status: z.enum(['active', 'inactive']),
    owner_id: z.string().nullable(),
    owner_email: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminListing', description: 'A listing of any kind, with every status spelling the old client read.' });

/** Spec §3-style snake_case listing, with every status spelling the old client read. */
export function legacyAdminListing(listing: AdminListing): z.output<typeof adminListingSchema> {
  return {
    id: listing.id,
    kind: listing.kind,
    name: listing.name,
    description: listing.description,
    country_code: listing.countryCode,
    city_id: listing.cityId,
    city: listing.cityName,
    image_path: listing.imagePath,
    type: listing.type,
    price: dollars(listing.price.minor),
    active: listing.active,
    is_active: listing.active,
    status: listing.active ? 'active' : 'inactive',
    owner_id: listing.owner.id,
    owner_email: listing.owner.email,
    created_at: listing.createdAt.toISOString(),
  };
}

const number = decimal(-1e9, 1e9).optional();
const whole = wholeNumber(-1e9, 1e9).optional();

/**
 * A listing's fields in legacy names. Unknown fields are dropped, not refused: the client's last resort
 * fetched the item and PUT it back whole with a status flag.
 */
const listingBody = z
  .object({
    name: optionalSingleLine(200),
    description: optionalText(4000),
    country: optionalText(80),
    country_code: optionalText(80),
    city_id: whole,
    owner_id: optionalText(40),
    price: number,
    price_per_night: number,
    base_price: number,
    average_price: number,
    entry_price: number,
    price_per_day: number,
    image_path: optionalText(300),
    type: optionalText(40),
    category: optionalText(40),
    cuisine: optionalText(40),
    stars: number,
    duration_days: whole,
    capacity: whole,
    price_level: whole,
    open_time: optionalText(8),
    close_time: optionalText(8),
  })
  .nullish();

type ListingBody = NonNullable<z.output<typeof listingBody>>;

const hhmm = (value: string | null | undefined) => value?.slice(0, 5);

function listingFields(body: ListingBody | null | undefined): ListingFields {
  if (!body) return {};
  const price = body.price ?? body.price_per_night ?? body.base_price ?? body.average_price ?? body.entry_price ?? body.price_per_day;
  const fields: ListingFields = {
    name: body.name,
    description: body.description,
    countryCode: body.country_code ?? body.country,
    cityId: body.city_id,
    ownerId: body.owner_id,
    price,
    imagePath: body.image_path,
    type: body.type ?? body.category ?? body.cuisine,
    stars: body.stars,
    durationDays: body.duration_days,
    capacity: body.capacity,
    priceLevel: body.price_level,
    openTime: hhmm(body.open_time),
    closeTime: hhmm(body.close_time),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null));
}

/** The GraphQL field names the service reports, in the legacy body's names. */
const legacyFields: LegacyNames<ParsedListingFields> = {
  countryCode: 'country_code',
  cityId: 'city_id',
  ownerId: 'owner_id',
  imagePath: 'image_path',
  durationDays: 'duration_days',
  priceLevel: 'price_level',
  openTime: 'open_time',
  closeTime: 'close_time',
};

const idParams = z.object({ id: z.string().max(20) });
const listQuery = queryString({
  q: textParam(120),
  active: flagParam,
  owner_id: textParam(40),
  page: wholeNumber(1, 10_000).optional(),
  limit: wholeNumber(1, 100).optional(),
});
const bookingsQuery = queryString({
  status: z.enum(BookingStatus).optional(),
  from: textParam(10),
  to: textParam(10),
  page: wholeNumber(1, 10_000).optional(),
  limit: wholeNumber(1, 100).optional(),
});

const view = (ctx: ApiContext, kind: AdminListingKind, listing: Parameters<typeof adminListingView>[2]) =>
  legacyAdminListing(adminListingView(ctx.services.countries, kind, listing));

export function adminContentRoutes(app: FastifyInstance, deps: RouteDeps) {
  const backOffice = { signedIn: true, guard: backOfficeViewer };

  for (const [segment, kind] of Object.entries(kindSegments())) {
    const base = `/admin/${segment}`;

    route(
      app,
      deps,
      'GET',
      base,
      async (ctx, { query }, _request, reply) => {
        const page = await ctx.services.adminListings.list(ctx, kind, {
          q: query.q,
          active: query.active,
          ownerId: query.owner_id,
          page: query.page,
          size: query.limit,
        });
        return sendNumberedPage(
          reply,
          page,
          page.nodes.map((listing) => view(ctx, kind, listing)),
        );
      },
      { ...backOffice, query: listQuery, answer: { schema: z.array(adminListingSchema), paged: true } },
    );

    route(
      app,
      deps,
      'POST',
      base,
      async (ctx, { body }, _request, reply) => {
        const created = await withCommand(listingFieldsSchema, listingFields(body), legacyFields, (fields) =>
          ctx.services.adminListings.create(ctx, kind, fields),
        );
        reply.code(201);
        return view(ctx, kind, created);
      },
      { ...backOffice, body: listingBody, answer: { status: 201, schema: adminListingSchema } },
    );

    route(app, deps, 'GET', `${base}/:id`, async (ctx, { params }) => view(ctx, kind, await ctx.services.adminListings.get(ctx, kind, params.id)), {
      ...backOffice,
      params: idParams,
      answer: { schema: adminListingSchema },
    });

    // PUT and PATCH on the item: a change of fields, a status flag (`PUT {active}`), or both at once.
    for (const method of ['PUT', 'PATCH'] as const) {
      route(
        app,
        deps,
        method,
        `${base}/:id`,
        async (ctx, { body, params }, request) => {
          const active = readStatusRequest('item', parseInput(statusFlags, request.body));
          const fields = listingFields(body);
          const listing = Object.keys(fields).length
            ? await withCommand(listingFieldsSchema, fields, legacyFields, (changes) =>
                ctx.services.adminListings.update(ctx, kind, params.id, changes, active),
              )
            : active === undefined
              ? await ctx.services.adminListings.get(ctx, kind, params.id)
              : await ctx.services.adminListings.setActive(ctx, kind, params.id, active);
          return view(ctx, kind, listing);
        },
        { ...backOffice, params: idParams, body: listingBody, answer: { schema: adminListingSchema } },
      );
    }

    // POST on the item and every method on /status, /ban and /unban: status changes only.
    const statusPaths: Array<[string, StatusPath, ReadonlyArray<'PUT' | 'PATCH' | 'POST'>]> = [
      [`${base}/:id`, 'status', ['POST']],
      [`${base}/:id/status`, 'status', ['PUT', 'PATCH', 'POST']],
      [`${base}/:id/ban`, 'ban', ['PUT', 'PATCH', 'POST']],
      [`${base}/:id/unban`, 'unban', ['PUT', 'PATCH', 'POST']],
    ];
    for (const [path, statusPath, methods] of statusPaths) {
      for (const method of methods) {
        route(
          app,
          deps,
          method,
          path,
          async (ctx, { params }, request) => {
            const active = readStatusRequest(statusPath, parseInput(statusFlags, request.body)) as boolean;
            return view(ctx, kind, await ctx.services.adminListings.setActive(ctx, kind, params.id, active));
          },
          { ...backOffice, params: idParams, documentedBody: statusFlags, answer: { schema: adminListingSchema } },
        );
      }
    }

    route(
      app,
      deps,
      'DELETE',
      `${base}/:id`,
      async (ctx, { params }) => {
        const { id } = await ctx.services.adminListings.remove(ctx, kind, params.id);
        return { message: 'Deleted', id };
      },
      { ...backOffice, params: idParams, answer: { schema: z.object({ message: z.string(), id: z.number() }) } },
    );

    route(
      app,
      deps,
      'GET',
      `${base}/:id/bookings`,
      async (ctx, { params, query }, _request, reply) => {
        const page = await ctx.services.adminBookings.ofListing(ctx, kind, params.id, {
          status: query.status,
          from: query.from,
          to: query.to,
          page: query.page,
          size: query.limit,
        });
        return sendNumberedPage(reply, page, page.nodes.map(legacyAdminBooking));
      },
      { ...backOffice, params: idParams, query: bookingsQuery, answer: { schema: z.array(adminBookingSchema), paged: true } },
    );

    route(
      app,
      deps,
      'POST',
      `${base}/:id/image`,
      async (ctx, { params }, request, reply) => {
        const bytes = await uploadedImage(request, reply, 'image', IMAGE_TOO_LARGE);
        return view(ctx, kind, await ctx.services.adminListings.setImage(ctx, kind, params.id, bytes));
      },
      {
        ...backOffice,
        params: idParams,
        answer: { schema: adminListingSchema },
        maxBody: { bytes: LISTING_IMAGE_MAX_BYTES + 64 * 1024, field: 'image', message: IMAGE_TOO_LARGE },
      },
    );
  }
}
