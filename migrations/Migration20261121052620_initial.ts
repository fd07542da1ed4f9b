import { Migration } from '@mikro-orm/migrations';

export class Migration20261121052620_initial extends Migration {
  override name = 'Migration20261121052620_initial';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(
      `create type "user_role" as enum ('user', 'admin', 'subadmin', 'hotel_manager', 'restaurant_manager', 'tour_organizer', 'transport_business', 'leisure_manager');`,
    );
    this.addSql(`create type "hotel_type" as enum ('luxury', 'boutique', 'safari', 'eco', 'apartment', 'guesthouse');`);
    this.addSql(
      `create table "country" ("code" varchar(2) not null, "name" varchar(255) not null, "official_name" varchar(255) not null, "aliases" text[] not null, "dial_code" varchar(255) not null, "flag" varchar(255) not null, "iso_numeric" varchar(3) not null, "capital" varchar(255) not null, "lat" double precision not null, "lng" double precision not null, primary key ("code"));`,
    );

    this.addSql(
      `create table "city" ("id" serial primary key, "country_code" varchar(2) not null, "name" varchar(255) not null, "lat" double precision not null, "lng" double precision not null);`,
    );
    this.addSql(`alter table "city" add constraint "city_country_code_name_unique" unique ("country_code", "name");`);

    this.addSql(
      `create table "app_user" ("id" uuid not null default gen_random_uuid(), "email" varchar(255) not null, "username" varchar(255) not null, "password_hash" varchar(255) not null, "role" "user_role" not null default 'user', "email_verified_at" timestamptz null, "first_name" varchar(255) not null default '', "last_name" varchar(255) not null default '', "country" varchar(2) null, "city" varchar(255) null, "phone" varchar(255) null, "avatar_path" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`alter table "app_user" add constraint "app_user_username_unique" unique ("username");`);
    this.addSql(`create index "app_user_role_index" on "app_user" ("role");`);

    this.addSql(
      `create table "hotel" ("id" serial primary key, "owner_id" uuid not null, "country_code" varchar(2) not null, "city_id" int not null, "name" varchar(255) not null, "description" text not null default '', "type" "hotel_type" not null, "stars" double precision not null, "price_per_night_minor" int not null, "currency" varchar(3) not null default 'USD', "image_path" varchar(255) not null, "popularity" int not null default 0, "search_text" text not null, "active" boolean not null default true, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "hotel_owner_id_index" on "hotel" ("owner_id");`);
    this.addSql(`create index "hotel_search_trgm_idx" on "hotel" using gin ("country_code", "search_text" gin_trgm_ops) where "active";`);
    this.addSql(`create index "hotel_country_city_price_idx" on "hotel" ("country_code", "city_id", "price_per_night_minor", "id") where "active";`);
    this.addSql(`create index "hotel_country_stars_idx" on "hotel" ("country_code", "stars" desc, "id") where "active";`);
    this.addSql(`create index "hotel_country_price_idx" on "hotel" ("country_code", "price_per_night_minor", "id") where "active";`);
    this.addSql(`create index "hotel_country_relevance_idx" on "hotel" ("country_code", "popularity" desc, "id") where "active";`);

    this.addSql(`alter table "city" add constraint "city_country_code_foreign" foreign key ("country_code") references "country" ("code") on delete cascade;`);

    this.addSql(`alter table "hotel" add constraint "hotel_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id");`);
    this.addSql(`alter table "hotel" add constraint "hotel_country_code_foreign" foreign key ("country_code") references "country" ("code");`);
    this.addSql(`alter table "hotel" add constraint "hotel_city_id_foreign" foreign key ("city_id") references "city" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "city" drop constraint "city_country_code_foreign";`);
    this.addSql(`alter table "hotel" drop constraint "hotel_country_code_foreign";`);
    this.addSql(`alter table "hotel" drop constraint "hotel_city_id_foreign";`);
    this.addSql(`alter table "hotel" drop constraint "hotel_owner_id_foreign";`);

    this.addSql(`drop table if exists "country" cascade;`);
    this.addSql(`drop table if exists "city" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "hotel" cascade;`);

    this.addSql(`drop type "user_role";`);
    this.addSql(`drop type "hotel_type";`);
    this.addSql(`drop extension if exists pg_trgm;`);
    this.addSql(`drop extension if exists btree_gin;`);
  }
}
