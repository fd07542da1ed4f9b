// The database a process works on: the one DATABASE_URL names (created when missing), or the embedded PostgreSQL.
import type { Config } from '../config.js';
import { ensureDatabase } from './database-url.js';
import { DataDirInUseError, startEmbeddedPostgres } from './embedded-postgres.js';

/** A start that cannot go on, in one line for the person starting it. */
export class StartupError extends Error {}

export function describeConnectionError(error: unknown, url: string): string {
  const { hostname, port } = new URL(url);
  const reason = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);
  return `Cannot reach PostgreSQL at ${hostname}:${port || 5432} (${reason}). Check DATABASE_URL, or unset it to use the embedded database.`;
}

/** The database DATABASE_URL names (created when missing), or the embedded one. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log: (line: string) => void) {
  if (config.databaseUrl) {
    try {
      await ensureDatabase(config.databaseUrl);
    } catch (error) {
      throw new StartupError(describeConnectionError(error, config.databaseUrl));
    }
    return { url: config.databaseUrl, stop: async () => {} };
  }
  log(`Starting the embedded PostgreSQL (data in ${config.dataDir}) ...`);
  let lastLog: string | undefined;
  try {
    const embedded = await startEmbeddedPostgres(config.dataDir, 'marketplace', (line) => {
      lastLog = line;
      log(line);
    });
    await ensureDatabase(embedded.url);
    return embedded;
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new StartupError(error.message);
    const reason = error instanceof Error ? error.message : (lastLog ?? 'no reason given');
    throw new StartupError(`The embedded PostgreSQL did not start: ${reason}. Delete ${config.dataDir} to start afresh, or set DATABASE_URL.`);
  }
}
