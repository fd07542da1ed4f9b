// `npm run bench:load`: the production build under a realistic mix on loopback, with autocannon —
// browse 70%, search 10%, detail 10%, book 5% (each with its own idempotency key), sign-in 5%.
// Prints throughput, p50/p99, errors, the server's own time per GraphQL operation (where the time goes), and RSS
// after warm-up and after the run; exits non-zero on any error (what the short form in `npm test` checks) and, in a
// full run of a minute or more, when RSS grew by more than 20%.
// A short run ends while the heap is still finding its size, so its RSS is printed, not judged; timings never are.
// `-- --seconds N` (60) and `-- --connections N` (64); DATABASE_URL, else an embedded PostgreSQL in .data/bench-load.
import { generousLimits } from '../support/generous-limits.js';
import 'reflect-metadata';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { projectRoot } from '../../server/src/config.js';
import { ensureDatabase, withDatabase } from '../../server/src/db/database-url.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { openOrm } from '../../server/src/db/orm.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { isSeeded, seedDatabase } from '../../server/src/db/seed/index.js';
import { listQueries } from './queries.js';
import { restaurantOpenAt } from '../support/opening-hours.js';

const { values: options } = parseArgs({ options: { seconds: { type: 'string' }, connections: { type: 'string' } } });
const SECONDS = Number(options.seconds ?? 60);
const CONNECTIONS = Number(options.connections ?? 64);
/** Long enough for compiled operations, caches and the allocator to settle before RSS is read. */
const WARM_UP_SECONDS = Math.min(15, Math.max(10, SECONDS / 4));
const RSS_GROWTH_LIMIT = 1.2;
/** Runs this long or longer judge RSS growth. */
const RSS_JUDGED_FROM_SECONDS = 60;
/** BENCH_LOAD_PORT, else any free one. */
const PORT = process.env.BENCH_LOAD_PORT ?? '0';

const COUNTRIES = ['KE', 'RW', 'TZ', 'ZA', 'MA', 'EG', 'NG', 'GH', 'UG', 'ET'];
const SEARCHES = ['safari', 'lodge', 'beach', 'city', 'garden', 'view'];
const TIMES = ['12:00', '13:00', '14:00', '18:00', '19:00', '20:00'];
const HOTEL = 'query Hotel($id: ID!) { hotel(id: $id) { id name description stars location pricePerNight { amount currency } city { name } } }';
const BOOK = 'mutation BookingCreate($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { id reference } userErrors { code } } }';
const SIGN_IN = 'mutation SignIn($input: SessionCreateInput!) { sessionCreate(input: $input) { token userErrors { code } } }';

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

async function prepareDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  let base = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!base) {
    const dataDir = resolve(projectRoot, '.data/bench-load');
    mkdirSync(dataDir, { recursive: true });
    const embedded = await startEmbeddedPostgres(dataDir, 'postgres', console.error);
    base = embedded.url;
    stop = embedded.stop;
  }
  const url = withDatabase(base, 'bench_load');
  await ensureDatabase(url);
  const orm = await openOrm(url);
  try {
    await migrateDatabase(orm, url);
    if (!(await isSeeded(orm.em.fork()))) await seedDatabase(orm.em.fork());
  } finally {
    await orm.close();
  }
  return { url, stop };
}

async function inventory(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const hotels = (await db.query<{ id: number }>('select id from hotel where active order by id')).rows.map((row) => row.id);
    const tables = (
      await db.query<{ id: number; restaurant_id: number }>(
        `select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id where r.active and ${restaurantOpenAt('20:00')} and t.seats >= 2 order by t.id`,
      )
    ).rows;
    return { hotels, tables };
  } finally {
    await db.end();
  }
}

/** The production build, as `node dist/server/src/main.js` runs it in a container. */
function startServer(databaseUrl: string): Promise<{ server: ChildProcess; apiUrl: string }> {
  const child = spawn(process.execPath, [resolve(projectRoot, 'dist/server/src/main.js')], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // The heap settings docker-compose.yml gives the API replicas.
      NODE_OPTIONS: '--max-old-space-size=384 --max-semi-space-size=32',
      HOST: '127.0.0.1',
      PORT,
      SERVE_WEB: 'false',
      SEED: 'never',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      PUBLIC_API_URL: 'http://127.0.0.1:4000',
      WEB_ORIGIN: 'http://127.0.0.1:3000',
      // Many travellers, as behind a real proxy: each request names its client (below), which the API believes from
      // loopback. From one address, bookings would queue on that client's fair-share lock (fair-share.ts); the limits
      // themselves are measured by `npm run bench`, so none is met here.
      TRUST_PROXY: 'loopback',
      ...generousLimits,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolveStarted, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /API:\s+(http:\/\/localhost:\d+)/.exec(output);
      if (started) resolveStarted({ server: child, apiUrl: started[1]!.replace('localhost', '127.0.0.1') });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
}

interface OperationTimes {
  count: number;
  seconds: number;
  /** Answered within 250 ms (a bucket of the server's histogram). */
  quick: number;
}

/** Per GraphQL operation, from the server's own latency histograms at /metrics (open to loopback): where the time goes. */
async function operationTimes(apiUrl: string): Promise<Map<string, OperationTimes>> {
  const text = await (await fetch(`${apiUrl}/metrics`)).text();
  const times = new Map<string, OperationTimes>();
  const of = (operation: string) => times.get(operation) ?? times.set(operation, { count: 0, seconds: 0, quick: 0 }).get(operation)!;
  for (const [, series, labels, value] of text.matchAll(/^graphql_operation_duration_seconds_(bucket|sum|count)\{([^}]*)\} (\S+)$/gm)) {
    const operation = /operation="([^"]*)"/.exec(labels!)![1]!;
    if (series === 'sum') of(operation).seconds += Number(value);
    else if (series === 'count') of(operation).count += Number(value);
    else if (labels!.includes('le="0.25"')) of(operation).quick += Number(value);
  }
  return times;
}

function printOperationTimes(before: Map<string, OperationTimes>, after: Map<string, OperationTimes>) {
  console.log('  per operation  requests, mean, share within 250 ms (server side)');
  const rows = [...after].map(([operation, total]) => {
    const earlier = before.get(operation) ?? { count: 0, seconds: 0, quick: 0 };
    return { operation, count: total.count - earlier.count, seconds: total.seconds - earlier.seconds, quick: total.quick - earlier.quick };
  });
  for (const row of rows.filter((row) => row.count > 0).sort((a, b) => b.seconds - a.seconds))
    console.log(
      `    ${row.operation.padEnd(16)} ${String(row.count).padStart(6)}  ${((row.seconds / row.count) * 1000).toFixed(0).padStart(5)} ms  ${((row.quick / row.count) * 100).toFixed(1).padStart(5)}%`,
    );
}

/** The server's resident memory, as it reports it at /metrics (prom-client reads it the way each platform allows). */
async function rssMb(apiUrl: string): Promise<number> {
  const text = await (await fetch(`${apiUrl}/metrics`)).text();
  return Number(/^process_resident_memory_bytes (\S+)$/m.exec(text)![1]) / 1024 / 1024;
}

function mix(hotels: number[], tables: Array<{ id: number; restaurant_id: number }>) {
  const lists = listQueries;
  let booking = 0;
  const day0 = 30 + (Math.floor(Date.now() / 1000) % 300);
  const counts = { browse: 0, search: 0, detail: 0, book: 0, signIn: 0, graphqlErrors: 0 };
  const body = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });
  const next = (): string => {
    const roll = Math.random() * 100;
    if (roll < 70) {
      counts.browse++;
      const list = pick(lists);
      return body(list.document, { ...list.variables, country: pick(COUNTRIES), paging: { page: 1 + Math.floor(Math.random() * 3), size: 12 } });
    }
    if (roll < 80) {
      counts.search++;
      const hotelsList = lists[0]!;
      return body(hotelsList.document, { ...hotelsList.variables, country: pick(COUNTRIES), filter: { q: pick(SEARCHES) } });
    }
    if (roll < 90) {
      counts.detail++;
      return body(HOTEL, { id: String(pick(hotels)) });
    }
    if (roll < 95) {
      counts.book++;
      const n = booking++;
      const table = tables[n % tables.length]!;
      const slot = Math.floor(n / tables.length);
      const date = new Date(Date.now() + (day0 + Math.floor(slot / TIMES.length)) * 86_400_000).toISOString().slice(0, 10);
      return body(BOOK, {
        input: {
          idempotencyKey: randomUUID(),
          contact: { name: 'Load Traveller', email: `load-${n}@example.org` },
          restaurant: { restaurantId: String(table.restaurant_id), tableId: String(table.id), date, time: TIMES[slot % TIMES.length], partySize: 2 },
        },
      });
    }
    counts.signIn++;
    return body(SIGN_IN, { input: { email: 'traveller@example.com', password: 'Safari2025!' } });
  };
  return { next, counts };
}

/** The clients the load comes from, in turn: 500 addresses of the documentation ranges. */
let clients = 0;
const nextClient = () => {
  const n = clients++ % 500;
  return n < 250 ? `198.51.100.${n + 1}` : `203.0.113.${n - 249}`;
};

function run(url: string, seconds: number, next: () => string, onGraphqlError: () => void) {
  return autocannon({
    url: `${url}/graphql`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextClient() }, body: next() }),
        onResponse: (_status, responseBody) => {
          if (responseBody.startsWith('{"errors"') || responseBody.includes('"errors":[')) onGraphqlError();
        },
      },
    ],
  });
}

async function main() {
  const database = await prepareDatabase();
  const { hotels, tables } = await inventory(database.url);
  const { server, apiUrl } = await startServer(database.url);
  let graphqlErrors = 0;
  const load = mix(hotels, tables);
  try {
    await run(apiUrl, WARM_UP_SECONDS, load.next, () => graphqlErrors++);
    const rssWarm = await rssMb(apiUrl);
    const timesWarm = await operationTimes(apiUrl);
    graphqlErrors = 0;
    for (const key of Object.keys(load.counts) as Array<keyof typeof load.counts>) load.counts[key] = 0;
    const result = await run(apiUrl, SECONDS, load.next, () => graphqlErrors++);
    const rssAfter = await rssMb(apiUrl);
    const timesAfter = await operationTimes(apiUrl);
    const errors = result.errors + result.timeouts + result.non2xx + graphqlErrors;
    const growth = rssAfter / rssWarm;
    console.log(`\nLoad: ${SECONDS} s at ${CONNECTIONS} connections against the production build (loopback)`);
    console.log(
      `  mix            browse ${load.counts.browse}, search ${load.counts.search}, detail ${load.counts.detail}, book ${load.counts.book}, sign-in ${load.counts.signIn}`,
    );
    console.log(`  throughput     ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests)`);
    console.log(`  latency        p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`);
    console.log(`  errors         ${errors} (socket ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, GraphQL ${graphqlErrors})`);
    printOperationTimes(timesWarm, timesAfter);
    console.log(`  RSS            ${rssWarm.toFixed(0)} MB after warm-up, ${rssAfter.toFixed(0)} MB after the run (${((growth - 1) * 100).toFixed(1)}%)`);
    const problems = [
      ...(errors ? [`${errors} errors`] : []),
      ...(SECONDS >= RSS_JUDGED_FROM_SECONDS && growth > RSS_GROWTH_LIMIT ? [`RSS grew ${((growth - 1) * 100).toFixed(1)}% (limit 20%)`] : []),
    ];
    if (problems.length) {
      console.error(`\n✖ ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolveExit) => server.once('exit', resolveExit));
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
