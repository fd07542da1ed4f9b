// GET /api/partner/bookings/live: a partner's bookings as they are confirmed, changed or cancelled, as server-sent
// events (`event: booking`, with `change`), for its dashboard's booking list. Only partner accounts; each receives the bookings of its own listings only.
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/orm.js';
import { contextFor } from '../../http/request-context.js';
import type { Services } from '../../services.js';
import { partnerKindOf } from './partner-scope.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/** Open streams one account may hold on one API process: a few dashboards at once; more is refused (429). */
export const LIVE_STREAMS_PER_ACCOUNT = 5;
/** When a refused dashboard may try again: about when a closed tab's stream has gone. */
const RETRY_AFTER_SECONDS = 30;

export function liveBookingsRoute(app: FastifyInstance, orm: Orm, services: Services) {
  const openStreams = new Map<string, number>();
  app.get('/api/partner/bookings/live', async (request, reply) => {
    const viewer = contextFor(request, orm, services, reply).viewer;
    if (!viewer) return reply.code(401).send({ message: 'Please sign in.', error: 'UNAUTHENTICATED' });
    if (!partnerKindOf(viewer.role)) return reply.code(403).send({ message: 'Only partner accounts receive live bookings.', error: 'FORBIDDEN' });
    const open = openStreams.get(viewer.id) ?? 0;
    if (open >= LIVE_STREAMS_PER_ACCOUNT)
      return reply
        .code(429)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: 'Too many live booking screens are open for this account. Close one and try again.', error: 'RATE_LIMITED' });
    openStreams.set(viewer.id, open + 1);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      ...(reply.getHeaders() as Record<string, string>),
    });
    raw.write('retry: 3000\n\n: listening\n\n');
    const unsubscribe = services.liveBookings.subscribe(viewer.id, (event) => {
      raw.write(
        `event: booking\ndata: ${JSON.stringify({ change: event.change, reference: event.reference, type: event.type, listingId: event.listingId, listingName: event.listingName, startDate: event.startDate })}\n\n`,
      );
    });
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    keepAlive.unref();
    request.raw.on('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
      const left = (openStreams.get(viewer.id) ?? 1) - 1;
      if (left > 0) openStreams.set(viewer.id, left);
      else openStreams.delete(viewer.id);
    });
  });
}
