// What the edges receive (GraphQL resolvers, REST routes, adapters beside the API): the domain's request context
// with the services to call. The domain's own code takes RequestContext and is handed what it needs.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.js';
import type { Services } from '../services.js';

export interface ApiContext extends RequestContext {
  services: Services;
}

export interface ApiAdapterOptions {
  /** The request's context, the one GraphQL gets for it (built once per request). */
  contextOf(request: FastifyRequest, reply: FastifyReply): ApiContext;
}

/** Routes that the process entry plugs into the API (rest-compat): the API knows none of them by name. */
export type ApiAdapter = FastifyPluginAsync<ApiAdapterOptions>;
