// The API process: one Fastify pipeline (request ids, logs, security headers, CORS) for GraphQL and REST.
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { restCompat } from '../../../rest-compat/src/index.js';
import type { Orm } from '../db/orm.js';
import type { RequestContext } from '../context.js';
import { formatError } from '../graphql/format-error.js';
import { graphqlSchema } from '../graphql/schema.js';
import type { Services } from '../services.js';
import { errorHandler } from './error-handler.js';
import { loggerOptions } from './logger.js';
import { contextFor } from './request-context.js';

export interface ApiApp {
  app: FastifyInstance;
  apollo: ApolloServer<RequestContext>;
}

export async function buildApiApp(orm: Orm, services: Services): Promise<ApiApp> {
  const { config } = services;
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: (request) => String(request.headers['x-request-id'] ?? randomUUID()),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });

  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  await app.register(cors, { origin: [config.webOrigin], credentials: true, exposedHeaders: ['x-total-count', 'x-request-id'] });
  await app.register(cookie);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler(errorHandler(config));

  await app.register(fastifyStatic, { root: config.mediaDir, prefix: '/media/', maxAge: '7d', immutable: true });

  const apollo = new ApolloServer<RequestContext>({
    schema: await graphqlSchema(),
    plugins: [fastifyApolloDrainPlugin(app)],
    formatError: formatError(config.isProduction),
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: !config.isProduction,
    csrfPrevention: { requestHeaders: ['x-requested-with', 'apollo-require-preflight'] },
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request) => contextFor(request, orm, services),
  });

  await app.register(restCompat, { orm, services });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const healthy = await orm.isConnected();
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ready' : 'database unavailable' });
  });

  return { app, apollo };
}
