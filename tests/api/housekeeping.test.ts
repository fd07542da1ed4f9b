// Housekeeping on real PostgreSQL: what is over is gone after a pass (long-expired sessions and tokens,
// old delivered mail, lapsed holds given back to their counters) and everything else is still there.
// Two passes at once (two replicas) do the work once between them.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/test-database.js';
import { houseKeep } from '../../server/src/housekeeping.js';
import { FOLDED_SHARD } from '../../server/src/modules/admin/analytics/rollup-compaction.js';
import { apiSuite } from '../support/api-suite.js';
import { HOLD, daysAhead, expectCountersConsistent, guest, key, mutate } from './bookings-support.js';
import { restaurantOpenAt } from '../support/opening-hours.js';

const suite = apiSuite();

const fork = () => suite.env.app.orm.em.fork();

async function userId(email: string): Promise<string> {
  const { rows } = await suite.db.query('select id from app_user where email = $1', [email]);
  return rows[0].id;
}

/** A session expiring (or revoked) `days` from now, with one refresh token of the same life; answers their ids. */
async function session(user: string, expiresInDays: number, revokedDaysAgo?: number) {
  const { rows } = await suite.db.query(
    `insert into auth_session (user_id, expires_at, revoked_at) values ($1, now() + make_interval(days => $2), case when $3::int is null then null else now() - make_interval(days => $3::int) end) returning id`,
    [user, expiresInDays, revokedDaysAgo ?? null],
  );
  const id = rows[0].id as string;
  const token = await suite.db.query(
    `insert into auth_session_token (session_id, kind, token_hash, expires_at) values ($1, 'refresh', $2, now() + make_interval(days => $3)) returning id`,
    [id, randomUUID(), expiresInDays],
  );
  return { session: id, token: token.rows[0].id as string };
}

async function oneTimeToken(user: string, expiresInDays: number, usedDaysAgo?: number): Promise<string> {
  const { rows } = await suite.db.query(
    `insert into one_time_token (user_id, purpose, token_hash, expires_at, used_at)
    values ($1, 'reset_password', $2, now() + make_interval(days => $3), case when $4::int is null then null else now() - make_interval(days => $4::int) end) returning id`,
    [user, randomUUID(), expiresInDays, usedDaysAgo ?? null],
  );
  return rows[0].id;
}

async function mail(status: string, sentDaysAgo: number | null, createdDaysAgo = 40): Promise<string> {
  const { rows } = await suite.db.query(
    `insert into email_outbox (recipient, template, language, subject, text, html, status, created_at, sent_at)
    values ($1, 'verify-email', 'en', 'Housekeeping', 'text', '<p>html</p>', $2, now() - make_interval(days => $3),
      case when $4::int is null then null else now() - make_interval(days => $4::int) end) returning id`,
    [`housekeeping-${randomUUID().slice(0, 8)}@example.org`, status, createdDaysAgo, sentDaysAgo],
  );
  return rows[0].id;
}

const existing = async (table: string, ids: string[]) => {
  const { rows } = await suite.db.query(`select id from ${table} where id = any($1::uuid[])`, [ids]);
  return new Set(rows.map((row) => row.id as string));
};

describe('housekeeping', () => {
  it('purges long-expired or revoked sessions, used or expired one-time tokens and old delivered mail, and keeps the rest', async () => {
    const user = await userId('traveller@example.com');
    const longExpired = await session(user, -8);
    const justExpired = await session(user, -1);
    const live = await session(user, 30);
    const longRevoked = await session(user, 30, 8);
    const tokens = {
      expired: await oneTimeToken(user, -8),
      used: await oneTimeToken(user, 1, 8),
      recentlyUsed: await oneTimeToken(user, 1, 1),
      live: await oneTimeToken(user, 1),
    };
    const mails = {
      oldSent: await mail('sent', 31),
      oldLogged: await mail('logged', 31),
      recentSent: await mail('sent', 1),
      oldPending: await mail('pending', null),
      oldFailed: await mail('failed', null),
    };

    const report = await houseKeep(fork());

    expect(await existing('auth_session', [longExpired.session, justExpired.session, live.session, longRevoked.session])).toEqual(
      new Set([justExpired.session, live.session]),
    );
    expect(await existing('auth_session_token', [longExpired.token, justExpired.token, live.token, longRevoked.token])).toEqual(
      new Set([justExpired.token, live.token]),
    );
    expect(await existing('one_time_token', Object.values(tokens))).toEqual(new Set([tokens.recentlyUsed, tokens.live]));
    expect(await existing('email_outbox', Object.values(mails))).toEqual(new Set([mails.recentSent, mails.oldPending, mails.oldFailed]));
    expect(report.purged.auth_session).toBeGreaterThanOrEqual(2);
    expect(report.purged.one_time_token).toBeGreaterThanOrEqual(2);
    expect(report.purged.email_outbox).toBeGreaterThanOrEqual(2);
  });

  it('gives back the units of lapsed holds and leaves live ones held', async () => {
    const { rows: tables } = await suite.db.query(
      `select t.id, t.restaurant_id from restaurant_table t join restaurant r on r.id = t.restaurant_id
      where r.active and ${restaurantOpenAt('19:00')} and t.seats >= 2 order by t.id desc offset 3 limit 2`,
    );
    const date = daysAhead(150 + Math.floor(Math.random() * 150));
    const hold = async (table: { id: number; restaurant_id: number }) => {
      const held = await mutate(suite.env, HOLD, {
        idempotencyKey: key(),
        contact: guest('housekeeping'),
        restaurant: { restaurantId: String(table.restaurant_id), tableId: String(table.id), date, time: '19:00', partySize: 2 },
      });
      expect(held.userErrors).toEqual([]);
      return held.booking!.id as string;
    };
    const lapsing = await hold(tables[0]);
    const live = await hold(tables[1]);
    // The first hold lapses now (rather than waiting ten minutes for it).
    await suite.db.query(`update inventory_claim set expires_at = now() - interval '1 second' where booking_id = $1`, [lapsing]);
    const booked = async (booking: string) =>
      (
        await suite.db.query(`select b.booked from inventory_bucket b join inventory_claim c on c.bucket_id = b.id where c.booking_id = $1`, [booking])
      ).rows.map((row) => row.booked as number);
    const before = { lapsing: await booked(lapsing), live: await booked(live) };
    expect(before.lapsing.every((units) => units >= 1)).toBe(true);

    // Two replicas' passes at once: each lapsed claim is released by one of them, once.
    const [first, second] = await Promise.all([houseKeep(fork()), houseKeep(fork())]);
    expect(first.holdsReleased + second.holdsReleased).toBeGreaterThanOrEqual(1);

    const claims = async (booking: string) =>
      (await suite.db.query(`select released_at from inventory_claim where booking_id = $1`, [booking])).rows.map((row) => row.released_at !== null);
    expect(await claims(lapsing)).toEqual(expect.arrayContaining([true]));
    expect((await claims(lapsing)).every(Boolean)).toBe(true);
    expect((await claims(live)).some(Boolean)).toBe(false);
    expect(await booked(lapsing)).toEqual(before.lapsing.map((units) => units - 1));
    expect(await booked(live)).toEqual(before.live);
    await expectCountersConsistent(suite.db);
  });

  it("folds the analytics rollups' shards into one, never waiting on a booking's row, and keeps every total", async () => {
    // The daily rollup rows of one key (day, kind, country, status and currency), on a day in the 1500s: the
    // analytics suites write their bookings into years from 1600 on, and the others book in the present.
    const day = `15${10 + Math.floor(Math.random() * 90)}-0${1 + Math.floor(Math.random() * 9)}-${10 + Math.floor(Math.random() * 18)}`;
    const write = (client: pg.Client, shard: number, bookings: number) =>
      client.query(
        `insert into booking_daily_rollup (day, type, country_code, status, currency, shard, bookings, total_minor) values ($1, 'hotel', 'RW', 'confirmed', 'USD', $2, $3, $3 * 100)
        on conflict (day, type, country_code, status, currency, shard) do update set bookings = booking_daily_rollup.bookings + excluded.bookings, total_minor = booking_daily_rollup.total_minor + excluded.total_minor`,
        [day, shard, bookings],
      );
    const rows = async () =>
      (
        await suite.db.query(
          `select shard, bookings, total_minor::int as total from booking_daily_rollup
          where day = $1 and type = 'hotel' and country_code = 'RW' and status = 'confirmed' and currency = 'USD' order by shard`,
          [day],
        )
      ).rows as Array<{
        shard: number;
        bookings: number;
        total: number;
      }>;
    for (const [shard, bookings] of [
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ] as const)
      await write(suite.db, shard, bookings);
    // A booking still open holds its shard's row (it added to it): the pass goes past it rather than wait.
    const booking = new pg.Client({ connectionString: databaseUrl() });
    await booking.connect();
    try {
      await booking.query('begin');
      await write(booking, 4, 1);
      await houseKeep(fork());
      expect(await rows()).toEqual([
        { shard: 4, bookings: 4, total: 400 },
        { shard: FOLDED_SHARD, bookings: 6, total: 600 },
      ]);
      await booking.query('commit');
    } finally {
      await booking.end();
    }
    expect(await rows()).toEqual([
      { shard: 4, bookings: 5, total: 500 },
      { shard: FOLDED_SHARD, bookings: 6, total: 600 },
    ]);
    await write(suite.db, 5, 5);
    // Two replicas' passes at once fold each row once.
    await Promise.all([houseKeep(fork()), houseKeep(fork())]);
    expect(await rows()).toEqual([{ shard: FOLDED_SHARD, bookings: 16, total: 1600 }]);
  });
});
