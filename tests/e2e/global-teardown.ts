// A fresh database for every run: drop this run's database on a shared server, and remove the
// embedded data folders of earlier runs (this run's server may still be stopping).
import { readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { dropDatabase } from '../../server/src/db/database-url.js';
import { e2eEnvironment } from '../support/e2e-environment.js';

export default async function globalTeardown() {
  const { serverEnv } = e2eEnvironment();
  if (serverEnv.DATABASE_URL) await dropDatabase(serverEnv.DATABASE_URL).catch(() => {});
  const dataRoot = resolve(import.meta.dirname, '../../.data');
  const current = serverEnv.DATA_DIR?.split('/').pop();
  for (const entry of readdirSync(dataRoot, { withFileTypes: true }).filter((e) => e.name.startsWith('e2e-') && e.name !== current))
    rmSync(resolve(dataRoot, entry.name), { recursive: true, force: true });
}
