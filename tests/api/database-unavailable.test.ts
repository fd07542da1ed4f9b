// Design §5: with the database down, both edges answer 503 SERVICE_UNAVAILABLE with Retry-After, and
// nothing about the database (its address, its port, the socket error) reaches the client. The suite
// runs on a PostgreSQL of its own, which it stops halfway.
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restCompat } from '../../rest-compat/src/index.js';
import { type RunningApp, startApp } from '../../server/src/boot.js';
import { loadConfig } from '../../server/src/config.js';
import { isDatabaseUnavailable } from '../../server/src/db/availability.js';
import { ensureDatabase } from '../../server/src/db/database-url.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { openOrm } from '../../server/src/db/orm.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { seedCountries } from '../../server/src/db/seed/countries.seed.js';
import { PUBLIC_API_URL } from '../support/test-environment.js';

let dir: string;
let database: EmbeddedDatabase | undefined;
let app: RunningApp | undefined;
let databasePort: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'marketplace-unavailable-'));
  database = await startEmbeddedPostgres(dir, 'marketplace_unavailable', () => {});
  databasePort = new URL(database.url).port;
  await ensureDatabase(database.url);
  // Countries only: the list queries below get as far as SQL, and the start stays quick.
  const orm = await openOrm(database.url);
  try {
    await migrateDatabase(orm, database.url);
    await orm.em.fork().transactional((em) => seedCountries(em));
  } finally {
    await orm.close();
  }
  app = await startApp(
    loadConfig({
      SKIP_ENV_FILE: '1',
      DATABASE_URL: database.url,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
      SEED: 'never',
      PUBLIC_API_URL,
    }),
    { adapters: [restCompat] },
  );
});

afterAll(async () => {
  try {
    await app?.close();
  } finally {
    await database?.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
});

const HOTELS = '{ hotels(country: "RW") { totalCount nodes { id name } } }';

function graphql(query: string, accept?: string, headers: Record<string, string> = {}) {
  return fetch(`${app!.apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(accept && { accept }), ...headers },
    body: JSON.stringify({ query }),
  });
}

/** Nothing in a body tells where the database is or how it failed. */
function expectNoDatabaseDetails(body: string) {
  expect(body).not.toContain(databasePort);
  expect(body).not.toMatch(/127\.0\.0\.1|localhost|ECONNREFUSED|connect|postgres|stack/i);
}

describe('isDatabaseUnavailable', () => {
  it('knows refused connections, dropped connections, shutdowns and pool timeouts, however wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: new Error('wrapped', { cause: refused }) }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'all addresses failed'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves the request’s own faults and the rest alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('invalid message format'), { code: '08P01' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('a cause that points back');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe('with the database stopped', () => {
  it('answers while it runs', async () => {
    const response = await graphql(HOTELS);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { hotels: { totalCount: 0, nodes: [] } } });
  });

  it('GraphQL answers 503 SERVICE_UNAVAILABLE with Retry-After, in either media type', async () => {
    await database!.stop();
    for (const accept of [undefined, 'application/graphql-response+json', 'application/json']) {
      const response = await graphql(HOTELS, accept);
      const text = await response.text();
      expect(response.status, text).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = JSON.parse(text);
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'The service is briefly unavailable. Please try again in a moment.',
          extensions: {
            code: 'SERVICE_UNAVAILABLE',
            requestId: response.headers.get('x-request-id'),
            retryAfterSeconds: Number(response.headers.get('retry-after')),
          },
        }),
      ]);
      expectNoDatabaseDetails(text);
    }
  });

  it('a signed-in request, whose session is looked up before GraphQL runs, answers 503 too', async () => {
    const response = await graphql(HOTELS, undefined, { authorization: 'Bearer some-session-token' });
    const text = await response.text();
    expect(response.status, text).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(text).toContain('SERVICE_UNAVAILABLE');
    expectNoDatabaseDetails(text);
  });

  it('a mutation answers the same', async () => {
    const response = await graphql('mutation { passwordForgot(email: "traveller@example.com") { userErrors { code } } }');
    const text = await response.text();
    expect(response.status, text).toBe(503);
    expect(JSON.parse(text).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expectNoDatabaseDetails(text);
  });

  it('REST answers 503 { message, error: SERVICE_UNAVAILABLE } with Retry-After', async () => {
    const response = await fetch(`${app!.apiUrl}/hotels?country=RW`);
    const text = await response.text();
    expect(response.status, text).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(text)).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
      error: 'SERVICE_UNAVAILABLE',
      request_id: response.headers.get('x-request-id'),
    });
    expectNoDatabaseDetails(text);
  });

  it('readiness says so, and the server still closes', async () => {
    expect((await fetch(`${app!.apiUrl}/readyz`)).status).toBe(503);
    const closing = app!.close();
    await expect(Promise.race([closing.then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 10_000, 'hung'))])).resolves.toBe('closed');
    app = undefined;
  });
});
