import { Migration } from '@mikro-orm/migrations';

export class Migration20261206100000_exchange_rates extends Migration {
  override name = 'Migration20261206100000_exchange_rates';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "exchange_rate" ("currency" varchar(3) not null, "per_usd" double precision not null, "rate_date" date not null, "fetched_at" timestamptz not null default now(), constraint "exchange_rate_pkey" primary key ("currency"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "exchange_rate" cascade;`);
  }
}
