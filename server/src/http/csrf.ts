// Design §5: the rule Apollo's csrfPrevention applies to /graphql, applied to state-changing REST paths.
// A page on another site (or another page of the same site) can send a form (urlencoded, multipart, text/plain)
// with the session cookie and without a preflight; a JSON body, an X-Requested-With header or an Authorization
// header it cannot. Uploads meet the same rule: the web app sends the header with its multipart bodies.
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADERS = ['x-requested-with', 'apollo-require-preflight'];

export async function csrfGuard(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method) || request.url.startsWith('/graphql')) return;
  // A bearer token (session or API key) is sent by a script that holds it, never by a browser on its own.
  if (/^bearer /i.test(request.headers.authorization ?? '') || CSRF_HEADERS.some((header) => request.headers[header])) return;
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return;
  return reply.code(403).send({
    message: 'Send this request as application/json or with an X-Requested-With header (cross-site request protection).',
    error: 'CSRF_REJECTED',
  });
}
