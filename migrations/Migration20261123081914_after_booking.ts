import { Migration } from '@mikro-orm/migrations';

export class Migration20261123081914_after_booking extends Migration {
  override name = 'Migration20261123081914_after_booking';

  override up(): void | Promise<void> {
    this.addSql(`create type "saved_list" as enum ('favourites', 'cart');`);
    this.addSql(`create type "booking_access_purpose" as enum ('open', 'act');`);
    this.addSql(
      `create table "saved_listing" ("id" serial primary key, "user_id" uuid not null, "list" "saved_list" not null, "listing_type" "booking_type" not null, "listing_id" int not null, "added_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "saved_listing" add constraint "saved_listing_user_id_list_listing_type_listing_id_unique" unique ("user_id", "list", "listing_type", "listing_id");`,
    );

    this.addSql(
      `create table "review" ("id" serial primary key, "booking_id" uuid not null, "user_id" uuid not null, "listing_type" "booking_type" not null, "listing_id" int not null, "rating" smallint not null, "text" text not null, "author_name" varchar(255) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "review" add constraint "review_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "review_listing_type_listing_id_created_at_index" on "review" ("listing_type", "listing_id", "created_at");`);

    this.addSql(
      `create table "booking_access_token" ("id" uuid not null default gen_random_uuid(), "booking_id" uuid not null, "purpose" "booking_access_purpose" not null, "token_hash" varchar(255) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "booking_access_token" add constraint "booking_access_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "booking_access_token_booking_id_purpose_index" on "booking_access_token" ("booking_id", "purpose");`);

    this.addSql(`alter type "loyalty_entry_kind" add value if not exists 'adjusted' after 'reversed';`);
    // One EARNED and one REVERSED per booking; ADJUSTED lines (one per modification) are free. The new value
    // cannot appear in this transaction, so the predicate names the old ones.
    this.addSql(`alter table "loyalty_entry" drop constraint "loyalty_entry_booking_id_kind_unique";`);
    this.addSql(`create unique index "loyalty_entry_booking_id_kind_unique" on "loyalty_entry" ("booking_id", "kind") where "kind" in ('earned', 'reversed');`);

    this.addSql(
      `alter table "saved_listing" add constraint "saved_listing_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "review" add constraint "review_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`);
    this.addSql(`alter table "review" add constraint "review_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(
      `alter table "booking_access_token" add constraint "booking_access_token_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "saved_listing" cascade;`);
    this.addSql(`drop table if exists "review" cascade;`);
    this.addSql(`drop table if exists "booking_access_token" cascade;`);

    this.addSql(`drop type "saved_list";`);
    this.addSql(`drop type "booking_access_purpose";`);
    this.addSql(`drop index "loyalty_entry_booking_id_kind_unique";`);
    this.addSql(`delete from "loyalty_entry" where "kind" = 'adjusted';`);
    this.addSql(`alter table "loyalty_entry" add constraint "loyalty_entry_booking_id_kind_unique" unique ("booking_id", "kind");`);
  }
}
