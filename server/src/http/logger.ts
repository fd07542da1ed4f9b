import { trace } from '@opentelemetry/api';
import { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * One line per request, written when the answer has gone: Fastify's default writes a second, "incoming request",
 * before it. The line has what the first one had (method, URL, client) with the status and the time taken.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Production logs one JSON line per request for the log pipeline, with the request's trace id when tracing is on.
 * Development is for a person at a terminal: pretty lines, and requests only at LOG_LEVEL=debug, so the start banner
 * stays in view.
 */
export function logging(config: Pick<Config, 'env' | 'logLevel'>): Pick<FastifyServerOptions, 'logger' | 'logController' | 'childLoggerFactory'> {
  if (config.logLevel === 'silent') return { logger: false };
  const development = config.env === 'development';
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(development && { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } } }),
    },
    logController: new OneLinePerRequest({ disableRequestLogging: development && !['debug', 'trace'].includes(config.logLevel) }),
    // Made as the request arrives, inside the HTTP server span tracing opened for it (none when tracing is off).
    childLoggerFactory(logger, bindings, options) {
      const traceId = trace.getActiveSpan()?.spanContext().traceId;
      return logger.child(traceId ? { ...bindings, traceId } : bindings, options);
    },
  };
}
