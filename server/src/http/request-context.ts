import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/orm.js';
import type { RequestContext } from '../context.js';
import type { Services } from '../services.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Built once per request on first use: GraphQL and REST share it. */
    appContext?: RequestContext;
  }
}

/** The per-request context: a forked entity manager (its own identity map) and the viewer. */
export function contextFor(request: FastifyRequest, orm: Orm, services: Services): RequestContext {
  request.appContext ??= {
    em: orm.em.fork(),
    viewer: null,
    services,
    config: services.config,
    requestId: String(request.id),
    ip: request.ip,
  };
  return request.appContext;
}
