// GraphQL against a bare Fastify route in the same process running the same SQL through pg, and against the same
// query served over that SQL by a reference server (Mercurius with graphql-jit, reference.ts), each loaded by
// autocannon from a separate process on loopback, with the CPU each request costs.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import type { RunningApp } from '../../server/src/boot.js';
import { projectRoot } from '../../server/src/config.js';
import { listQueries } from './queries.js';
import { startReference } from './reference.js';
import { graphql } from './request.js';
import { recordStatements } from './statements.js';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface RequestOptions {
  method: string;
  body?: string;
  headers?: Record<string, string>;
}

/** Runs autocannon in its own process (the servers under test share this one's event loop). */
function autocannon(url: string, options: RequestOptions): Promise<number> {
  const args = ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-m', options.method];
  if (options.body) args.push('-H', 'content-type=application/json', '-H', 'x-requested-with=bench', '-b', options.body);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  return new Promise((resolveRate, reject) => {
    const child = spawn(resolve(projectRoot, 'node_modules/.bin/autocannon'), [...args, url]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed: ${stderr}`));
      const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number };
      if (result.non2xx || result.errors) return reject(new Error(`autocannon saw ${result.non2xx} non-2xx answers and ${result.errors} errors at ${url}`));
      resolveRate(result.requests.average);
    });
  });
}

/** The whole machine's busy CPU time so far, in ms (all cores). */
const machineBusyMs = () => cpus().reduce((total, core) => total + core.times.user + core.times.nice + core.times.sys + core.times.irq, 0);

/** Requests a second, and the CPU a request cost this process (the servers under test) and the whole machine (autocannon and PostgreSQL too). */
async function measure(url: string, options: RequestOptions) {
  const processStart = process.cpuUsage();
  const machineStart = machineBusyMs();
  const rate = await autocannon(url, options);
  const used = process.cpuUsage(processStart);
  const requests = rate * SECONDS;
  return { rate, processMs: (used.user + used.system) / 1000 / requests, machineMs: (machineBusyMs() - machineStart) / requests };
}

/**
 * A pool whose `end()` waits until its connections are closed: pg's own resolves once it has asked
 * them to close, and a database stopped right after terminates the stragglers, which the pool
 * re-emits as an unhandled 'error' ("terminating connection due to administrator command").
 */
function closablePool(config: pg.PoolConfig) {
  const pool = new pg.Pool(config);
  const closed: Promise<void>[] = [];
  pool.on('connect', (client) => closed.push(new Promise((resolveClosed) => client.once('end', resolveClosed))));
  const end = async () => {
    await pool.end();
    await Promise.all(closed);
  };
  return { pool, end };
}

export async function measureThroughputRatio(app: RunningApp) {
  const hotels = listQueries.find((q) => q.name === 'hotels')!;
  // The country page as the web app asks for it: first page of 30 with a filter.
  const variables = { ...hotels.variables, filter: { minPrice: 50, maxPrice: 500 }, paging: { page: 1, size: 30 } };
  const statements = await recordStatements(() => graphql(app, hotels.document, variables));

  const { pool, end: endPool } = closablePool({ connectionString: app.databaseUrl, max: 20 });
  const bare = Fastify();
  bare.get('/bare', async (_request, reply) => {
    const results = [];
    for (const statement of statements) results.push((await pool.query(statement.text, statement.values)).rows);
    return reply.type('application/json').send(JSON.stringify(results));
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;
  const reference = await startReference(pool, statements, app.services.config.publicApiUrl);
  try {
    const body = JSON.stringify({ query: hotels.document, variables });
    const graphqlUrl = `${app.apiUrl}/graphql`;
    // Warm both paths (JIT, pools, plans) before measuring.
    await autocannon(graphqlUrl, { method: 'POST', body });
    await autocannon(bareUrl, { method: 'GET' });
    await autocannon(reference.url, { method: 'POST', body });
    const graphqlRun = await measure(graphqlUrl, { method: 'POST', body });
    const bareRun = await measure(bareUrl, { method: 'GET' });
    const referenceRun = await measure(reference.url, { method: 'POST', body });
    // The web app's public read: a persisted query over GET, the same URL for every visitor, answered from the cache.
    const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(hotels.document).digest('hex') } };
    const persisted = `${graphqlUrl}?variables=${encodeURIComponent(JSON.stringify(variables))}&extensions=${encodeURIComponent(JSON.stringify(extensions))}`;
    const headers = { 'x-requested-with': 'bench' };
    await fetch(`${persisted}&query=${encodeURIComponent(hotels.document)}`, { headers });
    const repeatStatements = (await recordStatements(() => fetch(persisted, { headers }))).length;
    await autocannon(persisted, { method: 'GET', headers });
    const cachedRun = await measure(persisted, { method: 'GET', headers });
    return {
      graphql: graphqlRun,
      bare: bareRun,
      reference: referenceRun,
      cached: { ...cachedRun, statements: repeatStatements },
      cores: cpus().length,
    };
  } finally {
    await reference.close();
    await bare.close();
    await endPool();
  }
}
