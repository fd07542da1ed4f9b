// The API process: one Fastify pipeline (request ids, logs, security headers, CORS) for GraphQL and REST.
import { mkdir } from 'node:fs/promises';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Orm } from '../db/orm.js';
import type { RequestContext } from '../context.js';
import { jitGateway, PRIVATE_ANSWER } from '../graphql/executor.js';
import { errorFormatter, errorReportingPlugin } from '../graphql/format-error.js';
import { responseStatusPlugin } from '../graphql/response-status.js';
import { graphqlSchema } from '../graphql/schema.js';
import { persistedQueryCache } from '../graphql/persisted-queries.js';
import { publicReadCache } from '../graphql/public-read-cache.js';
import { languageCacheKey, varyPublicAnswersByLanguage } from '../graphql/reader-language.js';
import { sharedCache } from '../graphql/shared-cache.js';
import { operationMetricsPlugin, serveMetrics } from '../observability/metrics.js';
import { apiKeyScopePlugin } from '../modules/partners/api-keys/api-key-scope.js';
import { DOCS_CONTENT_SECURITY_POLICY, partnerApiDocsHtml } from '../modules/partners/api-keys/api-docs.js';
import { partnerExampleIds } from '../modules/partners/api-keys/docs-examples.js';
import { partnerSchemaSdl } from '../modules/partners/api-keys/partner-schema.js';
import type { Services } from '../services.js';
import { errorHandler } from './error-handler.js';
import { weakEtags } from './etags.js';
import { logging } from './logger.js';
import { compressionOptions } from './web-server.js';
import { AVATAR_MAX_BYTES } from '../modules/auth/account-rules.js';
import { AVATAR_URL_PREFIX, avatarDirectory } from '../modules/users/user.service.js';
import { LISTING_IMAGE_URL_PREFIX, listingImageDirectory } from '../modules/media/listing-images.js';
import { CSRF_HEADERS, csrfGuard } from './csrf.js';
import { devMailbox } from './dev-mailbox.js';
import { liveBookingsRoute } from '../modules/partners/live-bookings.route.js';
import { paymentCallbackRoutes } from '../modules/payments/payment-callbacks.route.js';
import { sitemapRoutes } from '../modules/listings/sitemap.route.js';
import { lookupFloor } from '../modules/bookings/guest-lookups.js';
import { authenticateRequests, contextFor, requestIdOf } from './request-context.js';
import type { ApiAdapter } from './api-context.js';

export interface ApiApp {
  app: FastifyInstance;
  apollo: ApolloServer<RequestContext>;
}

/** The API with the adapters the process entry plugs in beside GraphQL (rest-compat's legacy paths). */
export async function buildApiApp(orm: Orm, services: Services, adapters: readonly ApiAdapter[] = []): Promise<ApiApp> {
  const { config } = services;
  const app = Fastify({
    ...logging(config),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Forwarded headers are believed only from the proxies TRUST_PROXY names (http/peer.ts).
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  });

  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  // Weak ETags on answers to GETs as they leave the handlers (before compression): a repeat with If-None-Match gets a 304.
  app.addHook('onSend', weakEtags);
  const shared = sharedCache(config.redisUrl, app.log);
  if (shared) app.addHook('onClose', shared.close);
  // Apollo's own bounded cache without Redis: persisted queries are learnt there, beside the web app's known ones.
  const cache = shared?.cache ?? new InMemoryLRUCache();
  // A request with a session or an API key reads as someone: its answer is private and no cache keeps it.
  const readAsSomeone = (context: RequestContext) => context.viewer !== null;
  // A guest's first answer to a public persisted GET is kept here with its ETag, before compression (public-read-cache.ts).
  const publicReads = publicReadCache(cache, (request) => request.appContext !== undefined && !readAsSomeone(request.appContext));
  app.addHook('onSend', publicReads.keep);
  // Brotli or gzip for every text answer (GraphQL, REST, media SVGs): a phone at 400 kbps pays for each byte.
  await app.register(compress, compressionOptions);
  await app.register(cors, {
    origin: [config.webOrigin],
    credentials: true,
    exposedHeaders: ['x-total-count', 'x-request-id', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy'],
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 10 } });
  app.addHook('onRequest', csrfGuard);
  app.addHook('preHandler', authenticateRequests(orm, services));
  // A guest's repeat of a public persisted GET is answered here, before authentication and GraphQL.
  app.addHook('onRequest', publicReads.serve);
  // Stopping (SIGTERM): requests in flight finish, and their connections close after them instead of idling
  // on keep-alive, which would hold the stop until the clients let go.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (request, reply) => {
    // Before Server-Timing, which would otherwise tell a guest lookup's hit from its miss.
    const floor = lookupFloor(request.appContext);
    if (floor) await floor;
    reply.header('x-request-id', request.id);
    // An answer read with a session or an API key is that caller's alone: no shared cache may keep it.
    if (request.appContext?.viewer && !reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_ANSWER);
    if (closing) reply.header('connection', 'close');
    // Time spent in the server (Fastify counts from the request's arrival), readable in browser dev tools and by the benchmarks.
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  });
  app.setErrorHandler(errorHandler);
  serveMetrics(app, config);

  // Bundled artwork keeps its file names across releases: cached a day, then revalidated by ETag.
  await app.register(fastifyStatic, { root: config.mediaDir, prefix: '/media/', maxAge: '1d' });
  // Uploaded pictures: each upload gets a new name, so they may be cached for good.
  await mkdir(avatarDirectory(config), { recursive: true });
  await app.register(fastifyStatic, { root: avatarDirectory(config), prefix: AVATAR_URL_PREFIX, maxAge: '7d', immutable: true, decorateReply: false });
  await mkdir(listingImageDirectory(config), { recursive: true });
  await app.register(fastifyStatic, {
    root: listingImageDirectory(config),
    prefix: LISTING_IMAGE_URL_PREFIX,
    maxAge: '7d',
    immutable: true,
    decorateReply: false,
  });

  // Design §5: one request cannot multiply work (aliases of a sign-in, deep or costly selections).
  // The token limit is graphql-js's own (parseOptions below): Armor's runs its own parser in a plugin hook,
  // where a syntax error or a refusal escapes Apollo's request pipeline and answers 500.
  const armor = new ApolloArmor({
    maxAliases: { n: 15 },
    maxDepth: { n: 10 },
    costLimit: { maxCost: 5000 },
    maxTokens: { enabled: false },
    // The error formatter drops graphql-js's suggestions in production (format-error.ts), for every error alike.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  // Operations run compiled (graphql-jit); the executor also sets the cache-control header (executor.ts).
  const schema = await graphqlSchema();
  const jit = jitGateway(schema, readAsSomeone);
  // Public answers (their @cacheControl scope) to guests' GET requests, the way a CDN asks, are kept for their
  // max-age: a repeat costs no SQL. POSTs (what the web app sends) always run, so a change shows at once there.
  const publicGets = async ({ request, contextValue }: { request: { http?: { method: string } }; contextValue: RequestContext }) =>
    request.http?.method === 'GET' && !readAsSomeone(contextValue);
  const apollo = new ApolloServer<RequestContext>({
    gateway: jit.gateway,
    cache,
    persistedQueries: { cache: persistedQueryCache(cache) },
    allowBatchedHttpRequests: armor.allowBatchedHttpRequests,
    validationRules: armor.validationRules,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(),
      jit.plugin,
      responseCachePlugin({
        sessionId: async () => null,
        extraCacheKeyData: languageCacheKey,
        shouldReadFromCache: publicGets,
        shouldWriteToCache: publicGets,
      }),
      operationMetricsPlugin(),
      errorReportingPlugin(app.log),
      responseStatusPlugin(),
      apiKeyScopePlugin(schema),
    ],
    parseOptions: { maxTokens: 5000 },
    logger: app.log,
    formatError: errorFormatter({ hideSchemaDetails: config.isProduction }),
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: { requestHeaders: CSRF_HEADERS },
    // main.ts owns the signals: it finishes requests, then stops the database; Apollo's own handler would re-raise them.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  varyPublicAnswersByLanguage(app);
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request, reply) => contextFor(request, orm, services, reply),
  });

  for (const adapter of adapters) await app.register(adapter, { contextOf: (request, reply) => contextFor(request, orm, services, reply) });
  liveBookingsRoute(app, orm, services);
  paymentCallbackRoutes(app, orm, services);
  sitemapRoutes(app, orm);

  if (config.devConveniences) devMailbox(app, orm, services);

  // The docs, also on the web origin (web-server.ts forwards /partner-api): the same page for every visitor, except
  // for a signed-in partner, whose examples carry its own ids (that answer is its own: never cached).
  const docsOptions = { endpoint: `${config.publicApiUrl}/graphql`, requestsPerMinute: config.partnerApiKeyRequestsPerMinute };
  const today = () => new Date().toISOString().slice(0, 10);
  app.get('/partner-api/docs', async (request, reply) => {
    const ctx = contextFor(request, orm, services, reply);
    const ids = await partnerExampleIds(ctx.em, ctx.viewer);
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY)
      .header('cache-control', ids ? PRIVATE_ANSWER : 'public, max-age=300')
      .header('vary', 'cookie, authorization');
    return partnerApiDocsHtml(schema, { ...docsOptions, ids, today: today() });
  });
  // Written once from the schema: it changes only with a new release.
  const partnerSdl = partnerSchemaSdl(schema);
  app.get('/partner-api/schema.graphql', async (_request, reply) =>
    reply
      .type('application/graphql; charset=utf-8')
      .header('content-disposition', 'attachment; filename="jambo-partner-api.graphql"')
      .header('cache-control', 'public, max-age=300')
      .send(partnerSdl),
  );

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const healthy = await orm.isConnected();
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ready' : 'database unavailable' });
  });

  return { app, apollo };
}
