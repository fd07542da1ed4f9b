import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type LazyEntityManager, type SessionTransport, type Viewer, lazyEntityManager } from '../context.js';
import type { Config } from '../config.js';
import type { Orm } from '../db/orm.js';
import type { Services } from '../services.js';
import type { ApiContext } from './api-context.js';
import { DomainError } from '../errors.js';
import { type Language, requestLanguage } from '../language.js';
import { API_KEY_WINDOW_SECONDS, isApiKeySecret } from '../modules/partners/api-keys/api-key.service.js';
import type { LimitState } from '../modules/auth/attempt-limiter.js';
import { clientAddress, servesDevConveniences } from './peer.js';
import { sessionTransport } from './session-cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Built once per request on first use: GraphQL and REST share it. */
    appContext?: ApiContext;
  }
}

/**
 * The request's id, in every log line of the request and every error answer: the one a proxy or CDN
 * gave it (X-Request-Id) when it is a plain token, else a new one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * A request's context, with an entity manager of its own (its identity map) forked on first use: the fork is kept in
 * an own property, which Apollo's shallow copy of the context (its prototype and own properties) shares. A public
 * read that runs on the read models alone (readingManager) forks none.
 */
class ApiRequestContext implements ApiContext {
  readonly [lazyEntityManager]: LazyEntityManager;
  viewer: Viewer | null = null;
  readonly config: Config;
  readonly requestId: string;
  readonly ip: string;
  readonly devConveniences: boolean;
  readonly userAgent: string | null;
  readonly language: Language;
  readonly sessionTransport: SessionTransport;

  constructor(
    request: FastifyRequest,
    orm: Orm,
    readonly services: Services,
    reply: FastifyReply | undefined,
  ) {
    this[lazyEntityManager] = { root: orm.em };
    this.config = services.config;
    this.requestId = String(request.id);
    this.ip = clientAddress(request);
    this.devConveniences = servesDevConveniences(request, services.config);
    this.userAgent = request.headers['user-agent']?.slice(0, 400) ?? null;
    this.language = requestLanguage(request);
    this.sessionTransport = sessionTransport(request, reply, services.config);
  }

  get em(): EntityManager {
    const lazy = this[lazyEntityManager];
    lazy.forked ??= lazy.root.fork();
    return lazy.forked;
  }
}

/** The per-request context, built once per request on first use: GraphQL and REST share it. */
export function contextFor(request: FastifyRequest, orm: Orm, services: Services, reply?: FastifyReply): ApiContext {
  request.appContext ??= new ApiRequestContext(request, orm, services, reply);
  return request.appContext;
}

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers, the separate fields of its draft 6, as
 * rate-limiter-flexible counts them): the key's limit, what is left of it, and the seconds until it starts afresh.
 */
function sendRateLimit(reply: FastifyReply, limit: LimitState) {
  reply.header('ratelimit-limit', String(limit.limit));
  reply.header('ratelimit-remaining', String(limit.remaining));
  reply.header('ratelimit-reset', String(limit.resetSeconds));
  reply.header('ratelimit-policy', `${limit.limit};w=${limit.windowSeconds}`);
}

/** A refusal of /graphql before any operation runs, in GraphQL's own error shape. */
function refuseGraphql(reply: FastifyReply, error: DomainError) {
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  const { code, retryAfterSeconds } = error;
  return reply.code(error.status).send({ errors: [{ message: error.message, extensions: { code, ...(retryAfterSeconds && { retryAfterSeconds }) } }] });
}

/**
 * Fastify hook: resolves the viewer from the request's token before any GraphQL or REST handler runs.
 * A partner API key is a bearer token for /graphql only; an unknown or revoked one is refused (401),
 * and one over its rate limit too (429 with Retry-After).
 */
export function authenticateRequests(orm: Orm, services: Services) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/media/')) return;
    const ctx = contextFor(request, orm, services, reply);
    const token = ctx.sessionTransport.accessToken();
    if (!token) return;
    if (!isApiKeySecret(token)) {
      ctx.viewer = await services.sessions.viewerFor(ctx.em, token);
      return;
    }
    if (!request.url.startsWith('/graphql')) return;
    try {
      const keyed = await services.apiKeys.viewerFor(ctx.em, token);
      if (keyed) {
        ctx.viewer = keyed.viewer;
        sendRateLimit(reply, keyed.limit);
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === 'RATE_LIMITED')
        sendRateLimit(reply, {
          limit: services.config.partnerApiKeyRequestsPerMinute,
          remaining: 0,
          resetSeconds: error.retryAfterSeconds ?? API_KEY_WINDOW_SECONDS,
          windowSeconds: API_KEY_WINDOW_SECONDS,
        });
      return refuseGraphql(reply, error);
    }
    if (!ctx.viewer) return refuseGraphql(reply, new DomainError('UNAUTHENTICATED', 'This API key is not valid: it was revoked, or never existed.'));
  };
}
