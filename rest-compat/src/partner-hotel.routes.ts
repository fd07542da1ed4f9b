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
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type RouteDeps, route } from './route-deps.js';

const roomStatus = z.enum(['active', 'inactive']);

/** A room type in the legacy snake_case shape. */
function legacyRoom(room: HotelRoomType) {
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

function legacyHotel(hotel: Hotel) {
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

export function partnerHotelRoutes(app: FastifyInstance, deps: RouteDeps) {
  const signedIn = { signedIn: true };

  route(app, deps, 'GET', '/manager/rooms', async (ctx, { query }) => ({ data: await rooms(ctx, query) }), {
    ...signedIn,
    query: z.object({ q: optionalText(100), status: roomStatus.nullish() }),
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
    { ...signedIn, body: roomBody },
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
    { ...signedIn, body: roomChanges, params: roomId },
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
    { ...signedIn, params: roomId },
  );

  route(app, deps, 'GET', '/manager/hotels', async (ctx) => ({ data: (await ctx.services.hotelPartner.hotels(ctx)).map(legacyHotel) }), signedIn);
}
