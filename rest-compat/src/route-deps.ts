import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../server/src/context.js';
import type { Orm } from '../../server/src/db/orm.js';
import type { Page } from '../../server/src/graphql/connection.js';
import { contextFor } from '../../server/src/http/request-context.js';
import type { Services } from '../../server/src/services.js';
import { DomainError } from '../../server/src/errors.js';

export interface RouteDeps {
  orm: Orm;
  services: Services;
}

export type PublicHandler = (ctx: RequestContext, request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;

/** The legacy path and, unless it already starts with /api/, the /api-prefixed twin legacy clients call (spec §7). */
const withApiTwin = (path: string) => (path.startsWith('/api/') ? [path] : [path, `/api${path}`]);

/**
 * A call of any method: the handler gets the request's context (viewer, entity manager, cookie transport).
 * With `signedIn`, a request without a valid session is answered 401 before the handler runs;
 * `acceptsMultipart` lets an upload through the CSRF rule without the X-Requested-With header.
 */
export function route(
  app: FastifyInstance,
  deps: RouteDeps,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  handler: PublicHandler,
  options: { signedIn?: boolean; acceptsMultipart?: boolean } = {},
) {
  for (const url of withApiTwin(path)) {
    app.route({
      method,
      url,
      config: { acceptsMultipart: options.acceptsMultipart },
      handler: (request, reply) => {
        const ctx = contextFor(request, deps.orm, deps.services, reply);
        if (options.signedIn && !ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Unauthenticated');
        return handler(ctx, request, reply);
      },
    });
  }
}

/**
 * A public read: answered at `path` and, because legacy clients sometimes prefixed `/api` to paths
 * that lacked it (spec §7), at `/api{path}` too.
 */
export function publicGet(app: FastifyInstance, deps: RouteDeps, path: string, handler: PublicHandler) {
  route(app, deps, 'GET', path, handler);
}

/** A legacy list answer: the rows as an array, the totals in headers (X-Total-Count, X-Page, X-Page-Size). */
export function sendPage<T>(reply: FastifyReply, page: Page<unknown>, rows: T[]) {
  reply.header('x-total-count', String(page.totalCount));
  if (page.totalCountCapped) reply.header('x-total-count-capped', 'true');
  if (page.pageInfo.page) reply.header('x-page', String(page.pageInfo.page));
  reply.header('x-page-size', String(page.pageInfo.pageSize));
  return rows;
}
