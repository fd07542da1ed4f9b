import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, serviceUnavailable } from '../db/availability.js';
import { DomainError, ErrorCode } from '../errors.js';

const fastifyRefusals: Record<number, string> = { 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

/** REST answers: `{ message, error, request_id }` with the right status; legacy clients read `message` first. */
export function errorHandler(thrown: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  let error = thrown;
  if (!(error instanceof DomainError) && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    error = serviceUnavailable();
  }
  if (error instanceof DomainError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.status).send({ message: error.message, error: error.code, ...(error.field && { field: error.field }), request_id: request.id });
  }
  const status = 'statusCode' in error && error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    // The details (message, stack, paths) go to the log under the request id the answer names.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      message: `Something went wrong on our side. Please try again (request ${request.id}).`,
      error: ErrorCode.INTERNAL_SERVER_ERROR,
      request_id: request.id,
    });
  }
  // Refused by Fastify before any route ran: a body that is not JSON, too large, or of a type no route takes.
  return reply
    .code(status)
    .send({ message: error.message, error: fastifyRefusals[status] ?? 'BAD_REQUEST', ...(status !== 404 && { field: 'body' }), request_id: request.id });
}
