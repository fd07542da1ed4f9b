import { Migration } from '@mikro-orm/migrations';

/** A rollup table: each key column and how a booking row gives it. */
interface Rollup {
  table: string;
  keys: Record<string, string>;
}

const day = `(created_at at time zone 'UTC')::date`;
/**
 * Concurrent bookings of one day and kind would upsert the same rollup row, each holding its lock until its
 * transaction commits, and so queue there holding pool connections: each transaction writes to the shard of its
 * own id instead (readers sum the shards), and housekeeping folds them into one (rollup-compaction.ts).
 */
const shard = `(txid_current() % 16)::smallint`;
const daily: Rollup = {
  table: 'booking_daily_rollup',
  keys: { day, type: 'type', country_code: 'country_code', status: 'status', currency: 'currency', shard },
};
const monthly: Rollup = {
  table: 'booking_monthly_rollup',
  keys: {
    month: `date_trunc('month', created_at at time zone 'UTC')::date`,
    type: 'type',
    country_code: 'country_code',
    status: 'status',
    currency: 'currency',
    shard,
  },
};
const dailyByKind: Rollup = { table: 'booking_daily_kind_rollup', keys: { day, type: 'type', status: 'status', currency: 'currency', shard } };
/** The daily rollup as migration `analytics_rollup` made it: no shards, holds included. */
const { shard: _unsharded, ...dailyKeys } = daily.keys;
const dailyBefore: Rollup = { table: 'booking_daily_rollup', keys: dailyKeys };

/** Held bookings are in no report: no rollup keeps them, so a hold writes none. */
const BOOKED = `status <> 'held'`;

type Change = [rows: string, sign: '' | '-'];

/** Adds the net change of some booking rows to one rollup, one upsert per touched key, in key order (no deadlocks between two statements). */
function applyDelta({ table, keys }: Rollup, changes: Change[], where = BOOKED) {
  const columns = Object.keys(keys).join(', ');
  const key = Object.entries(keys)
    .map(([column, expression]) => `${expression} as ${column}`)
    .join(', ');
  const source = changes
    .map(([rows, sign]) => `select ${key}, ${sign}1 as bookings, ${sign}total_minor::bigint as total_minor from ${rows} where ${where}`)
    .join(' union all ');
  return `
  insert into ${table} as r (${columns}, bookings, total_minor)
  select ${columns}, sum(bookings), sum(total_minor) from (${source}) as delta
  group by ${columns}
  having sum(bookings) <> 0 or sum(total_minor) <> 0
  order by ${columns}
  on conflict (${columns})
  do update set bookings = r.bookings + excluded.bookings, total_minor = r.total_minor + excluded.total_minor`;
}

/** The statement triggers' functions (the triggers themselves are migration `analytics_rollup`'s). */
const triggers: Record<string, Change[]> = {
  booking_rollup_insert: [['inserted', '']],
  booking_rollup_delete: [['deleted', '-']],
  booking_rollup_update: [
    ['inserted', ''],
    ['deleted', '-'],
  ],
};

/** Every trigger function over `rollups`, the tables in the same order in each (no lock cycles between statements). */
const rollupFunctions = (rollups: Rollup[], where?: string) =>
  Object.entries(triggers).map(
    ([name, changes]) =>
      `create or replace function "${name}"() returns trigger language plpgsql as $$ begin ${rollups.map((rollup) => `${applyDelta(rollup, changes, where)};`).join('\n')} return null; end $$;`,
  );

/**
 * Two coarser grains beside the daily rollup, so a year of analytics reads thousands of rows rather than
 * 100,000s at a million bookings: per month (kind and country) for the whole months of a range, and per day
 * and kind (all countries) for totals, series and services. The same statement triggers keep all three, and
 * each has a covering index for index-only range scans.
 */
export class Migration20261124053500_analytics_rollups extends Migration {
  override name = 'Migration20261124053500_analytics_rollups';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking_daily_rollup" drop constraint "booking_daily_rollup_pkey";`);
    this.addSql(`alter table "booking_daily_rollup" add "shard" smallint not null default 0;`);
    this.addSql(`alter table "booking_daily_rollup" alter column "shard" drop default;`);
    this.addSql(`alter table "booking_daily_rollup" add primary key ("day", "type", "country_code", "status", "currency", "shard");`);
    this.addSql(
      `create table "booking_monthly_rollup" ("month" date not null, "type" "booking_type" not null, "country_code" varchar(2) not null, "status" "booking_status" not null, "currency" varchar(3) not null, "shard" smallint not null, "bookings" int not null, "total_minor" bigint not null, primary key ("month", "type", "country_code", "status", "currency", "shard"));`,
    );
    this.addSql(
      `create table "booking_daily_kind_rollup" ("day" date not null, "type" "booking_type" not null, "status" "booking_status" not null, "currency" varchar(3) not null, "shard" smallint not null, "bookings" int not null, "total_minor" bigint not null, primary key ("day", "type", "status", "currency", "shard"));`,
    );

    this.addSql(
      `create index "booking_daily_rollup_covering_index" on "booking_daily_rollup" ("day", "currency") include ("type", "country_code", "status", "bookings", "total_minor");`,
    );
    this.addSql(
      `create index "booking_monthly_rollup_covering_index" on "booking_monthly_rollup" ("month", "currency") include ("type", "country_code", "status", "bookings", "total_minor");`,
    );
    this.addSql(
      `create index "booking_daily_kind_rollup_covering_index" on "booking_daily_kind_rollup" ("day", "currency") include ("type", "status", "bookings", "total_minor");`,
    );

    for (const sql of rollupFunctions([daily, monthly, dailyByKind])) this.addSql(sql);
    this.addSql(`delete from "booking_daily_rollup" where "status" = 'held';`);
    this.addSql(applyDelta(monthly, [['booking', '']]));
    this.addSql(applyDelta(dailyByKind, [['booking', '']]));
  }

  override down(): void | Promise<void> {
    for (const sql of rollupFunctions([dailyBefore], 'true')) this.addSql(sql);
    this.addSql(`drop index "booking_daily_rollup_covering_index";`);
    this.addSql(`alter table "booking_daily_rollup" drop constraint "booking_daily_rollup_pkey";`);
    this.addSql(`alter table "booking_daily_rollup" drop column "shard";`);
    this.addSql(`delete from "booking_daily_rollup";`);
    this.addSql(`alter table "booking_daily_rollup" add primary key ("day", "type", "country_code", "status", "currency");`);
    this.addSql(applyDelta(dailyBefore, [['booking', '']], 'true'));
    this.addSql(`drop table if exists "booking_daily_kind_rollup" cascade;`);
    this.addSql(`drop table if exists "booking_monthly_rollup" cascade;`);
  }
}
