// Migrations are a release step: processes starting at once on one empty database take turns on an advisory lock
// and end with one schema; a replica told not to migrate refuses a database the release step has not brought up to
// date; `npm run migrate` (server/src/release.ts) run twice at once applies each migration once.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { projectRoot } from '../../server/src/config.js';
import { dropDatabase, ensureDatabase, withDatabase } from '../../server/src/db/database-url.js';
import { startApiProcess } from '../support/api-process.js';
import { databaseUrl } from '../support/test-database.js';

const created: string[] = [];

async function emptyDatabase(purpose: string): Promise<string> {
  const url = withDatabase(databaseUrl(), `release_${purpose}_${Date.now()}_${process.pid}`);
  await ensureDatabase(url);
  created.push(url);
  return url;
}

afterAll(async () => {
  for (const url of created) await dropDatabase(url);
});

/** What the database records as applied: our migrations (name, times applied) and whether the job queue's schema is there. */
async function schemaOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'")).rows.map((row) => row.name);
    const applied = tables.includes('mikro_orm_migrations')
      ? (await client.query<{ name: string; times: number }>('SELECT name, count(*)::int AS times FROM mikro_orm_migrations GROUP BY name')).rows
      : [];
    const queue = (await client.query<{ present: boolean }>("SELECT to_regnamespace('graphile_worker') IS NOT NULL AS present")).rows[0]!.present;
    return { tables, applied, queue };
  } finally {
    await client.end();
  }
}

function expectOneFullSchema(schema: Awaited<ReturnType<typeof schemaOf>>) {
  expect(schema.applied.map((row) => row.name).sort()).toEqual(migrations.map((migration) => migration.name).sort());
  expect(schema.applied.every((row) => row.times === 1)).toBe(true);
  expect(schema.tables).toContain('booking');
  expect(schema.queue).toBe(true);
}

/** `npm run migrate` as the release step runs it (the source, compiled on load). */
function runReleaseStep(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', resolve(projectRoot, 'server/src/release.ts')], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolveExit) => child.once('exit', (code) => resolveExit({ code, output })));
}

describe('migrations as a release step', () => {
  it('lets two fresh processes start at once on one empty database, with one schema', async () => {
    const databaseUrl = await emptyDatabase('starts');
    const started = await Promise.allSettled([startApiProcess({ DATABASE_URL: databaseUrl }), startApiProcess({ DATABASE_URL: databaseUrl })]);
    for (const outcome of started) if (outcome.status === 'fulfilled') await outcome.value.stop();
    expect(started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started'))).toEqual(['started', 'started']);
    expectOneFullSchema(await schemaOf(databaseUrl));
  }, 180_000);

  it('keeps a replica told not to migrate off a database the release step has not migrated, then migrates once from two runs', async () => {
    const databaseUrl = await emptyDatabase('step');
    const replica = startApiProcess({ DATABASE_URL: databaseUrl, MIGRATE_AT_START: 'false' });
    await expect(replica).rejects.toThrow(/lacks \d+ migration\(s\) of this build .*npm run migrate/);
    expect((await schemaOf(databaseUrl)).tables).toEqual([]);

    const runs = await Promise.all([runReleaseStep(databaseUrl), runReleaseStep(databaseUrl)]);
    expect(
      runs.map((run) => run.code),
      runs.map((run) => run.output).join('\n'),
    ).toEqual([0, 0]);
    const reports = runs.map((run) => run.output.trim()).sort();
    expect(reports[0]).toBe(`Applied ${migrations.length} migration(s): ${migrations.map((migration) => migration.name).join(', ')}.`);
    expect(reports[1]).toBe('The database is up to date.');
    expectOneFullSchema(await schemaOf(databaseUrl));
  }, 180_000);
});
