// Spec §7 'Admin' GET /admin/bookings (q, status, service), and cancelling on a traveller's behalf.
import { backOfficeViewer, BookingStatus, BookingType, text, wholeNumber } from '../../server/src/index.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminBookingSchema, legacyAdminBooking } from './admin-shapes.js';
import { queryString, textParam } from './query-params.js';
import { type RouteDeps, route, sendNumberedPage } from './route-deps.js';

/** Legacy service names: the web's "nightlife" is the leisure type. */
const services: Record<string, BookingType> = { ...Object.fromEntries(Object.values(BookingType).map((type) => [type, type])), nightlife: BookingType.LEISURE };

const bookingsQuery = queryString({
  q: textParam(120),
  status: z.enum(BookingStatus).optional(),
  service: z.enum(Object.keys(services) as [string, ...string[]]).optional(),
  from: textParam(10),
  to: textParam(10),
  page: wholeNumber(1, 10_000).optional(),
  limit: wholeNumber(1, 100).optional(),
});

export function adminBookingRoutes(app: FastifyInstance, deps: RouteDeps) {
  const backOffice = { signedIn: true, guard: backOfficeViewer };

  route(
    app,
    deps,
    'GET',
    '/admin/bookings',
    async (ctx, { query }, _request, reply) => {
      const page = await ctx.services.adminBookings.search(ctx, {
        q: query.q,
        status: query.status,
        service: query.service ? services[query.service] : undefined,
        from: query.from,
        to: query.to,
        page: query.page,
        size: query.limit,
      });
      return sendNumberedPage(reply, page, page.nodes.map(legacyAdminBooking));
    },
    { ...backOffice, answer: { schema: z.array(adminBookingSchema), paged: true }, query: bookingsQuery },
  );

  route(
    app,
    deps,
    'POST',
    '/admin/bookings/:id/cancel',
    async (ctx, { body, params }) => {
      const { booking, outcome } = await ctx.services.adminBookings.cancelOnBehalf(ctx, params.id, body);
      return { ...legacyAdminBooking(booking), refund_amount: outcome.refundMinor / 100, policy_refund_amount: outcome.policyRefundMinor / 100 };
    },
    {
      ...backOffice,
      answer: { schema: adminBookingSchema.extend({ refund_amount: z.number(), policy_refund_amount: z.number() }) },
      params: z.object({ id: z.string().max(40) }),
      body: z.object({ reason: text(500), override: z.boolean().optional() }),
    },
  );
}
