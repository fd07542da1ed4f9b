// A fresh database for every run: drop this run's database on a shared server. This run's embedded
// data folder goes when its server stops (serve.mjs); folders of runs that were killed over an hour
// ago are removed here (a younger one may belong to another run under way).
import { readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { dropDatabase } from '../../server/src/db/database-url.js';
import { e2eEnvironment } from '../support/e2e-environment.js';

const HOUR = 60 * 60 * 1000;

export default async function globalTeardown() {
  const { serverEnv } = e2eEnvironment();
  if (serverEnv.DATABASE_URL) await dropDatabase(serverEnv.DATABASE_URL).catch(() => {});
  const dataRoot = resolve(import.meta.dirname, '../../.data');
  for (const entry of readdirSync(dataRoot, { withFileTypes: true })) {
    const startedAt = Number(/^e2e-(\d+)$/.exec(entry.name)?.[1]);
    if (startedAt && Date.now() - startedAt > HOUR) rmSync(resolve(dataRoot, entry.name), { recursive: true, force: true });
  }
}
