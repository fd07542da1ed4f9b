import { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * Production logs one JSON line per request for the log pipeline. Development is for a person at a
 * terminal: pretty lines, and requests only at LOG_LEVEL=debug, so the start banner stays in view.
 */
export function logging(config: Pick<Config, 'env' | 'logLevel'>): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.logLevel === 'silent') return { logger: false };
  const development = config.env === 'development';
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(development && { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } } }),
    },
    logController: new LogController({ disableRequestLogging: development && !['debug', 'trace'].includes(config.logLevel) }),
  };
}
