// A guest's repeat of a public read answered before GraphQL runs. The web app sends its public reads as persisted
// queries over GET (web/src/app/public-reads.ts): the same URL for every signed-out visitor. The first answer Apollo
// Server gives to such a URL, public by the query's @cacheControl hints, is kept here as it left the handler (body,
// media type, ETag) until the moment the response cache lets its own copy go; a repeat is then sent from Fastify's
// hook, with no context, no parsing and no hashing. Only requests that carry no credential at all take this path,
// either way: a session or refresh cookie or an Authorization header (session token or partner API key) always goes
// through authentication and GraphQL, so a signed-in or partner caller neither reads nor fills what guests share.
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../language.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../http/session-cookies.js';
import { CSRF_HEADERS } from '../http/csrf.js';
import { responseMediaType } from './response-status.js';

/** What a public answer says of itself (executor.ts writes it): a max-age, public. */
const PUBLIC_ANSWER = /^max-age=(\d+), public$/;

interface Kept {
  /** When the answer was computed (ms): its age is counted from then, as the response cache counts it. */
  computedAt: number;
  maxAge: number;
  contentType: string;
  etag: string | undefined;
}

/** Whether the request carries any credential: then who it is is for authentication to say, never this cache. */
function carriesCredentials(request: FastifyRequest): boolean {
  const cookies = request.cookies;
  return request.headers.authorization !== undefined || cookies?.[ACCESS_COOKIE] !== undefined || cookies?.[REFRESH_COOKIE] !== undefined;
}

/**
 * The key of a guest's persisted GET: the query's hash (with the rest of its extensions), its variables and
 * operation name as sent, and what else the answer depends on (its media type, the language); null for any other
 * request, which goes on to GraphQL.
 */
function keyOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || carriesCredentials(request)) return null;
  const { query, extensions, variables, operationName } = request.query as Record<string, unknown>;
  if (query !== undefined || typeof extensions !== 'string' || !extensions.includes('"sha256Hash"')) return null;
  if ((variables !== undefined && typeof variables !== 'string') || (operationName !== undefined && typeof operationName !== 'string')) return null;
  // Apollo's CSRF prevention refuses a GET without one of these headers: such a request gets its refusal from Apollo.
  if (!CSRF_HEADERS.some((header) => request.headers[header] !== undefined)) return null;
  const mediaType = responseMediaType(request.headers.accept);
  if (!mediaType) return null;
  const language = requestLanguage(request);
  return JSON.stringify([extensions, variables ?? null, operationName ?? null, mediaType, language]);
}

/**
 * The two Fastify hooks of the path. `serve` (onRequest, after cookies are read) answers a guest's repeat from what
 * was kept; `keep` (onSend, after the ETag plugin and before compression) keeps a first answer: the uncompressed body
 * with its ETag, so that a repeat is tagged, compressed or answered 304 as the first one was. `isGuest` is
 * authentication's own verdict on the request whose answer would be kept.
 */
export function publicReadCache(cache: KeyValueCache<string>, isGuest: (request: FastifyRequest) => boolean) {
  const kept = new PrefixingKeyValueCache(cache, 'public-read:');
  /** The requests that may fill the cache: guests' persisted GETs that found nothing kept. */
  const pending = new WeakMap<FastifyRequest, string>();

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/graphql?')) return;
    const key = keyOf(request);
    if (!key) return;
    const entry = await kept.get(key);
    const newline = entry?.indexOf('\n') ?? -1;
    const head = entry !== undefined && newline > 0 ? (JSON.parse(entry.slice(0, newline)) as Kept) : undefined;
    const age = head && Math.round((Date.now() - head.computedAt) / 1000);
    if (!head || age === undefined || age >= head.maxAge) {
      pending.set(request, key);
      return;
    }
    reply.header('cache-control', `max-age=${head.maxAge}, public`).header('age', String(age)).type(head.contentType);
    if (head.etag) reply.header('etag', head.etag);
    return reply.send(entry!.slice(newline + 1));
  };

  const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = pending.get(request);
    if (!key || reply.statusCode !== 200 || typeof payload !== 'string' || !isGuest(request)) return payload;
    const maxAge = Number(PUBLIC_ANSWER.exec(String(reply.getHeader('cache-control') ?? ''))?.[1] ?? 0);
    // An answer the response cache served is as old as its copy there, and leaves when that copy does.
    const age = Number(reply.getHeader('age') ?? 0);
    const ttl = maxAge - age;
    if (!(ttl > 0)) return payload;
    const head: Kept = {
      computedAt: Date.now() - age * 1000,
      maxAge,
      contentType: String(reply.getHeader('content-type')),
      etag: reply.getHeader('etag') as string | undefined,
    };
    await kept.set(key, `${JSON.stringify(head)}\n${payload}`, { ttl });
    return payload;
  };

  return { serve, keep };
}
