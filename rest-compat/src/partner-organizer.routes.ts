// Spec §7 'Organizer' paths over the tour organizer's services (the ones GraphQL calls): tours, bookings, guests,
// itineraries and revenue, in the legacy snake_case shapes. Another organizer's ids answer 404.
import {
  type Booking,
  BookingType,
  optionalSingleLine,
  optionalText,
  partnerBookingCancel,
  partnerBookingChange,
  partnerBookingFilterSchema,
  partnerBookingUpdate,
  partnerBookings,
  parseInput,
  partnerRevenue,
  rangeEndingToday,
  type ApiContext,
  requirePartner,
  singleLine,
  text,
  type Tour,
  type TourGuest,
  type TourItineraryStep,
  tourPartnerSchemas,
  wholeNumber,
} from '../../server/src/index.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { legacyBooking, legacyBookingSchema } from './bookings.routes.js';
import { dollars } from './listing-params.js';
import { idParams, pagingParams, queryString, textParam } from './query-params.js';
import { type LegacyNames, type RouteDeps, route, sendNumberedPage, withCommand } from './route-deps.js';

type Command<Name extends keyof typeof tourPartnerSchemas> = z.output<(typeof tourPartnerSchemas)[Name]>;

const TOUR = BookingType.TOUR;
/** Tour organizers only, refused before anything is read: someone else is never told what is missing. */
const signedIn = { signedIn: true, guard: (ctx: ApiContext) => requirePartner(ctx, TOUR) } as const;
const created = (reply: FastifyReply) => reply.code(201);
const paging = (query: { page?: number; limit?: number; page_size?: number }) => ({ page: query.page, size: query.limit ?? query.page_size });
const defined = <Values extends object>(values: Values): Values => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Values;

const tourSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.string(),
    duration_days: z.number(),
    price: z.number().meta({ description: 'Per person, in US dollars.' }),
    city_id: z.number(),
    location: z.string(),
    country: z.string().meta({ description: 'ISO 3166-1 alpha-2.' }),
    image_path: z.string().nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'OrganizerTour', description: "A tour as the organizer's screens read it." });

const stepSchema = z
  .object({ id: z.number(), tour_id: z.number(), step: z.number(), title: z.string(), description: z.string().nullable() })
  .meta({ id: 'ItineraryStep' });

const guestSchema = z
  .object({
    id: z.number(),
    booking_id: z.string(),
    booking_reference: z.string(),
    tour_id: z.number(),
    tour_name: z.string(),
    date: z.string(),
    full_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'TourGuest' });

const organizerBookingSchema = legacyBookingSchema
  .extend({ customer_name: z.string().nullable(), customer_email: z.string().nullable(), customer_phone: z.string().nullable(), booking_status: z.string() })
  .meta({ id: 'OrganizerBooking', description: "A booking with the traveller's contact." });

const removed = z.object({ message: z.string(), id: z.number() });
const revenueOverviewSchema = z.object({
  range: z.string(),
  from: z.string(),
  to: z.string(),
  total_revenue: z.number(),
  bookings: z.number(),
  guests: z.number(),
  cancelled: z.number(),
  series: z.array(z.object({ date: z.string(), bookings: z.number(), revenue: z.number() })),
});
const revenueByTourSchema = z.array(z.object({ tour_id: z.number(), tour_name: z.string(), bookings: z.number(), guests: z.number(), revenue: z.number() }));

/** A tour as the organizer's legacy screens read it. */
function legacyTour(ctx: ApiContext, tour: Tour): z.output<typeof tourSchema> {
  return {
    id: tour.id,
    name: tour.name,
    description: tour.description,
    category: tour.category,
    duration_days: tour.durationDays,
    price: dollars(tour.basePriceMinor),
    city_id: tour.city.id,
    location: ctx.services.listings.location(tour),
    country: tour.country.code,
    image_path: tour.imagePath,
    active: tour.active,
  };
}

const legacyStep = (step: TourItineraryStep): z.output<typeof stepSchema> => ({
  id: step.id,
  tour_id: step.tour.id,
  step: step.position,
  title: step.title,
  description: step.description,
});

const legacyGuest = (guest: TourGuest): z.output<typeof guestSchema> => ({
  id: guest.id,
  booking_id: guest.booking.id,
  booking_reference: guest.booking.reference,
  tour_id: guest.booking.listingId,
  tour_name: guest.booking.listingName,
  date: guest.booking.startDate,
  full_name: guest.fullName,
  email: guest.email ?? null,
  phone: guest.phone ?? null,
  notes: guest.notes,
});

/** A booking with the traveller's contact, which the organizer needs and a traveller's own list does not show. */
const organizerBooking = (booking: Booking): z.output<typeof organizerBookingSchema> => ({
  ...legacyBooking(booking),
  customer_name: booking.contactName,
  customer_email: booking.email,
  customer_phone: booking.phone ?? null,
  booking_status: booking.status,
});

const tourBody = z.object({
  name: singleLine(120).optional(),
  description: text(4000).optional(),
  category: text(20).optional(),
  duration_days: wholeNumber(1, 60).optional(),
  price: z.coerce.number({ error: 'must be a number' }).optional(),
  city_id: wholeNumber(1, 2_147_483_647).optional(),
  active: z.boolean().optional(),
});
const tourFields: LegacyNames<Command<'tourCreate'> & Command<'tourUpdate'>> = { durationDays: 'duration_days', cityId: 'city_id' };
const tourInput = (body: z.output<typeof tourBody>) =>
  defined({
    name: body.name,
    description: body.description,
    category: body.category,
    durationDays: body.duration_days,
    price: body.price,
    cityId: body.city_id,
    active: body.active,
  });

const bookingQuery = queryString({
  q: textParam(80),
  status: textParam(20).transform((value) => (value === 'all' ? undefined : value)),
  from: textParam(10),
  to: textParam(10),
  tour_id: wholeNumber(1, 2_147_483_647).optional(),
  ...pagingParams,
});
const phoneBookingBody = z.object({
  tour_id: wholeNumber(1, 2_147_483_647).optional(),
  booking_date: optionalText(10),
  party_size: wholeNumber(1, 12).optional(),
  addons: z.union([z.array(text(40)).max(10), text(200)]).nullish(),
  customer_name: optionalSingleLine(120),
  customer_email: optionalText(254),
  customer_phone: optionalText(40),
});
const bookingUpdateBody = z.object({
  payment_status: z.enum(['paid', 'unpaid']).optional(),
  status: z.enum(['cancelled']).optional(),
  reason: optionalText(500),
});
const cancelBody = z.object({ reason: optionalText(500) });

const guestQuery = queryString({ q: textParam(80), tour_id: wholeNumber(1, 2_147_483_647).optional(), date: textParam(10), ...pagingParams });
const guestBody = z.object({
  booking_id: text(40).optional(),
  full_name: singleLine(120).optional(),
  email: optionalText(254),
  phone: optionalText(40),
  notes: text(2000).optional(),
});
const guestInput = (body: z.output<typeof guestBody>) =>
  defined({ bookingId: body.booking_id, fullName: body.full_name, email: body.email ?? undefined, phone: body.phone ?? undefined, notes: body.notes });
const guestFields: LegacyNames<Command<'guestAdd'>> = { bookingId: 'booking_id', fullName: 'full_name' };

/** The names of the phone booking's fields in the organizer's legacy body, and of the date as the booking flow names it. */
const phoneBookingFields: LegacyNames<Command<'bookingCreate'> & { tour: { date: string } }> = {
  tourId: 'tour_id',
  date: 'booking_date',
  'tour.date': 'booking_date',
  partySize: 'party_size',
  'contact.name': 'customer_name',
  'contact.email': 'customer_email',
};

const stepBody = z.object({ title: text(160).optional(), description: text(2000).optional() });
const rangeQuery = queryString({ range: textParam(10) });

export function organizerRoutes(app: FastifyInstance, deps: RouteDeps) {
  const tours = (ctx: ApiContext) => ctx.services.tourPartners;

  route(
    app,
    deps,
    'GET',
    '/organizer/tours',
    async (ctx, { query }, _request, reply) => {
      const page = await tours(ctx).tours(ctx, parseInput(tourPartnerSchemas.list, { q: query.q, ...paging(query) }));
      return sendNumberedPage(
        reply,
        page,
        page.nodes.map((tour) => legacyTour(ctx, tour)),
      );
    },
    { ...signedIn, answer: { schema: z.array(tourSchema), paged: true }, query: queryString({ q: textParam(80), ...pagingParams }) },
  );

  route(
    app,
    deps,
    'POST',
    '/organizer/tours',
    async (ctx, { body }, _request, reply) => {
      const tour = await withCommand(tourPartnerSchemas.tourCreate, tourInput(body), tourFields, (fields) => tours(ctx).tourCreate(ctx, fields));
      created(reply);
      return legacyTour(ctx, tour);
    },
    { ...signedIn, answer: { status: 201, schema: tourSchema }, body: tourBody },
  );

  route(
    app,
    deps,
    'PUT',
    '/organizer/tours/:id',
    async (ctx, { params, body }) =>
      legacyTour(ctx, await withCommand(tourPartnerSchemas.tourUpdate, tourInput(body), tourFields, (fields) => tours(ctx).tourUpdate(ctx, params.id, fields))),
    { ...signedIn, answer: { schema: tourSchema }, params: idParams, body: tourBody },
  );

  route(
    app,
    deps,
    'DELETE',
    '/organizer/tours/:id',
    async (ctx, { params }) => {
      const tour = await tours(ctx).tourDelete(ctx, params.id);
      return { message: 'Tour deleted', id: tour.id };
    },
    { ...signedIn, answer: { schema: removed }, params: idParams },
  );

  route(
    app,
    deps,
    'GET',
    '/organizer/bookings',
    async (ctx, { query }, _request, reply) => {
      const bookingsQuery = { q: query.q, status: query.status, from: query.from, to: query.to, listingId: query.tour_id, ...paging(query) };
      const page = await withCommand(partnerBookingFilterSchema, bookingsQuery, { listingId: 'tour_id' }, (filter) => partnerBookings(ctx, filter, TOUR));
      return sendNumberedPage(reply, page, page.nodes.map(organizerBooking));
    },
    { ...signedIn, answer: { schema: z.array(organizerBookingSchema), paged: true }, query: bookingQuery },
  );

  route(
    app,
    deps,
    'POST',
    '/organizer/bookings',
    async (ctx, { body }, _request, reply) => {
      const addOns =
        typeof body.addons === 'string'
          ? body.addons
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean)
          : (body.addons ?? undefined);
      const phoneBooking = defined({
        tourId: body.tour_id,
        date: body.booking_date ?? undefined,
        partySize: body.party_size,
        addOns,
        contact: defined({ name: body.customer_name ?? undefined, email: body.customer_email ?? undefined, phone: body.customer_phone ?? undefined }),
      });
      const booking = await withCommand(tourPartnerSchemas.bookingCreate, phoneBooking, phoneBookingFields, (request) =>
        tours(ctx).bookingCreate(ctx, request),
      );
      created(reply);
      return organizerBooking(booking);
    },
    { ...signedIn, answer: { status: 201, schema: organizerBookingSchema }, body: phoneBookingBody },
  );

  route(
    app,
    deps,
    'PUT',
    '/organizer/bookings/:id',
    async (ctx, { params, body }) => {
      if (body.status === 'cancelled') return organizerBooking(await partnerBookingCancel(ctx, ctx.services, params.id, { reason: body.reason }, TOUR));
      return organizerBooking(
        await withCommand(partnerBookingChange, { paymentStatus: body.payment_status }, { paymentStatus: 'payment_status' }, (change) =>
          partnerBookingUpdate(ctx, params.id, change, TOUR),
        ),
      );
    },
    { ...signedIn, answer: { schema: organizerBookingSchema }, params: idParams, body: bookingUpdateBody },
  );

  route(
    app,
    deps,
    'DELETE',
    '/organizer/bookings/:id',
    async (ctx, { params, body }) => {
      const booking = await partnerBookingCancel(ctx, ctx.services, params.id, { reason: body.reason }, TOUR);
      return { message: 'Booking cancelled', booking: organizerBooking(booking) };
    },
    { ...signedIn, answer: { schema: z.object({ message: z.string(), booking: organizerBookingSchema }) }, params: idParams, body: cancelBody },
  );

  route(
    app,
    deps,
    'GET',
    '/organizer/guests',
    async (ctx, { query }, _request, reply) => {
      const guestsQuery = { q: query.q, tourId: query.tour_id, date: query.date, ...paging(query) };
      const page = await withCommand(tourPartnerSchemas.guests, guestsQuery, { tourId: 'tour_id' }, (filter) => tours(ctx).guests(ctx, filter));
      return sendNumberedPage(reply, page, page.nodes.map(legacyGuest));
    },
    { ...signedIn, answer: { schema: z.array(guestSchema), paged: true }, query: guestQuery },
  );

  route(
    app,
    deps,
    'POST',
    '/organizer/guests',
    async (ctx, { body }, _request, reply) => {
      const guest = await withCommand(tourPartnerSchemas.guestAdd, guestInput(body), guestFields, (fields) => tours(ctx).guestAdd(ctx, fields));
      created(reply);
      return legacyGuest(guest);
    },
    { ...signedIn, answer: { status: 201, schema: guestSchema }, body: guestBody },
  );

  route(
    app,
    deps,
    'PUT',
    '/organizer/guests/:id',
    async (ctx, { params, body }) => {
      const { bookingId: _moved, ...changes } = guestInput(body);
      return legacyGuest(await withCommand(tourPartnerSchemas.guestUpdate, changes, guestFields, (fields) => tours(ctx).guestUpdate(ctx, params.id, fields)));
    },
    { ...signedIn, answer: { schema: guestSchema }, params: idParams, body: guestBody },
  );

  route(
    app,
    deps,
    'DELETE',
    '/organizer/guests/:id',
    async (ctx, { params }) => {
      const guest = await tours(ctx).guestRemove(ctx, params.id);
      return { message: 'Guest removed', id: guest.id };
    },
    { ...signedIn, answer: { schema: removed }, params: idParams },
  );

  route(app, deps, 'GET', '/organizer/tours/:id/itineraries', async (ctx, { params }) => (await tours(ctx).itinerary(ctx, params.id)).map(legacyStep), {
    ...signedIn,
    answer: { schema: z.array(stepSchema) },
    params: idParams,
  });

  route(
    app,
    deps,
    'POST',
    '/organizer/tours/:id/itineraries',
    async (ctx, { params, body }, _request, reply) => {
      const step = await tours(ctx).stepAdd(ctx, params.id, parseInput(tourPartnerSchemas.stepAdd, defined(body)));
      created(reply);
      return legacyStep(step);
    },
    { ...signedIn, answer: { status: 201, schema: stepSchema }, params: idParams, body: stepBody },
  );

  route(
    app,
    deps,
    'PUT',
    '/organizer/itineraries/:id',
    async (ctx, { params, body }) => legacyStep(await tours(ctx).stepUpdate(ctx, params.id, parseInput(tourPartnerSchemas.stepUpdate, defined(body)))),
    {
      ...signedIn,
      answer: { schema: stepSchema },
      params: idParams,
      body: stepBody,
    },
  );

  route(
    app,
    deps,
    'DELETE',
    '/organizer/itineraries/:id',
    async (ctx, { params }) => {
      const step = await tours(ctx).stepRemove(ctx, params.id);
      return { message: 'Itinerary step removed', id: step.id };
    },
    { ...signedIn, answer: { schema: removed }, params: idParams },
  );

  route(
    app,
    deps,
    'GET',
    '/organizer/revenue/overview',
    async (ctx, { query }): Promise<z.output<typeof revenueOverviewSchema>> => {
      const report = await partnerRevenue(ctx, rangeEndingToday(query.range), TOUR);
      return {
        range: query.range ?? '30d',
        from: report.from,
        to: report.to,
        total_revenue: dollars(report.revenueMinor),
        bookings: report.bookings,
        guests: report.guests,
        cancelled: report.cancelled,
        series: report.days.map((day) => ({ date: day.date, bookings: day.bookings, revenue: dollars(day.revenueMinor) })),
      };
    },
    { ...signedIn, answer: { schema: revenueOverviewSchema }, query: rangeQuery },
  );

  route(
    app,
    deps,
    'GET',
    '/organizer/revenue/by-tour',
    async (ctx, { query }): Promise<z.output<typeof revenueByTourSchema>> => {
      const report = await partnerRevenue(ctx, rangeEndingToday(query.range), TOUR);
      return report.byListing.map((row) => ({
        tour_id: row.listingId,
        tour_name: row.name,
        bookings: row.bookings,
        guests: row.guests,
        revenue: dollars(row.revenueMinor),
      }));
    },
    { ...signedIn, answer: { schema: revenueByTourSchema }, query: rangeQuery },
  );
}
