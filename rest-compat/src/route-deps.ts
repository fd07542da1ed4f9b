import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../server/src/context.js';
import type { Orm } from '../../server/src/db/orm.js';
import { contextFor } from '../../server/src/http/request-context.js';
import type { Services } from '../../server/src/services.js';

export interface RouteDeps {
  orm: Orm;
  services: Services;
}

export type PublicHandler = (ctx: RequestContext, request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;

/**
 * A public read: answered at `path` and, because legacy clients sometimes prefixed `/api` to paths
 * that lacked it (spec §7), at `/api{path}` too.
 */
export function publicGet(app: FastifyInstance, deps: RouteDeps, path: string, handler: PublicHandler) {
  const route = (request: FastifyRequest, reply: FastifyReply) => handler(contextFor(request, deps.orm, deps.services), request, reply);
  app.get(path, route);
  if (!path.startsWith('/api/')) app.get(`/api${path}`, route);
}
