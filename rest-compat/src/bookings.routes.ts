// Spec §7 booking paths over the booking service: the legacy reservation posts, restaurant availability and the
// user's bookings. The Idempotency-Key header makes a retried post return the first answer.
import {
  availabilitySchemas,
  type Booking,
  BookingLifecycle,
  BookingType,
  lifecycleOf,
  optionalSingleLine,
  optionalText,
  parseInput,
  PaymentMethod,
  PriceLineKind,
  priceLinesOf,
  readCreateBooking,
  TAXES_AND_FEES_PERCENT,
  readModifyBooking,
  type ApiContext,
  text,
  wholeNumber,
} from '../../server/src/index.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dollars } from './listing-params.js';
import { fromLocalRecord, isLocalRecord } from './local-booking-records.js';
import { idParams } from './query-params.js';
import { type RouteDeps, route, withCommand, withLegacyField } from './route-deps.js';

const id = wholeNumber(1, 2_147_483_647);
const count = (max: number) => wholeNumber(0, max).nullish();

/** Spec §3 reservation payload. */
const reservationBody = z.object({
  restaurant_id: id,
  name: optionalSingleLine(120),
  party_size: count(1000),
  date: optionalText(10),
  time: optionalText(5),
  phone: optionalText(40),
  email: optionalText(254),
  seating_preference: optionalText(20),
  occasion: optionalText(20),
  special_requests: optionalText(1000),
  table_id: id.nullish(),
});

/** Spec §3 leisure table payload: booking_date is the date and time joined by a space. */
const leisureBody = z.object({
  nightlife_id: id,
  customer_name: optionalSingleLine(120),
  customer_email: optionalText(254),
  booking_date: optionalText(16),
  guests: count(1000),
  special_requests: optionalText(1000),
});

const legacyTypes = {
  tour: BookingType.TOUR,
  restaurant: BookingType.RESTAURANT,
  hotel: BookingType.HOTEL,
  transport: BookingType.TRANSPORT,
  nightlife: BookingType.LEISURE,
} as const;

/** A user booking of any type (spec §7 POST /api/user/bookings): the spec's booking fields plus what each type needs. */
const userBookingBody = z.object({
  booking_type: z.enum(Object.keys(legacyTypes) as [keyof typeof legacyTypes, ...Array<keyof typeof legacyTypes>]),
  service_id: id,
  booking_date: optionalText(16),
  end_date: optionalText(10),
  time: optionalText(5),
  party_size: count(1000),
  guests: count(1000),
  rooms: count(100),
  room_type_id: id.nullish(),
  table_id: id.nullish(),
  addons: z.union([z.array(text(40)).max(10), text(200)]).nullish(),
  special_requests: optionalText(1000),
  name: optionalSingleLine(120),
  phone: optionalText(40),
  payment_method: z.enum(PaymentMethod).nullish(),
  card_number: optionalText(30),
});

const idempotencyKey = (request: FastifyRequest) => {
  const header = request.headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
};

const splitDateTime = (value: string | null | undefined) => {
  const [date, time] = (value ?? '').trim().split(/[ T]/);
  return { date: date || null, time: time?.slice(0, 5) || null };
};

/** Spec §3 booking_type of a kind of booking (leisure is "nightlife"). */
export const legacyTypeName = (kind: BookingType) => (Object.entries(legacyTypes).find(([, value]) => value === kind)?.[0] ?? kind) as string;

/** One line of what a booking charged; the lines add up to total_price exactly. */
const lineItemSchema = z
  .object({
    kind: z.enum(PriceLineKind).meta({ description: 'ROOM_NIGHTS, PER_PERSON, ADD_ON, VEHICLE_DAYS, PRE_ORDER, RESERVATION, TAXES_AND_FEES or BOOKED.' }),
    name: z.string().meta({ description: 'The room type, tour, add-on, vehicle, venue or dish as its partner named it.' }),
    code: z.string().nullable().meta({ description: 'A stable id to translate the name by (a tour add-on: photo, spa...).' }),
    quantity: z.number().int().meta({ description: 'Rooms, people or vehicles.' }),
    per: z.number().int().meta({ description: 'Nights or days it repeats for; 1 otherwise.' }),
    unit_price: z.number().meta({ description: 'In US dollars: one night, person or day; for TAXES_AND_FEES, the amount.' }),
    percent: z.number().int().nullable().meta({ description: 'TAXES_AND_FEES: the percent of the lines before it.' }),
    amount: z.number().meta({ description: 'In US dollars: quantity × per × unit_price.' }),
  })
  .meta({ id: 'BookingLineItem' });

/** Spec §3 user booking. */
export const legacyBookingSchema = z
  .object({
    id: z.string(),
    booking_reference: z.string(),
    booking_type: z.string().meta({ description: 'tour, restaurant, hotel, transport or nightlife.' }),
    service_name: z.string(),
    service_id: z.number(),
    location: z.string(),
    city: z.string().nullable(),
    booking_date: z.string().meta({ description: 'YYYY-MM-DD, with " HH:MM" for a table or a venue.' }),
    end_date: z.string().nullable(),
    created_at: z.string(),
    status: z.enum(BookingLifecycle),
    total_price: z.number().meta({ description: 'In US dollars.' }),
    payment_status: z.string(),
    party_size: z.number().nullable(),
    hold_expires_at: z.string().nullable(),
    line_items: z.array(lineItemSchema).meta({ description: 'What total_price is made of: base lines, then the 10 % taxes and fees.' }),
  })
  .meta({ id: 'Booking', description: 'Spec §3 user booking, with the price line by line.' });

/** Spec §3 user booking fields. */
export function legacyBooking(booking: Booking): z.output<typeof legacyBookingSchema> {
  const type = legacyTypeName(booking.type);
  return {
    id: booking.id,
    booking_reference: booking.reference,
    booking_type: type,
    service_name: booking.listingName,
    service_id: booking.listingId,
    location: booking.location,
    city: booking.city,
    booking_date: booking.startTime ? `${booking.startDate} ${booking.startTime}` : booking.startDate,
    end_date: booking.endDate,
    created_at: booking.createdAt.toISOString(),
    status: lifecycleOf(booking),
    total_price: dollars(booking.totalMinor),
    payment_status: booking.paymentStatus,
    party_size: booking.partySize,
    hold_expires_at: booking.holdExpiresAt?.toISOString() ?? null,
    line_items: priceLinesOf(booking).map((line) => ({
      kind: line.kind,
      name: line.name,
      code: line.code,
      quantity: line.quantity,
      per: line.per,
      unit_price: dollars(line.unitMinor),
      percent: line.kind === PriceLineKind.TAXES_AND_FEES ? TAXES_AND_FEES_PERCENT : null,
      amount: dollars(line.amountMinor),
    })),
  };
}

function userBookingDetails(body: z.output<typeof userBookingBody>) {
  const { date, time } = splitDateTime(body.booking_date);
  const party = body.party_size ?? body.guests;
  const addOns =
    typeof body.addons === 'string'
      ? body.addons
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean)
      : body.addons;
  switch (legacyTypes[body.booking_type]) {
    case BookingType.HOTEL:
      return {
        hotel: { hotelId: body.service_id, checkIn: date, checkOut: body.end_date, rooms: body.rooms ?? 1, guests: party ?? 2, roomTypeId: body.room_type_id },
      };
    case BookingType.TOUR:
      return { tour: { tourId: body.service_id, date, partySize: party, addOns } };
    case BookingType.RESTAURANT:
      return {
        restaurant: {
          restaurantId: body.service_id,
          date,
          time: body.time ?? time,
          partySize: party,
          tableId: body.table_id,
          specialRequests: body.special_requests,
        },
      };
    case BookingType.LEISURE:
      return { leisure: { venueId: body.service_id, date, time: body.time ?? time, guests: party ?? 2, specialRequests: body.special_requests } };
    case BookingType.TRANSPORT:
      return { ride: { serviceId: body.service_id, pickupDate: date, returnDate: body.end_date, passengers: party ?? 1 } };
  }
}

const userBookingFields: Record<string, string> = {
  'hotel.checkIn': 'booking_date',
  'hotel.checkOut': 'end_date',
  'hotel.rooms': 'rooms',
  'hotel.guests': 'guests',
  'hotel.hotelId': 'service_id',
  'hotel.roomTypeId': 'room_type_id',
  'tour.date': 'booking_date',
  'tour.partySize': 'party_size',
  'tour.addOns': 'addons',
  'tour.tourId': 'service_id',
  'restaurant.date': 'booking_date',
  'restaurant.time': 'time',
  'restaurant.partySize': 'party_size',
  'restaurant.tableId': 'table_id',
  'restaurant.restaurantId': 'service_id',
  'leisure.date': 'booking_date',
  'leisure.time': 'booking_date',
  'leisure.guests': 'guests',
  'leisure.venueId': 'service_id',
  'ride.pickupDate': 'booking_date',
  'ride.returnDate': 'end_date',
  'ride.passengers': 'party_size',
  'ride.serviceId': 'service_id',
  'payment.cardNumber': 'card_number',
  'payment.method': 'payment_method',
};

const reservationFields: Record<string, string> = {
  'restaurant.restaurantId': 'restaurant_id',
  'restaurant.date': 'date',
  'restaurant.time': 'time',
  'restaurant.partySize': 'party_size',
  'restaurant.tableId': 'table_id',
  'restaurant.seatingPreference': 'seating_preference',
  'restaurant.occasion': 'occasion',
  'restaurant.specialRequests': 'special_requests',
  'contact.name': 'name',
  'contact.email': 'email',
  'contact.phone': 'phone',
};

const leisureFields: Record<string, string> = {
  'leisure.venueId': 'nightlife_id',
  'leisure.date': 'booking_date',
  'leisure.time': 'booking_date',
  'leisure.guests': 'guests',
  'leisure.specialRequests': 'special_requests',
  'contact.name': 'customer_name',
  'contact.email': 'customer_email',
};

const bookingFilterQuery = z.object({
  status: z.enum(BookingLifecycle).nullish(),
  type: z.enum(Object.keys(legacyTypes) as [keyof typeof legacyTypes, ...Array<keyof typeof legacyTypes>]).nullish(),
});

/** A modification: the spec §3 user booking fields that may change. */
const modifyBody = z.object({
  booking_date: optionalText(16),
  end_date: optionalText(10),
  time: optionalText(5),
  party_size: count(60),
  guests: count(60),
  rooms: count(10),
});

const modifyFields: Record<string, string> = {
  'change.startDate': 'booking_date',
  'change.endDate': 'end_date',
  'change.time': 'time',
  'change.partySize': 'party_size',
  'change.rooms': 'rooms',
  change: 'booking_date',
};

const created = (reply: { code: (status: number) => unknown }) => reply.code(201);

export function bookingRoutes(app: FastifyInstance, deps: RouteDeps) {
  route(
    app,
    deps,
    'POST',
    '/restaurants/book',
    async (ctx, { body }, request, reply) => {
      const booking = await withLegacyField(reservationFields, () =>
        ctx.services.bookings.create(
          ctx,
          readCreateBooking({
            idempotencyKey: idempotencyKey(request),
            contact: body.name || body.email || !ctx.viewer ? { name: body.name ?? '', email: body.email, phone: body.phone } : null,
            restaurant: {
              restaurantId: body.restaurant_id,
              date: body.date,
              time: body.time,
              partySize: body.party_size,
              tableId: body.table_id,
              seatingPreference: body.seating_preference,
              occasion: body.occasion,
              specialRequests: body.special_requests,
            },
          }),
        ),
      );
      created(reply);
      return {
        booking_id: booking.id,
        booking_reference: booking.reference,
        table_id: booking.details.tableId ?? null,
        message: `Reservation confirmed! Your reference is #${booking.reference}.`,
        booking: legacyBooking(booking),
      };
    },
    {
      body: reservationBody,
      answer: {
        status: 201,
        schema: z.object({
          booking_id: z.string(),
          booking_reference: z.string(),
          table_id: z.number().nullable(),
          message: z.string(),
          booking: legacyBookingSchema,
        }),
      },
    },
  );

  route(
    app,
    deps,
    'POST',
    '/nightlife/book',
    async (ctx, { body }, request, reply) => {
      const { date, time } = splitDateTime(body.booking_date);
      const booking = await withLegacyField(leisureFields, () =>
        ctx.services.bookings.create(
          ctx,
          readCreateBooking({
            idempotencyKey: idempotencyKey(request),
            contact: body.customer_name || body.customer_email || !ctx.viewer ? { name: body.customer_name ?? '', email: body.customer_email } : null,
            leisure: { venueId: body.nightlife_id, date, time, guests: body.guests ?? 2, specialRequests: body.special_requests },
          }),
        ),
      );
      created(reply);
      return { booking_id: booking.id, booking_reference: booking.reference, message: 'Booking confirmed', booking: legacyBooking(booking) };
    },
    {
      body: leisureBody,
      answer: { status: 201, schema: z.object({ booking_id: z.string(), booking_reference: z.string(), message: z.string(), booking: legacyBookingSchema }) },
    },
  );

  route(
    app,
    deps,
    'GET',
    '/restaurants/:id/availability',
    async (ctx, { params, query }) => {
      const { occupiedTableIds } = await withCommand(
        availabilitySchemas.restaurant,
        { restaurantId: params.id, date: query.date, time: query.time },
        { restaurantId: 'id' },
        (asked) => ctx.services.availability.restaurant(ctx, asked),
      );
      return { occupied_table_ids: occupiedTableIds };
    },
    {
      params: idParams,
      query: z.object({ date: text(10), time: text(5) }),
      answer: { schema: z.object({ occupied_table_ids: z.array(z.number()) }).meta({ id: 'Availability' }) },
    },
  );

  const signedIn = { signedIn: true } as const;

  route(
    app,
    deps,
    'GET',
    '/api/user/bookings',
    async (ctx: ApiContext, { query }) =>
      (await ctx.services.bookings.mine(ctx, { status: query.status ?? null, type: query.type ? legacyTypes[query.type] : null })).map(legacyBooking),
    { ...signedIn, query: bookingFilterQuery, answer: { schema: z.array(legacyBookingSchema) } },
  );

  // Dates, rooms, party or time; a higher price is charged, a lower one refunded as the cancellation policy allows, the points follow.
  route(
    app,
    deps,
    'PUT',
    '/api/user/bookings/:id',
    async (ctx, { params, body }, request) => {
      const { reference } = await ctx.services.bookings.viewerBooking(ctx, params.id);
      const { date, time } = splitDateTime(body.booking_date);
      const booking = await withLegacyField(modifyFields, () =>
        ctx.services.bookings.modify(
          ctx,
          readModifyBooking({
            idempotencyKey: idempotencyKey(request),
            reference,
            change: { startDate: date, endDate: body.end_date, time: body.time ?? time, partySize: body.party_size ?? body.guests, rooms: body.rooms },
          }),
        ),
      );
      return legacyBooking(booking);
    },
    { ...signedIn, params: idParams, body: modifyBody, answer: { schema: legacyBookingSchema } },
  );

  route(app, deps, 'GET', '/api/user/bookings/:id', async (ctx, { params }) => legacyBooking(await ctx.services.bookings.viewerBooking(ctx, params.id)), {
    ...signedIn,
    params: idParams,
    answer: { schema: legacyBookingSchema },
  });

  // Spec §9 policy: cancelled in time, a paid booking is refunded in full.
  route(
    app,
    deps,
    'DELETE',
    '/api/user/bookings/:id',
    async (ctx, { params }) => {
      const { reference } = await ctx.services.bookings.viewerBooking(ctx, params.id);
      const booking = await ctx.services.bookings.cancel(ctx, { reference, email: null });
      const cancellation = booking.details.cancellation as { outcome: string; refundMinor: number };
      return {
        message: 'Booking cancelled',
        refund_outcome: cancellation.outcome,
        refund_amount: dollars(cancellation.refundMinor),
        booking: legacyBooking(booking),
      };
    },
    {
      ...signedIn,
      params: idParams,
      answer: {
        schema: z.object({
          message: z.string(),
          refund_outcome: z.string(),
          refund_amount: z.number().meta({ description: 'In US dollars.' }),
          booking: legacyBookingSchema,
        }),
      },
    },
  );

  route(
    app,
    deps,
    'POST',
    '/api/user/bookings',
    async (ctx, _input, request, reply) => {
      // A spec §3 record a client kept locally is placed onto the spec §7 fields; errors then name the record's.
      const record = isLocalRecord(request.body) ? fromLocalRecord(request.body) : null;
      const booking = await withLegacyField(record?.recordFields ?? {}, async () => {
        const body = parseInput(userBookingBody, record?.fields ?? request.body ?? {});
        return withLegacyField(userBookingFields, () =>
          ctx.services.bookings.create(
            ctx,
            readCreateBooking({
              idempotencyKey: idempotencyKey(request),
              contact: body.name || body.phone ? { name: body.name ?? '', phone: body.phone } : null,
              ...userBookingDetails(body),
              payment: { method: body.payment_method ?? PaymentMethod.PAY_AT_VENUE, cardNumber: body.card_number },
            }),
          ),
        );
      });
      created(reply);
      return legacyBooking(booking);
    },
    { ...signedIn, documentedBody: userBookingBody, answer: { status: 201, schema: legacyBookingSchema } },
  );
}
