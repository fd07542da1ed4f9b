// Faults, in short forms: an exhausted pool answers 503 at once; SIGTERM finishes the bookings in flight
// and the process exits within 10 s, with its database up or down; PostgreSQL restarted under a load of
// bookings gives 503s while it is away and loses or doubles none (counted against the idempotency keys
// sent); an e-mail provider that refuses mail never fails a booking, and the outbox delivers it later.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/test-database.js';
import { ensureDatabase } from '../../server/src/db/database-url.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { openOrm } from '../../server/src/db/orm.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { seedCountries } from '../../server/src/db/seed/countries.seed.js';
import { seedRestaurants } from '../../server/src/db/seed/restaurants.seed.js';
import { seedDemoAccounts } from '../../server/src/db/seed/index.js';
import { DEMO_PASSWORD } from '../../server/src/db/seed/users.seed.js';
import { hashPassword } from '../../server/src/modules/auth/password.js';
import { Role } from '../../server/src/modules/users/role.js';
import { type ApiProcess, startApiProcess } from '../support/api-process.js';
import { isolatedDatabase } from '../support/isolated-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';
import { CREATE, daysAhead, guest, mutate } from './bookings-support.js';
import { restaurantOpenAt } from '../support/opening-hours.js';

const TIMES = ['12:00', '14:00', '16:00', '18:00', '20:00'];
const BOOK = 'mutation BookingCreate($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { id } userErrors { code } } }';

interface Table {
  id: number;
  restaurant_id: number;
}

async function restaurantTables(databaseUrl: string, offset: number, count: number): Promise<Table[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<Table>(
      `select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id where r.active and ${restaurantOpenAt('20:00')} and t.seats >= 2 order by t.id offset $1 limit $2`,
      [offset, count],
    );
    return rows;
  } finally {
    await db.end();
  }
}

/** The n-th booking request of a run: its own table, day and time, so no two compete for a seating. */
function bookingInput(tables: Table[], n: number, day: number, key: string) {
  const table = tables[n % tables.length]!;
  return {
    idempotencyKey: key,
    contact: { name: 'Fault Traveller', email: `fault-${key.slice(0, 8)}@example.org` },
    restaurant: {
      restaurantId: String(table.restaurant_id),
      tableId: String(table.id),
      date: daysAhead(day + Math.floor(n / (tables.length * TIMES.length))),
      time: TIMES[Math.floor(n / tables.length) % TIMES.length]!,
      partySize: 2,
    },
  };
}

async function post(apiUrl: string, input: unknown): Promise<{ status: number; bookingId?: string }> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ query: BOOK, variables: { input } }),
  });
  const body = (await response.json()) as { data?: { bookingCreate?: { booking?: { id: string } | null } } };
  return { status: response.status, bookingId: body.data?.bookingCreate?.booking?.id };
}

describe('an exhausted pool', () => {
  let env: TestEnvironment;
  beforeAll(async () => {
    env = await createTestEnvironment({ DATABASE_POOL_SIZE: '2', DATABASE_POOL_WAIT_MS: '300' });
  });
  afterAll(() => env?.close());

  it('answers 503 with Retry-After while every connection is taken, and serves again once one is free', async () => {
    const pool = await env.app.orm.em.getConnection().getNativeClient();
    // Warm: the pool has made its connections, then both are held by someone else's long work.
    const held = await Promise.all([pool.connect(), pool.connect()]);
    try {
      const response = await env.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ query: '{ hotels(country: "RW") { totalCount } }' }),
      });
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(body.errors[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect((await env.request('/hotels?country=RW')).status).toBe(503);
    } finally {
      for (const client of held) client.release();
    }
    expect((await env.request('/hotels?country=RW')).status).toBe(200);
  });
});

describe('SIGTERM during bookings', () => {
  it('finishes the bookings in flight, then the process exits within 10 s', async () => {
    const url = databaseUrl();
    // A connection for each booking: all of them are inside the server, each in its own transaction, at the signal.
    const api = await startApiProcess({ DATABASE_URL: url, DATABASE_POOL_SIZE: '25' });
    const tables = await restaurantTables(url, 40, 20);
    const day = 200 + Math.floor(Math.random() * 100);
    const keys = Array.from({ length: 20 }, () => randomUUID());
    // Each booking first writes its idempotency key (bookings/idempotency.ts): the same keys written here, in a
    // transaction left open, keep all twenty waiting on them, in flight, until the server has been told to stop.
    const gate = new pg.Client({ connectionString: url });
    await gate.connect();
    // Watched from another connection: inside the gate's open transaction, pg_stat_activity would stay as first read.
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    const gatePid = (await gate.query('select pg_backend_pid() as pid')).rows[0].pid;
    await gate.query('begin');
    await gate.query(
      `insert into idempotency_key (scope, key, operation, request_hash, booking_id)
      select 'guest:fault-' || left(key, 8) || '@example.org', key, 'gate', 'gate', gen_random_uuid() from unnest($1::text[]) as key`,
      [keys],
    );
    const answers = keys.map((key, n) =>
      post(api.apiUrl, bookingInput(tables, n, day, key)).catch((error) => ({
        status: 0,
        bookingId: undefined,
        error: `${n} ${error.cause?.code ?? error.message}`,
      })),
    );
    await expect
      .poll(
        async () =>
          (
            await watcher.query(
              `select count(*)::int as n from pg_stat_activity where wait_event = 'transactionid' and datname = current_database() and pg_blocking_pids(pid) @> array[$1::int]`,
              [gatePid],
            )
          ).rows[0].n,
        { timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(keys.length);
    const stopped = api.stop('SIGTERM');
    // Once the server turns new requests away it is stopping: only then may the twenty go on.
    const probe = () =>
      fetch(`${api.apiUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: '{"query":"{ __typename }"}',
      }).then(
        (response) => response.status,
        () => 0,
      );
    await expect.poll(probe, { timeout: 10_000 }).not.toBe(200);
    await gate.query('rollback');
    await gate.end();
    await watcher.end();
    const results = await Promise.all(answers);
    const exit = await stopped;
    expect(
      results.map((result) => result.status),
      JSON.stringify(results),
    ).toEqual(keys.map(() => 200));
    expect(results.every((result) => result.bookingId)).toBe(true);
    expect(exit.code, api.output()).toBe(0);
    expect(exit.ms).toBeLessThan(10_000);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query(`select booking_id from idempotency_key where key = any($1::text[])`, [keys]);
      expect(rows.map((row) => row.booking_id).sort()).toEqual(results.map((result) => result.bookingId).sort());
    } finally {
      await db.end();
    }
  }, 120_000);
});

describe('PostgreSQL restarted under load', () => {
  let dir: string;
  let database: EmbeddedDatabase;
  let api: ApiProcess;
  let port: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'marketplace-restart-'));
    database = await startEmbeddedPostgres(dir, 'marketplace_restart', () => {});
    port = Number(new URL(database.url).port);
    await ensureDatabase(database.url);
    // Restaurants only, of the demo data: the load books their tables (the whole seed would take most of the suite's time).
    const orm = await openOrm(database.url);
    try {
      await migrateDatabase(orm, database.url);
      await orm.em.fork().transactional(async (em) => {
        await seedCountries(em);
        const demo = await seedDemoAccounts(em);
        await seedRestaurants(em, demo.get(Role.RESTAURANT_MANAGER)!, await hashPassword(DEMO_PASSWORD));
      });
    } finally {
      await orm.close();
    }
    api = await startApiProcess({ DATABASE_URL: database.url, DATABASE_POOL_WAIT_MS: '1000' });
  }, 180_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await database?.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 while it is down, recovers by itself, and loses or doubles no booking', async () => {
    const tables = await restaurantTables(database.url, 0, 30);
    const CLIENTS = 6;
    const PER_CLIENT = 8;
    const keys = Array.from({ length: CLIENTS * PER_CLIENT }, () => randomUUID());
    const statuses = new Map<number | string, number>();
    const booked = new Map<string, string>();
    let answered = 0;
    const deadline = Date.now() + 60_000;
    // Each client books in turn and, like a real one, retries a failed request with the same key.
    const client = async (first: number) => {
      for (let n = first; n < keys.length; n += CLIENTS) {
        const key = keys[n]!;
        for (;;) {
          const answer = await post(api.apiUrl, bookingInput(tables, n, 120, key)).catch((error: Error) => ({ status: error.message, bookingId: undefined }));
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.bookingId) {
            booked.set(key, answer.bookingId);
            answered++;
            break;
          }
          if (Date.now() > deadline) throw new Error(`no booking for ${key}: ${JSON.stringify([...statuses])}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    const until = async (condition: () => boolean | Promise<boolean>) => {
      while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await until(() => answered >= 8);
    await database.stop();
    // While it is away: the API says so, with 503s.
    const down = await fetch(`${api.apiUrl}/hotels?country=RW`);
    expect(down.status).toBe(503);
    await until(() => (statuses.get(503) ?? 0) >= 3);
    database = await startEmbeddedPostgres(dir, 'marketplace_restart', () => {}, port);
    await load;

    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.get(503)).toBeGreaterThanOrEqual(3);
    expect(booked.size).toBe(keys.length);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query(`select k.key, k.booking_id from idempotency_key k join booking b on b.id = k.booking_id where k.key = any($1::text[])`, [
        keys,
      ]);
      expect(rows).toHaveLength(keys.length);
      expect(Object.fromEntries(rows.map((row) => [row.key, row.booking_id]))).toEqual(Object.fromEntries(booked));
      const { rows: contacts } = await db.query(`select count(*)::int as n from booking where email like 'fault-%@example.org'`);
      expect(contacts[0].n).toBe(keys.length);
      // The job queue is worked again too: every booking's confirmation leaves.
      const undelivered = async () =>
        (await db.query(`select count(*)::int as n from email_outbox where status = 'pending' and recipient like 'fault-%@example.org'`)).rows[0].n;
      await expect.poll(undelivered, { timeout: 30_000, interval: 500 }).toBe(0);
    } finally {
      await db.end();
    }

    // And with the database gone again, SIGTERM still ends the process within 10 s.
    await database.stop();
    expect((await fetch(`${api.apiUrl}/readyz`)).status).toBe(503);
    const exit = await api.stop('SIGTERM');
    expect(exit.ms).toBeLessThan(10_000);
    expect(exit.code, api.output()).toBe(0);
  }, 120_000);
});

describe('an e-mail provider that refuses mail', () => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let envs: TestEnvironment[] = [];
  let refusing = true;
  const delivered: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusing) return callback(Object.assign(new Error('Mailbox service unavailable, try later'), { responseCode: 451 }));
      delivered.push(address.address.toLowerCase());
      callback();
    },
  });
  beforeAll(async () => {
    // Its own database: the job runners here must work this suite's mail only.
    database = await isolatedDatabase('refusing_smtp', { demoData: true });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    const settings = { DATABASE_URL: database.url, SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_RUNNER: 'true' };
    envs = [await createTestEnvironment(settings), await createTestEnvironment(settings)];
  }, 180_000);
  afterAll(async () => {
    for (const env of envs) await env.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database?.drop();
  });

  it('never fails a booking: the mail waits in the outbox with a retry time, then leaves once, even with two workers', async () => {
    const [table] = await restaurantTables(database.url, 70, 1);
    const contact = guest('outbox');
    const placed = await mutate(envs[0]!, CREATE, {
      idempotencyKey: randomUUID(),
      payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' },
      contact,
      restaurant: {
        restaurantId: String(table!.restaurant_id),
        tableId: String(table!.id),
        date: daysAhead(250 + Math.floor(Math.random() * 50)),
        time: '13:00',
        partySize: 2,
      },
    });
    expect(placed.userErrors).toEqual([]);
    expect(placed.booking!.status).toBe('CONFIRMED');

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const outbox = async () =>
        (
          await db.query(`select status, attempts, last_error, next_attempt_at > now() as later from email_outbox where recipient = $1`, [
            contact.email.toLowerCase(),
          ])
        ).rows;
      // The first attempt runs right after the booking commits; wait for it to have failed.
      await expect.poll(async () => (await outbox())[0]?.attempts, { timeout: 10_000 }).toBe(1);
      expect(await outbox()).toEqual([{ status: 'pending', attempts: 1, last_error: expect.stringMatching(/451|unavailable/i), later: true }]);

      // The provider is back; the retry is brought forward rather than waited for.
      refusing = false;
      await db.query(
        `select graphile_worker.reschedule_jobs(array(select j.id from graphile_worker._private_jobs j join email_outbox m on m.id::text = j.payload->>'id' where m.recipient = $1), run_at => now())`,
        [contact.email.toLowerCase()],
      );
      await expect.poll(outbox, { timeout: 10_000 }).toEqual([{ status: 'sent', attempts: 2, last_error: null, later: null }]);
      expect(delivered.filter((address) => address === contact.email.toLowerCase())).toHaveLength(1);
    } finally {
      await db.end();
    }
  });
});
