// What every service call receives first: the request's own entity manager and who is asking. No services: the
// edges hold those (http/api-context.ts) and hand the domain what it needs.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Language } from './language.js';
import type { Role } from './modules/users/role.js';

/**
 * Who is asking: the account and the session (one signed-in device) its token belongs to, or the
 * partner API key it sent. Shaped as an audit actor, so `recordAudit(em, viewer, ...)` names the key.
 */
export interface Viewer {
  id: string;
  role: Role;
  /** Null when a partner API key, not a session, authenticated the request. */
  sessionId: string | null;
  /** The partner API key of the request (modules/partners/api-keys): it may call partner operations only. */
  apiKeyId?: string | null;
  /** For an API key: when the key was created. */
  signedInAt: Date;
}

export interface RequestContext {
  /** The request's own entity manager (its identity map): the API forks it on first use (http/request-context.ts). */
  em: EntityManager;
  viewer: Viewer | null;
  config: Config;
  requestId: string;
  ip: string;
  /** Development and a loopback peer: dev tokens may be echoed in answers (http/peer.ts). */
  devConveniences: boolean;
  userAgent: string | null;
  /** The interface language of the request (lng cookie, else Accept-Language): e-mails are written in it. */
  language: Language;
  /** Where the session's tokens travel for this request: cookies on the HTTP reply. */
  sessionTransport: SessionTransport;
}

/** Tokens a sign-in or refresh hands to the client. */
export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export interface SessionTransport {
  /** The bearer token of the request: the Authorization header, else the session cookie. */
  accessToken(): string | undefined;
  /** The refresh token of the request: its cookie. */
  refreshToken(): string | undefined;
  issue(tokens: IssuedTokens): void;
  clear(): void;
}

/** Where a context forked on first use (http/request-context.ts) keeps its entity manager, shared with its copies. */
export const lazyEntityManager = Symbol('lazy entity manager');

export interface LazyEntityManager {
  /** The ORM's root manager: reads of the read models outside a transaction go through its query builder. */
  readonly root: EntityManager;
  forked?: EntityManager;
}

const lazyOf = (ctx: RequestContext) => (ctx as { [lazyEntityManager]?: LazyEntityManager })[lazyEntityManager];

/**
 * The manager a read of the read models runs on: the request's own once it has one (it may be in a transaction),
 * else the ORM's root manager, whose query builder is the same pool's: a public list read forks none.
 */
export function readingManager(ctx: RequestContext): EntityManager {
  const lazy = lazyOf(ctx);
  return lazy && !lazy.forked ? lazy.root : ctx.em;
}

/**
 * An object that is the same for a request's context and every copy GraphQL makes of it (Apollo runs an operation
 * on a shallow copy): what is kept per request is keyed by it, and asking for it forks no entity manager.
 */
export function requestKey(ctx: RequestContext): object {
  return lazyOf(ctx) ?? ctx.em;
}
