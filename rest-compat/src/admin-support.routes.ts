// Spec §7 admin support paths over the support service (admins and sub-admins):
// the list (status, q), one ticket with its conversation, a staff reply and a status change.
import {
  backOfficeViewer,
  parseInput,
  type ApiContext,
  type SupportTicket,
  text,
  ticketFilter,
  ticketReply,
  ticketStatusChange,
} from '../../server/src/index.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pagingParams, queryString, textParam } from './query-params.js';
import { type LegacyNames, type RouteDeps, route, sendPage, withCommand } from './route-deps.js';

const ticketParams = z.object({ id: text(64) });

const listQuery = queryString({ status: textParam(20), q: textParam(100), ...pagingParams });

/** The REST name of the ticket the path names. */
const legacyFields: LegacyNames<{ ticketId: string }> = { ticketId: 'id' };

const ticketSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    category: z.string(),
    message: z.string(),
    status: z.string(),
    name: z.string(),
    email: z.string(),
    has_account: z.boolean(),
    booking_reference: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SupportTicket' });

const threadSchema = ticketSchema
  .extend({
    replies: z.array(z.object({ id: z.string(), message: z.string(), from_staff: z.boolean(), author_name: z.string().nullable(), created_at: z.string() })),
  })
  .meta({ id: 'SupportThread', description: 'A ticket with its replies.' });

function legacyTicket(ticket: SupportTicket, bookingReference: string | null): z.output<typeof ticketSchema> {
  return {
    id: ticket.id,
    subject: ticket.subject,
    category: ticket.category,
    message: ticket.message,
    status: ticket.status,
    name: ticket.name,
    email: ticket.email,
    has_account: !!ticket.user,
    booking_reference: bookingReference,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.lastActivityAt.toISOString(),
  };
}

async function legacyThread(ctx: ApiContext, ticket: SupportTicket): Promise<z.output<typeof threadSchema>> {
  const [booking, replies] = await Promise.all([ctx.services.support.bookingOf(ctx, ticket), ctx.services.support.replies(ctx, ticket)]);
  return {
    ...legacyTicket(ticket, booking?.reference ?? null),
    replies: replies.map((reply) => ({
      id: reply.id,
      message: reply.message,
      from_staff: reply.fromStaff,
      author_name: reply.authorName,
      created_at: reply.createdAt.toISOString(),
    })),
  };
}

export function adminSupportRoutes(app: FastifyInstance, deps: RouteDeps) {
  // The first gate, before any input is read; the service checks the role again.
  const backOffice = { signedIn: true, guard: backOfficeViewer };

  route(
    app,
    deps,
    'GET',
    '/admin/support/tickets',
    async (ctx, { query }, _request, reply) => {
      const page = await ctx.services.support.list(ctx, parseInput(ticketFilter, { status: query.status, q: query.q }), {
        page: query.page,
        size: query.limit ?? query.page_size,
      });
      const rows = await Promise.all(
        page.nodes.map(async (ticket) => legacyTicket(ticket, (await ctx.services.support.bookingOf(ctx, ticket))?.reference ?? null)),
      );
      return sendPage(reply, page, rows);
    },
    { ...backOffice, answer: { schema: z.array(ticketSchema), paged: true }, query: listQuery },
  );

  route(
    app,
    deps,
    'GET',
    '/admin/support/tickets/:id',
    async (ctx, { params }) => {
      const ticket = await ctx.services.support.staffTicket(ctx, params.id);
      return legacyThread(ctx, ticket);
    },
    { ...backOffice, answer: { schema: threadSchema }, params: ticketParams },
  );

  route(
    app,
    deps,
    'POST',
    '/admin/support/tickets/:id/replies',
    async (ctx, { params, body }, _request, reply) => {
      const ticket = await withCommand(ticketReply, { ticketId: params.id, message: body.message }, legacyFields, (answer) =>
        ctx.services.support.answer(ctx, answer),
      );
      reply.status(201);
      return legacyThread(ctx, ticket);
    },
    { ...backOffice, answer: { status: 201, schema: threadSchema }, params: ticketParams, body: z.object({ message: z.unknown() }) },
  );

  route(
    app,
    deps,
    'PUT',
    '/admin/support/tickets/:id/status',
    async (ctx, { params, body }) => {
      const ticket = await withCommand(ticketStatusChange, { ticketId: params.id, status: body.status }, legacyFields, (change) =>
        ctx.services.support.setStatus(ctx, change),
      );
      return legacyThread(ctx, ticket);
    },
    { ...backOffice, answer: { schema: threadSchema }, params: ticketParams, body: z.object({ status: z.unknown() }) },
  );
}
