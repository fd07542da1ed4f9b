// Prometheus metrics of this process: request rate and latency per REST route and GraphQL operation,
// database pool use, and the counts of what the product does (bookings, lapsed holds, e-mails).
// One registry per process: every app started in it (tests start several) adds to the same counters.
import { timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.js';
import { type RequestContext, requestKey } from '../context.js';
import { isLoopback } from '../http/peer.js';
import { sameListenersPlugin } from '../graphql/same-listeners.js';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to answer, per REST route (GraphQL is /graphql) and status class.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

const graphqlDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'Time from request to answer of GraphQL operations, per operation name and outcome.',
  labelNames: ['operation', 'type', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const bookingsCreated = new Counter({
  name: 'bookings_created_total',
  help: 'Bookings placed (held or confirmed), idempotent replays not counted.',
  labelNames: ['type', 'status'] as const,
  registers: [registry],
});

export const holdsExpired = new Counter({
  name: 'holds_expired_total',
  help: 'Inventory holds that lapsed and were given back by housekeeping.',
  registers: [registry],
});

export const emailsQueued = new Counter({
  name: 'emails_queued_total',
  help: 'E-mails written to the outbox.',
  labelNames: ['template'] as const,
  registers: [registry],
});

export const emailsFailed = new Counter({
  name: 'emails_failed_total',
  help: 'Delivery attempts that failed; final says the mail was given up.',
  labelNames: ['final'] as const,
  registers: [registry],
});

export const jobsRun = new Counter({
  name: 'jobs_run_total',
  help: 'Jobs of the queue worked by this process, per task: completed, retried (failed, tried again later) or failed for good.',
  labelNames: ['task', 'outcome'] as const,
  registers: [registry],
});

export const housekeepingPurged = new Counter({
  name: 'housekeeping_purged_rows_total',
  help: 'Rows housekeeping removed, per table.',
  labelNames: ['table'] as const,
  registers: [registry],
});

const pools = new Set<Pool>();

const poolGauge = (name: string, help: string, read: (pool: Pool) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const pool of pools) sum += read(pool);
      this.set(sum);
    },
  });

poolGauge('db_pool_connections', 'Open connections of the database pools.', (pool) => pool.totalCount);
poolGauge('db_pool_connections_idle', 'Idle connections of the database pools.', (pool) => pool.idleCount);
poolGauge('db_pool_waiting', 'Queries waiting for a connection.', (pool) => pool.waitingCount);
poolGauge('db_pool_connections_max', 'The largest the pools may grow.', (pool) => pool.options.max ?? 0);

/** Counts a pool in the pool gauges until it ends. */
export function watchPool(pool: Pool): void {
  pools.add(pool);
  const end = pool.end.bind(pool);
  pool.end = (async () => {
    pools.delete(pool);
    return end();
  }) as Pool['end'];
}

/** Operation names are chosen by clients: the first ones seen get a series, the rest share one. */
const MAX_OPERATION_NAMES = 200;
const operationNames = new Set<string>();

function operationLabel(name: string | null | undefined): string {
  if (!name) return '(anonymous)';
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES) return '(other)';
  operationNames.add(name);
  return name;
}

/** Keyed by the request (requestKey): Apollo runs an operation on a shallow copy of the request's context. */
const operations = new WeakMap<object, { name: string; type: string }>();

/** Notes which operation a GraphQL request ran, for the request's timing below. */
export function operationMetricsPlugin(): ApolloServerPlugin<RequestContext> {
  const listeners: GraphQLRequestListener<RequestContext> = {
    async didResolveOperation({ contextValue, operationName, operation }) {
      operations.set(requestKey(contextValue), { name: operationLabel(operationName), type: operation?.operation ?? 'query' });
    },
  };
  return sameListenersPlugin(listeners);
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Times every request; `/metrics` answers loopback peers not behind a proxy, or METRICS_TOKEN bearers. */
export function serveMetrics(app: FastifyInstance, config: Pick<Config, 'metricsToken'>): void {
  app.addHook('onResponse', async (request, reply) => {
    const seconds = reply.elapsedTime / 1000;
    const route = request.routeOptions.url ?? '(unmatched)';
    if (route === '/metrics') return;
    const status = statusClass(reply.statusCode);
    httpDuration.observe({ method: request.method, route, status }, seconds);
    const operation = request.appContext && operations.get(requestKey(request.appContext));
    if (operation) graphqlDuration.observe({ operation: operation.name, type: operation.type, outcome: status }, seconds);
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, config.metricsToken)) return reply.code(404).send({ message: 'Not found', error: 'NOT_FOUND' });
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const sent = request.headers.authorization?.replace(/^Bearer\s+/i, '');
  if (token && sent) {
    const [a, b] = [Buffer.from(sent), Buffer.from(token)];
    return a.length === b.length && timingSafeEqual(a, b);
  }
  // A proxy in between (it says whom it forwards for) could be forwarding the internet.
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return !forwarded && isLoopback(request.socket.remoteAddress);
}
