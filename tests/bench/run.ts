// `npm run bench`: the marketplace-scale figures. Prints a table; nothing here is asserted.
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { restCompat } from '../../rest-compat/src/index.js';
import { startApp, type RunningApp } from '../../server/src/boot.js';
import { loadConfig, projectRoot } from '../../server/src/config.js';
import { ensureDatabase, withDatabase } from '../../server/src/db/database-url.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { openOrm } from '../../server/src/db/orm.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { isSeeded, seedDatabase } from '../../server/src/db/seed/index.js';
import { generateHotels, hotelCount } from './generate.js';
import { generateBookings, generatedBookingCount, measureAnalytics } from './analytics.js';
import { measureBookings } from './bookings.js';
import { measureMobileMoney } from './mobile-money.js';
import { darajaSettings, startDarajaStandIn } from '../../server/src/stand-ins/mobile-money.js';
import { measureHoarding } from './hoarding.js';
import { generousLimits } from '../support/generous-limits.js';
import { measureLatency } from './latency.js';
import { measureRelevance } from '../support/search-relevance.js';
import { graphql } from './request.js';
import { countStatements } from './statements.js';
import { measureThroughputRatio } from './throughput.js';

const LARGE = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const SMALL = 10_000;
const CLIENTS_NOTE = '32 concurrent clients over HTTP, GraphQL bookingCreate (restaurant tables, pay at the venue)';
const HOARD_SECONDS = Number(process.env.BENCH_HOARD_SECONDS ?? 60);
/** `BENCH_ONLY=statements,latency,relevance,throughput,bookings,mobilemoney,analytics,hoarding` runs only those sections (all by default). */
const only = new Set(
  (process.env.BENCH_ONLY ?? 'statements,latency,relevance,throughput,bookings,mobilemoney,analytics,hoarding').split(',').map((name) => name.trim()),
);
/** The sections that read the large database: without them it is neither generated nor served. */
const needsLarge = ['statements', 'latency', 'throughput', 'analytics'].some((section) => only.has(section));

/** Migrated and seeded; `listings` generated hotels replace the seeded ones (null: the seed as it is, rooms and all). */
async function prepare(databaseUrl: string, listings: number | null) {
  await ensureDatabase(databaseUrl);
  const orm = await openOrm(databaseUrl);
  try {
    await migrateDatabase(orm, databaseUrl);
    if (!(await isSeeded(orm.em.fork()))) await seedDatabase(orm.em.fork());
  } finally {
    await orm.close();
  }
  if (listings !== null && (await hotelCount(databaseUrl)) !== listings) {
    const started = Date.now();
    process.stdout.write(`Generating ${listings.toLocaleString('en')} listings ... `);
    await generateHotels(databaseUrl, listings);
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function serve(databaseUrl: string, settings: Record<string, string> = {}): Promise<RunningApp> {
  const config = loadConfig({
    SKIP_ENV_FILE: '1',
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SEED: 'never',
    PUBLIC_API_URL: 'http://127.0.0.1',
    WEB_ORIGIN: 'http://127.0.0.1',
    ...settings,
  });
  return startApp(config, { adapters: [restCompat] });
}

async function main() {
  let baseUrl = process.env.DATABASE_URL;
  let stopEmbedded = async () => {};
  if (!baseUrl) {
    const dataDir = resolve(projectRoot, '.data/bench');
    mkdirSync(dataDir, { recursive: true });
    const embedded = await startEmbeddedPostgres(dataDir, 'postgres', console.error);
    baseUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  try {
    const largeUrl = withDatabase(baseUrl, `bench_${LARGE}`);
    const smallUrl = withDatabase(baseUrl, `bench_${SMALL}`);
    if (needsLarge) await prepare(largeUrl, LARGE);
    await prepare(smallUrl, SMALL);

    if (only.has('analytics') && (await generatedBookingCount(largeUrl)) !== BOOKINGS) {
      const started = Date.now();
      process.stdout.write(`Generating ${BOOKINGS.toLocaleString('en')} bookings ... `);
      await generateBookings(largeUrl, BOOKINGS);
      console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
    }

    let largeApp: Promise<RunningApp> | undefined;
    // The reading servers work no job queue: its turns would be counted and timed with the requests measured.
    const reading = { JOB_RUNNER: 'false' };
    const large = () => (largeApp ??= serve(largeUrl, reading));
    const small = await serve(smallUrl, reading);
    try {
      if (only.has('statements')) {
        console.log(`\nNo N+1: SQL statements behind each list query`);
        for (const row of await countStatements(await large()))
          console.log(`  ${row.query.padEnd(28)} page size 5: ${row.small}   page size 100: ${row.large}   ${row.small === row.large ? 'same' : 'GROWS'}`);
      }

      if (only.has('latency')) {
        console.log(`\nScale: server-side p95 of list queries (Server-Timing), ${LARGE.toLocaleString('en')} vs ${SMALL.toLocaleString('en')} listings`);
        const atLarge = await measureLatency(await large(), largeUrl);
        const atSmall = await measureLatency(small, smallUrl);
        for (const [index, row] of atLarge.entries()) {
          const base = atSmall[index]!;
          console.log(
            `  ${row.name.padEnd(34)} p95 ${row.p95.toFixed(2).padStart(6)} ms  (p50 ${row.p50.toFixed(2)})   at 10k ${base.p95.toFixed(2).padStart(6)} ms   ratio ${(row.p95 / base.p95).toFixed(2)}x`,
          );
        }
      }

      if (only.has('relevance')) {
        // The demo seed, whose names, cities and types the relevance set was written against.
        const seededUrl = withDatabase(baseUrl, 'bench_seeded');
        await prepare(seededUrl, null);
        const seeded = await serve(seededUrl);
        const { results, score } = await measureRelevance(async (document, variables) => (await graphql(seeded, document, variables)).body.data!).finally(() =>
          seeded.close(),
        );
        console.log(`\nSearch relevance: ${results.length} queries (typos, accents, French, Portuguese, Arabic) against the demo seed`);
        console.log(`  expected answer in the first three: ${(score * 100).toFixed(1)} %`);
        for (const miss of results.filter((result) => !result.hit))
          console.log(`  missed: "${miss.query.q}" → ${miss.query.expected} (first three: ${miss.found.join(', ') || 'none'})`);
      }

      if (only.has('throughput')) {
        console.log(
          `\nThroughput: the country-page query through a bare Fastify route running its SQL through pg, a reference server (Mercurius with graphql-jit) over that SQL, and our GraphQL`,
        );
        const ratio = await measureThroughputRatio(await large());
        const { graphql, bare, reference } = ratio;
        const ms = (value: number) => `${value.toFixed(2)} ms`;
        const runs = [
          ['bare route', bare],
          ['reference', reference],
          ['ours', graphql],
        ] as const;
        console.log(
          `  ${''.padEnd(12)}${'req/s'.padStart(8)}   ${'CPU a request in the API process'.padStart(34)}   CPU a request on the whole machine (${ratio.cores} cores)`,
        );
        for (const [name, run] of runs)
          console.log(`  ${name.padEnd(12)}${run.rate.toFixed(0).padStart(8)}   ${ms(run.processMs).padStart(34)}   ${ms(run.machineMs)}`);
        console.log(
          `  ours against the reference: ${(graphql.rate / reference.rate).toFixed(2)}x its rate, ${ms(graphql.processMs - reference.processMs)} more CPU a request (goal: ours at most 0.80 ms)`,
        );
        const { cached } = ratio;
        console.log(
          `  cached repeat (persisted query over GET): ${cached.rate.toFixed(0)} req/s = ${(cached.rate / bare.rate).toFixed(1)}x the bare route (goal: 5x)   SQL statements a repeat: ${cached.statements} (goal: 0)   CPU a request in the API process: ${ms(cached.processMs)}`,
        );
      }

      if (only.has('bookings')) {
        console.log(`\nBookings: ${CLIENTS_NOTE}`);
        // Thousands of bookings from one address: the per-client limits stay out of this throughput figure.
        const generous = await serve(smallUrl, generousLimits);
        const figures = await measureBookings(generous, smallUrl).finally(() => generous.close());
        console.log(`  distinct inventory: ${figures.booked} bookings at ${figures.perSecond.toFixed(0)} bookings/s`);
        console.log(
          `  one unit, 32 at once: ${figures.winners} bookings in ${figures.races} races (one each)   p50 ${figures.p50.toFixed(1)} ms   p99 ${figures.p99.toFixed(1)} ms`,
        );
      }

      if (only.has('mobilemoney')) {
        console.log(`\nMobile money: M-Pesa against the Daraja stand-in answering at once (STK Push, callback, status query)`);
        const daraja = await startDarajaStandIn();
        // Each traveller comes from an address of its own, named by the bench as a proxy on loopback would.
        const paying = await serve(smallUrl, { ...generousLimits, ...darajaSettings(daraja.baseUrl), BOOKING_LOOKUP_FLOOR_MS: '0', TRUST_PROXY: 'loopback' });
        const figures = await measureMobileMoney(paying, smallUrl, daraja).finally(() => Promise.all([paying.close(), daraja.close()]));
        // The stand-in answers at once, so what is measured is our own time: the API, PostgreSQL and the round trips.
        console.log(
          `  "pay" to confirmed, one traveller at a time (our own time): median ${figures.payP50.toFixed(1)} ms   p95 ${figures.payP95.toFixed(1)} ms   p99 ${figures.payP99.toFixed(1)} ms (${figures.confirmed} bookings)`,
        );
        console.log(
          `  32 travellers at once, hold + pay + confirmed (asking as the checkout screen does): median ${figures.concurrentP50.toFixed(1)} ms   p95 ${figures.concurrentP95.toFixed(1)} ms   p99 ${figures.concurrentP99.toFixed(1)} ms (${figures.concurrentBooked} bookings, ${figures.concurrentFailed} failed)`,
        );
      }

      if (only.has('analytics')) {
        console.log(
          `\nAdmin analytics: server-side p95 at ${BOOKINGS.toLocaleString('en')} generated bookings (daily, monthly and per-kind rollups kept by triggers)`,
        );
        const figures = await measureAnalytics(await large(), largeUrl);
        for (const row of figures.rows) console.log(`  ${row.name.padEnd(34)} p95 ${row.p95.toFixed(2).padStart(6)} ms  (p50 ${row.p50.toFixed(2)})`);
        console.log(`  without the rollup: 12-month totals by kind and country scanned from booking take ${figures.scanMs.toFixed(0)} ms`);
      }

      if (only.has('hoarding')) {
        console.log(`\nFair share: one scripted anonymous client, ${HOARD_SECONDS} s, 8 parallel loops from one address holding hotel rooms for 30 nights`);
        const seededUrl = withDatabase(baseUrl, 'bench_seeded');
        await prepare(seededUrl, null);
        const seeded = await serve(seededUrl);
        const figures = await measureHoarding(seeded, seededUrl, HOARD_SECONDS).finally(() => seeded.close());
        const refusals =
          Object.entries(figures.refusals)
            .map(([code, n]) => `${code} ${n}`)
            .join(', ') || 'none';
        console.log(`  units held: ${figures.rooms} rooms (${figures.roomNights.toLocaleString('en')} room-nights) in ${figures.holds} holds`);
        console.log(`  refusals: ${refusals}   rate-limited (429): ${figures.rateLimited}`);
      }
    } finally {
      await (await largeApp)?.close();
      await small.close();
    }
  } finally {
    await stopEmbedded();
  }
}

await main();
