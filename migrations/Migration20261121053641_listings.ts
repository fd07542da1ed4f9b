import { Migration } from '@mikro-orm/migrations';

export class Migration20261121053641_listings extends Migration {
  override name = 'Migration20261121053641_listings';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(`create type "transport_type" as enum ('safari', 'city', 'group', 'motorcycle');`);
    this.addSql(`create type "transport_status" as enum ('active', 'inactive');`);
    this.addSql(`create type "tour_category" as enum ('cultural', 'wildlife', 'adventure');`);
    this.addSql(`create type "cuisine" as enum ('rwandan', 'african', 'continental', 'international');`);
    this.addSql(`create type "leisure_type" as enum ('bar', 'club', 'walk', 'events', 'festivals', 'sports');`);

    this.addSql(
      `create table "transport_service" ("id" serial primary key, "owner_id" uuid not null, "country_code" varchar(2) not null, "city_id" int not null, "name" varchar(255) not null, "description" text not null default '', "currency" varchar(3) not null default 'USD', "image_path" varchar(255) not null, "popularity" int not null default 0, "search_text" text not null, "created_at" timestamptz not null default now(), "type" "transport_type" not null, "price_per_day_minor" int not null, "status" "transport_status" not null default 'active');`,
    );
    this.addSql(`create index "transport_service_owner_id_index" on "transport_service" ("owner_id");`);
    this.addSql(
      `create index "transport_service_search_trgm_idx" on "transport_service" using gin ("country_code", "search_text" gin_trgm_ops) where "status" = 'active';`,
    );
    this.addSql(
      `create index "transport_service_country_city_price_idx" on "transport_service" ("country_code", "city_id", "price_per_day_minor", "id") where "status" = 'active';`,
    );
    this.addSql(
      `create index "transport_service_country_price_idx" on "transport_service" ("country_code", "price_per_day_minor", "id") where "status" = 'active';`,
    );
    this.addSql(
      `create index "transport_service_country_relevance_idx" on "transport_service" ("country_code", "popularity" desc, "id") where "status" = 'active';`,
    );

    this.addSql(
      `create table "tour" ("id" serial primary key, "owner_id" uuid not null, "country_code" varchar(2) not null, "city_id" int not null, "name" varchar(255) not null, "description" text not null default '', "currency" varchar(3) not null default 'USD', "image_path" varchar(255) not null, "popularity" int not null default 0, "search_text" text not null, "created_at" timestamptz not null default now(), "category" "tour_category" not null, "duration_days" int not null, "base_price_minor" int not null, "active" boolean not null default true);`,
    );
    this.addSql(`create index "tour_owner_id_index" on "tour" ("owner_id");`);
    this.addSql(`create index "tour_search_trgm_idx" on "tour" using gin ("country_code", "search_text" gin_trgm_ops) where "active";`);
    this.addSql(`create index "tour_country_city_price_idx" on "tour" ("country_code", "city_id", "base_price_minor", "id") where "active";`);
    this.addSql(`create index "tour_country_duration_idx" on "tour" ("country_code", "duration_days", "id") where "active";`);
    this.addSql(`create index "tour_country_price_idx" on "tour" ("country_code", "base_price_minor", "id") where "active";`);
    this.addSql(`create index "tour_country_relevance_idx" on "tour" ("country_code", "popularity" desc, "id") where "active";`);

    this.addSql(
      `create table "tour_itinerary_step" ("id" serial primary key, "tour_id" int not null, "position" int not null, "title" varchar(255) not null, "description" text not null default '');`,
    );
    this.addSql(`alter table "tour_itinerary_step" add constraint "tour_itinerary_step_tour_id_position_unique" unique ("tour_id", "position");`);

    this.addSql(
      `create table "tour_departure" ("id" serial primary key, "tour_id" int not null, "date" date not null, "capacity" int not null, "booked" int not null default 0);`,
    );
    this.addSql(`create index "tour_departure_date_tour_idx" on "tour_departure" ("date", "tour_id");`);
    this.addSql(`alter table "tour_departure" add constraint "tour_departure_tour_id_date_unique" unique ("tour_id", "date");`);

    this.addSql(
      `create table "restaurant" ("id" serial primary key, "owner_id" uuid not null, "country_code" varchar(2) not null, "city_id" int not null, "name" varchar(255) not null, "description" text not null default '', "currency" varchar(3) not null default 'USD', "image_path" varchar(255) not null, "popularity" int not null default 0, "search_text" text not null, "created_at" timestamptz not null default now(), "cuisine" "cuisine" not null, "average_price_minor" int not null, "rating" double precision not null, "opening_hours" jsonb not null, "active" boolean not null default true);`,
    );
    this.addSql(`create index "restaurant_owner_id_index" on "restaurant" ("owner_id");`);
    this.addSql(`create index "restaurant_search_trgm_idx" on "restaurant" using gin ("country_code", "search_text" gin_trgm_ops) where "active";`);
    this.addSql(`create index "restaurant_country_city_price_idx" on "restaurant" ("country_code", "city_id", "average_price_minor", "id") where "active";`);
    this.addSql(`create index "restaurant_country_rating_idx" on "restaurant" ("country_code", "rating" desc, "id") where "active";`);
    this.addSql(`create index "restaurant_country_relevance_idx" on "restaurant" ("country_code", "popularity" desc, "id") where "active";`);

    this.addSql(
      `create table "restaurant_table" ("id" serial primary key, "restaurant_id" int not null, "label" varchar(255) not null, "x" int not null, "y" int not null, "seats" int not null);`,
    );
    this.addSql(`create index "restaurant_table_restaurant_id_index" on "restaurant_table" ("restaurant_id");`);

    this.addSql(
      `create table "leisure_venue" ("id" serial primary key, "owner_id" uuid not null, "country_code" varchar(2) not null, "city_id" int not null, "name" varchar(255) not null, "description" text not null default '', "currency" varchar(3) not null default 'USD', "image_path" varchar(255) not null, "popularity" int not null default 0, "search_text" text not null, "created_at" timestamptz not null default now(), "type" "leisure_type" not null, "open_time" time(0) not null, "close_time" time(0) not null, "overnight" boolean generated always as (close_time <= open_time) stored not null, "djs" text[] not null default '{}', "price_level" smallint not null, "entry_price_minor" int not null, "capacity" int not null, "active" boolean not null default true);`,
    );
    this.addSql(`create index "leisure_venue_owner_id_index" on "leisure_venue" ("owner_id");`);
    this.addSql(`create index "leisure_venue_search_trgm_idx" on "leisure_venue" using gin ("country_code", "search_text" gin_trgm_ops) where "active";`);
    this.addSql(
      `create index "leisure_venue_country_city_price_idx" on "leisure_venue" ("country_code", "city_id", "entry_price_minor", "id") where "active";`,
    );
    this.addSql(`create index "leisure_venue_country_price_idx" on "leisure_venue" ("country_code", "entry_price_minor", "id") where "active";`);
    this.addSql(`create index "leisure_venue_country_relevance_idx" on "leisure_venue" ("country_code", "popularity" desc, "id") where "active";`);

    this.addSql(
      `create table "vehicle" ("id" serial primary key, "transport_service_id" int not null, "model" varchar(255) not null, "seats" int not null, "plate" varchar(255) not null);`,
    );
    this.addSql(`create index "vehicle_transport_service_id_index" on "vehicle" ("transport_service_id");`);
    this.addSql(`alter table "vehicle" add constraint "vehicle_plate_unique" unique ("plate");`);

    this.addSql(`alter table "transport_service" add constraint "transport_service_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id");`);
    this.addSql(
      `alter table "transport_service" add constraint "transport_service_country_code_foreign" foreign key ("country_code") references "country" ("code");`,
    );
    this.addSql(`alter table "transport_service" add constraint "transport_service_city_id_foreign" foreign key ("city_id") references "city" ("id");`);

    this.addSql(`alter table "tour" add constraint "tour_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id");`);
    this.addSql(`alter table "tour" add constraint "tour_country_code_foreign" foreign key ("country_code") references "country" ("code");`);
    this.addSql(`alter table "tour" add constraint "tour_city_id_foreign" foreign key ("city_id") references "city" ("id");`);

    this.addSql(
      `alter table "tour_itinerary_step" add constraint "tour_itinerary_step_tour_id_foreign" foreign key ("tour_id") references "tour" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "tour_departure" add constraint "tour_departure_tour_id_foreign" foreign key ("tour_id") references "tour" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "tour_departure" add constraint "tour_departure_booked_check" check (booked >= 0 and booked <= capacity);`);

    this.addSql(`alter table "restaurant" add constraint "restaurant_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id");`);
    this.addSql(`alter table "restaurant" add constraint "restaurant_country_code_foreign" foreign key ("country_code") references "country" ("code");`);
    this.addSql(`alter table "restaurant" add constraint "restaurant_city_id_foreign" foreign key ("city_id") references "city" ("id");`);
    this.addSql(`alter table "restaurant" add constraint "restaurant_rating_check" check (rating >= 0 and rating <= 5);`);

    this.addSql(
      `alter table "restaurant_table" add constraint "restaurant_table_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurant" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "restaurant_table" add constraint "restaurant_table_seats_check" check (seats > 0);`);

    this.addSql(`alter table "leisure_venue" add constraint "leisure_venue_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id");`);
    this.addSql(`alter table "leisure_venue" add constraint "leisure_venue_country_code_foreign" foreign key ("country_code") references "country" ("code");`);
    this.addSql(`alter table "leisure_venue" add constraint "leisure_venue_city_id_foreign" foreign key ("city_id") references "city" ("id");`);
    this.addSql(`alter table "leisure_venue" add constraint "leisure_venue_price_level_check" check (price_level >= 1 and price_level <= 4);`);

    this.addSql(
      `alter table "vehicle" add constraint "vehicle_transport_service_id_foreign" foreign key ("transport_service_id") references "transport_service" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "vehicle" add constraint "vehicle_seats_check" check (seats > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "vehicle" drop constraint "vehicle_transport_service_id_foreign";`);
    this.addSql(`alter table "tour_itinerary_step" drop constraint "tour_itinerary_step_tour_id_foreign";`);
    this.addSql(`alter table "tour_departure" drop constraint "tour_departure_tour_id_foreign";`);
    this.addSql(`alter table "restaurant_table" drop constraint "restaurant_table_restaurant_id_foreign";`);

    this.addSql(`drop table if exists "transport_service" cascade;`);
    this.addSql(`drop table if exists "tour" cascade;`);
    this.addSql(`drop table if exists "tour_itinerary_step" cascade;`);
    this.addSql(`drop table if exists "tour_departure" cascade;`);
    this.addSql(`drop table if exists "restaurant" cascade;`);
    this.addSql(`drop table if exists "restaurant_table" cascade;`);
    this.addSql(`drop table if exists "leisure_venue" cascade;`);
    this.addSql(`drop table if exists "vehicle" cascade;`);

    this.addSql(`drop type "transport_type";`);
    this.addSql(`drop type "transport_status";`);
    this.addSql(`drop type "tour_category";`);
    this.addSql(`drop type "cuisine";`);
    this.addSql(`drop type "leisure_type";`);
  }
}
