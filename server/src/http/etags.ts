// Weak ETags on the answers to GET and HEAD as they leave the handlers (before compression): a repeat with a matching
// If-None-Match gets a 304 and no body. An answer to any other method (a GraphQL POST) carries none: no cache keeps
// it and no client repeats it conditionally, so its body is not hashed.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The onSend hook: a body's SHA-1 in base64, as a weak validator (an ETag a handler set is kept). */
export async function weakEtags(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  let etag = reply.getHeader('etag');
  if (!etag) {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    etag = `W/"${createHash('sha1').update(payload).digest('base64')}"`;
    reply.header('etag', etag);
  }
  const match = request.headers['if-none-match'];
  if (match === etag || match === `W/${etag}` || `W/${match}` === etag) {
    reply.code(304);
    return '';
  }
  return payload;
}
