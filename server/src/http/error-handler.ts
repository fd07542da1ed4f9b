import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { DomainError } from '../errors.js';

/** REST answers: `{ message, error }` with the right status; legacy clients read `message` first. */
export function errorHandler(config: Config) {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send({ message: error.message, error: error.code, ...(error.field && { field: error.field }) });
    }
    const status = 'statusCode' in error && error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 && config.isProduction ? 'Something went wrong on our side. Please try again.' : error.message;
    return reply.code(status).send({ message, error: status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' });
  };
}
