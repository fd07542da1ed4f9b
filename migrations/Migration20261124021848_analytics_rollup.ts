import { Migration } from '@mikro-orm/migrations';

/** The key of a booking in the rollup, read from a transition table. */
const rolledUp = (rows: string, sign: '' | '-') =>
  `select (created_at at time zone 'UTC')::date as day, type, country_code, status, currency, ${sign}1 as bookings, ${sign}total_minor::bigint as total_minor from ${rows}`;

/** Adds the net change of a statement to the rollup, one upsert per touched key, in key order (no deadlocks between two statements). */
const applyDelta = (source: string) => `
  insert into booking_daily_rollup as r (day, type, country_code, status, currency, bookings, total_minor)
  select day, type, country_code, status, currency, sum(bookings), sum(total_minor) from (${source}) as delta
  group by day, type, country_code, status, currency
  having sum(bookings) <> 0 or sum(total_minor) <> 0
  order by day, type, country_code, status, currency
  on conflict (day, type, country_code, status, currency)
  do update set bookings = r.bookings + excluded.bookings, total_minor = r.total_minor + excluded.total_minor`;

const rollupFunction = (name: string, source: string) =>
  `create function "${name}"() returns trigger language plpgsql as $$ begin ${applyDelta(source)}; return null; end $$;`;

export class Migration20261124021848_analytics_rollup extends Migration {
  override name = 'Migration20261124021848_analytics_rollup';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "booking_daily_rollup" ("day" date not null, "type" "booking_type" not null, "country_code" varchar(2) not null, "status" "booking_status" not null, "currency" varchar(3) not null, "bookings" int not null, "total_minor" bigint not null, primary key ("day", "type", "country_code", "status", "currency"));`,
    );

    this.addSql(`create index "booking_created_at_index" on "booking" ("created_at");`);

    // Statement-level triggers with transition tables: a bulk INSERT ... SELECT (the seed, an import) costs one
    // grouped upsert, not one per row; a single booking costs one upsert of one row.
    this.addSql(rollupFunction('booking_rollup_insert', rolledUp('inserted', '')));
    this.addSql(rollupFunction('booking_rollup_delete', rolledUp('deleted', '-')));
    this.addSql(rollupFunction('booking_rollup_update', `${rolledUp('inserted', '')} union all ${rolledUp('deleted', '-')}`));
    this.addSql(
      `create trigger "booking_rollup_insert" after insert on "booking" referencing new table as inserted for each statement execute function "booking_rollup_insert"();`,
    );
    this.addSql(
      `create trigger "booking_rollup_delete" after delete on "booking" referencing old table as deleted for each statement execute function "booking_rollup_delete"();`,
    );
    this.addSql(
      `create trigger "booking_rollup_update" after update on "booking" referencing old table as deleted new table as inserted for each statement execute function "booking_rollup_update"();`,
    );

    this.addSql(applyDelta(rolledUp('booking', '')));
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "booking_rollup_insert" on "booking";`);
    this.addSql(`drop trigger if exists "booking_rollup_delete" on "booking";`);
    this.addSql(`drop trigger if exists "booking_rollup_update" on "booking";`);
    this.addSql(`drop function if exists "booking_rollup_insert"();`);
    this.addSql(`drop function if exists "booking_rollup_delete"();`);
    this.addSql(`drop function if exists "booking_rollup_update"();`);
    this.addSql(`drop table if exists "booking_daily_rollup" cascade;`);

    this.addSql(`drop index "booking_created_at_index";`);
  }
}
