// Design §5: the rule Apollo's csrfPrevention applies to /graphql, applied to state-changing REST paths.
// A page on another site can send a form (urlencoded, multipart, text/plain) without a preflight; a JSON
// body or an X-Requested-With header it cannot. Multipart is accepted only where a route says so (uploads).
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes multipart/form-data (a file upload) without the X-Requested-With header. */
    acceptsMultipart?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADERS = ['x-requested-with', 'apollo-require-preflight'];

export async function csrfGuard(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method) || request.url.startsWith('/graphql')) return;
  if (CSRF_HEADERS.some((header) => request.headers[header])) return;
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return;
  if (type === 'multipart/form-data' && request.routeOptions.config?.acceptsMultipart) return;
  return reply.code(403).send({
    message: 'Send this request as application/json or with an X-Requested-With header (cross-site request protection).',
    error: 'CSRF_REJECTED',
  });
}
