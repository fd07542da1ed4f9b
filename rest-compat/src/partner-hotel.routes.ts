// Spec §7 'Manager': GET and POST /manager/rooms (filters q, status); PUT and DELETE /manager/rooms/{id};
// GET /manager/hotels. The hotel manager's own rooms and hotels only, through HotelPartnerService.
import {
  decimal,
  type Hotel,
  hotelPartnerSchemas,
  type HotelRoomType,
  optionalSingleLine,
  optionalText,
  parseInput,
  type ApiContext,
  singleLine,
  wholeNumber,
} from '../../server/src/index.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../shared/src/spec-constants.js';
import { pagingParams } from './query-params.js';
import { type RouteDeps, route, sendNumberedPage } from './route-deps.js';

const roomStatus = z.enum(['active', 'inactive']);

const roomSchema = z
  .object({
    id: z.number(),
    hotel_id: z.number(),
    name: z.string(),
    units: z.number(),
    max_guests: z.number(),
    price_per_night: z.number().meta({ description: 'In US dollars.' }),
    status: roomStatus,
  })
  .meta({ id: 'ManagerRoom', description: "A room type of the manager's hotel." });

const managerHotelSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    location: z.string(),
    stars: z.number(),
    image_path: z.string().nullable(),
    price_per_night: z.number(),
    status: roomStatus,
  })
  .meta({ id: 'ManagerHotel' });

/** A room type in the legacy snake_case shape. */
function legacyRoom(room: HotelRoomType): z.output<typeof roomSchema> {
  return {
    id: room.id,
    hotel_id: room.hotel.id,
    name: room.name,
    units: room.units,
    max_guests: room.maxGuests,
    price_per_night: room.pricePerNightMinor / 100,
    status: room.active ? 'active' : 'inactive',
  };
}

function legacyHotel(hotel: Hotel): z.output<typeof managerHotelSchema> {
  return {
    id: hotel.id,
    name: hotel.name,
    location: hotel.city.name ? `${hotel.city.name}, ${hotel.country.name}` : hotel.country.name,
    stars: hotel.stars,
    image_path: hotel.imagePath,
    price_per_night: hotel.pricePerNightMinor / 100,
    status: hotel.active ? 'active' : 'inactive',
  };
}

const roomBody = z
  .object({
    hotel_id: wholeNumber(1, 2_147_483_647),
    name: singleLine(120),
    units: wholeNumber(1, 1000),
    max_guests: wholeNumber(1, 40),
    price_per_night: decimal(0, 100_000),
    status: roomStatus.nullish(),
  })
  .strict();

const roomChanges = z
  .object({
    name: optionalSingleLine(120),
    units: wholeNumber(1, 1000).nullish(),
    max_guests: wholeNumber(1, 40).nullish(),
    price_per_night: decimal(0, 100_000).nullish(),
    status: roomStatus.nullish(),
  })
  .strict();

const roomId = z.object({ id: wholeNumber(1, 2_147_483_647) });

async function rooms(ctx: ApiContext, filter: { q?: string | null; status?: 'active' | 'inactive' | null }) {
  return (await ctx.services.hotelPartner.roomTypes(ctx, parseInput(hotelPartnerSchemas.roomFilter, { q: filter.q, status: filter.status }))).map(legacyRoom);
}

/**
 * A manager list keeps its `data` envelope (the hotel manager's screens read it) and, like every other legacy list,
 * takes `page` and `limit` (or `page_size`) and tells its totals in X-Total-Count, X-Page and X-Page-Size. Without
 * paging it answers every row, as it always has. A manager's own rooms and hotels are few enough to page in memory.
 */
function managerPage<T>(reply: FastifyReply, rows: T[], query: { page?: number; limit?: number; page_size?: number }) {
  const pageSize = query.limit ?? query.page_size ?? (query.page ? DEFAULT_PAGE_SIZE : Math.max(rows.length, 1));
  const page = query.page ?? 1;
  return { data: sendNumberedPage(reply, { totalCount: rows.length, page, pageSize }, rows.slice((page - 1) * pageSize, page * pageSize)) };
}

const managerPaging = z.object(pagingParams);

export function partnerHotelRoutes(app: FastifyInstance, deps: RouteDeps) {
  const signedIn = { signedIn: true };
  // The manager's answers wrap rows in `data` (lists and single rooms alike), as the hotel manager's screens read them.
  const oneRoom = z.object({ message: z.string(), data: roomSchema });

  route(app, deps, 'GET', '/manager/rooms', async (ctx, { query }, _request, reply) => managerPage(reply, await rooms(ctx, query), query), {
    ...signedIn,
    answer: { schema: z.object({ data: z.array(roomSchema) }), paged: true },
    summary: 'The room types of your hotels, in `data`; every row unless `page` or `limit` is given.',
    query: managerPaging.extend({ q: optionalText(100), status: roomStatus.nullish() }),
  });

  route(
    app,
    deps,
    'POST',
    '/manager/rooms',
    async (ctx, { body }, _request, reply) => {
      const room = await ctx.services.hotelPartner.roomTypeCreate(
        ctx,
        parseInput(hotelPartnerSchemas.roomCreate, {
          hotelId: body.hotel_id,
          name: body.name,
          units: body.units,
          maxGuests: body.max_guests,
          price: body.price_per_night,
          active: body.status ? body.status === 'active' : null,
        }),
      );
      reply.code(201);
      return { message: 'Room created', data: legacyRoom(room) };
    },
    { ...signedIn, answer: { status: 201, schema: oneRoom }, body: roomBody },
  );

  route(
    app,
    deps,
    'PUT',
    '/manager/rooms/:id',
    async (ctx, { body, params }) => {
      const room = await ctx.services.hotelPartner.roomTypeUpdate(
        ctx,
        params.id,
        parseInput(hotelPartnerSchemas.roomUpdate, {
          name: body.name,
          units: body.units,
          maxGuests: body.max_guests,
          price: body.price_per_night,
          active: body.status ? body.status === 'active' : null,
        }),
      );
      return { message: 'Room updated', data: legacyRoom(room) };
    },
    { ...signedIn, answer: { schema: oneRoom }, body: roomChanges, params: roomId },
  );

  route(
    app,
    deps,
    'DELETE',
    '/manager/rooms/:id',
    async (ctx, { params }) => {
      const id = await ctx.services.hotelPartner.roomTypeDelete(ctx, params.id);
      return { message: 'Room deleted', id };
    },
    { ...signedIn, answer: { schema: z.object({ message: z.string(), id: z.number() }) }, params: roomId },
  );

  route(
    app,
    deps,
    'GET',
    '/manager/hotels',
    async (ctx, { query }, _request, reply) => managerPage(reply, (await ctx.services.hotelPartner.hotels(ctx)).map(legacyHotel), query),
    {
      ...signedIn,
      answer: { schema: z.object({ data: z.array(managerHotelSchema) }), paged: true },
      summary: 'Your hotels, in `data`; every row unless `page` or `limit` is given.',
      query: managerPaging,
    },
  );
}
