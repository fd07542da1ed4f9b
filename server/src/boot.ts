// Start-up in order: database → migrations → seed → services → HTTP. Each step fails with one clear line.
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { migrateDatabase, pendingMigrations } from './db/migrate.js';
import { describeConnectionError, openDatabase, StartupError } from './db/open-database.js';
import { type Orm, openOrm } from './db/orm.js';
import { isSeeded, seedDatabase } from './db/seed/index.js';
import { type ApiApp, buildApiApp } from './http/app.js';
import type { ApiAdapter } from './http/api-context.js';
import { buildWebApp } from './http/web-server.js';
import { startJobs } from './jobs.js';
import { createServices, type Services } from './services.js';

export { StartupError };

export interface RunningApp {
  orm: Orm;
  services: Services;
  api: ApiApp;
  web?: FastifyInstance;
  apiUrl: string;
  webUrl?: string;
  databaseUrl: string;
  close(): Promise<void>;
}

type Log = (line: string) => void;

/** Applies pending migrations, or, told not to, refuses a database the release step has not brought up to date. */
async function bringSchemaUpToDate(orm: Orm, databaseUrl: string, config: Pick<Config, 'migrateAtStart'>, log: Log): Promise<void> {
  if (!config.migrateAtStart) {
    const pending = await pendingMigrations(databaseUrl);
    if (pending.length)
      throw new StartupError(
        `The database lacks ${pending.length} migration(s) of this build (first: ${pending[0]}). Run the release step first (npm run migrate), or set MIGRATE_AT_START=true.`,
      );
    return;
  }
  try {
    const applied = await migrateDatabase(orm, databaseUrl);
    if (applied.length) log(`Applied ${applied.length} migration(s).`);
  } catch (error) {
    throw new StartupError(`A migration failed, so nothing was changed: ${error instanceof Error ? error.message : error}`);
  }
}

async function migrateAndSeed(orm: Orm, databaseUrl: string, config: Config, log: Log) {
  await bringSchemaUpToDate(orm, databaseUrl, config, log);
  const em = orm.em.fork();
  if (config.seed === 'auto' && !(await isSeeded(em))) {
    log('Seeding an empty database with demo data ...');
    await seedDatabase(em);
  }
}

const portTaken = (port: number, variable: string) =>
  new StartupError(`Port ${port} is already in use. Stop the other process or set ${variable} to a free port.`);

/** A taken port is found before the database starts, migrates and seeds, not after. */
async function ensurePortFree(host: string, port: number, variable: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? portTaken(port, variable) : error));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function listen(app: FastifyInstance, host: string, port: number, variable: string): Promise<void> {
  try {
    await app.listen({ host, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw portTaken(port, variable);
    throw error;
  }
}

export interface Cleanup {
  name: string;
  run: () => Promise<unknown>;
}

/** How long one part may take to stop: a part that hangs (a connection never handed back) must not hold the rest. */
const CLEANUP_DEADLINE_MS = 5000;

/** Stops one part; a failure or a hang past the deadline is reported and the stop goes on with the next part. */
export async function stopWithin(
  { name, run }: Cleanup,
  deadlineMs = CLEANUP_DEADLINE_MS,
  report: (line: string) => unknown = (line) => process.stderr.write(line),
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
    timer.unref();
  });
  const outcome = await Promise.race([
    run().then(
      () => 'done' as const,
      () => 'done' as const,
    ),
    deadline,
  ]);
  clearTimeout(timer);
  if (outcome === 'late') report(`Stopping ${name} took over ${deadlineMs / 1000} s; going on without it.\n`);
}

export interface StartOptions {
  log?: Log;
  /** Routes plugged into the API beside GraphQL (the process entry passes rest-compat). */
  adapters?: readonly ApiAdapter[];
}

/** Brings the whole product up; on any failure, what was started is stopped again. */
export async function startApp(config: Config, { log = () => {}, adapters = [] }: StartOptions = {}): Promise<RunningApp> {
  await ensurePortFree(config.host, config.port, 'PORT');
  if (config.serveWeb) await ensurePortFree(config.host, config.webPort, 'WEB_PORT');
  const database = await openDatabase(config, log);
  const cleanups: Cleanup[] = [];
  // The parts in reverse order of start, each within its deadline; then the embedded database, which takes its time.
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await stopWithin(cleanup);
    await database.stop().catch((error: unknown) => log(`Stopping the database failed: ${error instanceof Error ? error.message : error}`));
  };
  try {
    const orm = await openOrm(database.url, { poolMax: config.pool.size, poolWaitMs: config.pool.waitMs, readUrl: config.databaseReadUrl }).catch((error) => {
      throw new StartupError(describeConnectionError(error, database.url));
    });
    cleanups.push({ name: 'the database pool', run: () => orm.close() });
    await migrateAndSeed(orm, database.url, config, log);
    const services = createServices(config, log);
    cleanups.push({ name: 'the services', run: () => services.close() });
    await services.liveBookings.start(database.url);
    await services.countries.load(orm.em.fork());
    const api = await buildApiApp(orm, services, adapters);
    cleanups.push({ name: 'the API server', run: () => api.app.close() });
    await listen(api.app, config.host, config.port, 'PORT');
    if (config.jobRunner) {
      const stopJobs = await startJobs(orm, services, database.url, api.app.log);
      cleanups.push({ name: 'the jobs', run: stopJobs });
    }
    const apiPort = (api.app.server.address() as { port: number }).port;
    const apiUrl = `http://localhost:${apiPort}`;
    let web: FastifyInstance | undefined;
    let webUrl: string | undefined;
    if (config.serveWeb) {
      web = await buildWebApp(config, apiUrl).catch((error) => {
        throw new StartupError(error.message);
      });
      cleanups.push({ name: 'the web server', run: () => web!.close() });
      await listen(web, config.host, config.webPort, 'WEB_PORT');
      webUrl = `http://localhost:${(web.server.address() as { port: number }).port}`;
    }
    return { orm, services, api, web, apiUrl, webUrl, databaseUrl: database.url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
