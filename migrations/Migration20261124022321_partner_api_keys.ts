import { Migration } from '@mikro-orm/migrations';

export class Migration20261124022321_partner_api_keys extends Migration {
  override name = 'Migration20261124022321_partner_api_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "partner_api_key" ("id" uuid not null default gen_random_uuid(), "owner_id" uuid not null, "name" varchar(60) not null, "display_prefix" varchar(24) not null, "secret_hash" varchar(255) not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "partner_api_key" add constraint "partner_api_key_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create index "partner_api_key_owner_id_created_at_index" on "partner_api_key" ("owner_id", "created_at");`);

    this.addSql(
      `alter table "partner_api_key" add constraint "partner_api_key_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partner_api_key" cascade;`);
  }
}
