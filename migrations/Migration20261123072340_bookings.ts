import { Migration } from '@mikro-orm/migrations';

/**
 * Bookings and the inventory they claim. Overselling is impossible in the database: every claim goes
 * through a guarded counter (`booked + n <= capacity` in the UPDATE, and a CHECK behind it) on
 * inventory_bucket (room nights, leisure nights, table slots, vehicle days) or tour_departure.
 * Also: idempotency keys, the loyalty ledger, and attachments (the .ics) on outbox mails.
 */

export class Migration20261123072340_bookings extends Migration {
  override name = 'Migration20261123072340_bookings';

  override up(): void | Promise<void> {
    this.addSql(`create type "bucket_kind" as enum ('room_night', 'leisure_night', 'table_slot', 'vehicle_day');`);
    this.addSql(`create type "booking_type" as enum ('hotel', 'tour', 'restaurant', 'leisure', 'transport');`);
    this.addSql(`create type "booking_status" as enum ('held', 'confirmed', 'cancelled');`);
    this.addSql(`create type "payment_status" as enum ('unpaid', 'paid');`);
    this.addSql(
      `create table "inventory_bucket" ("id" serial primary key, "kind" "bucket_kind" not null, "unit_id" int not null, "slot" timestamp not null, "capacity" int not null, "booked" int not null default 0);`,
    );
    this.addSql(`alter table "inventory_bucket" add constraint "inventory_bucket_kind_unit_id_slot_unique" unique ("kind", "unit_id", "slot");`);

    this.addSql(
      `create table "hotel_room_type" ("id" serial primary key, "hotel_id" int not null, "name" varchar(255) not null, "units" int not null, "max_guests" int not null, "price_per_night_minor" int not null);`,
    );
    this.addSql(`create index "hotel_room_type_hotel_id_index" on "hotel_room_type" ("hotel_id");`);

    this.addSql(
      `create table "booking" ("id" uuid not null default gen_random_uuid(), "reference" varchar(40) not null, "type" "booking_type" not null, "listing_id" int not null, "listing_name" varchar(255) not null, "location" varchar(255) not null, "city" varchar(255) not null, "country_code" varchar(2) not null, "user_id" uuid null, "email" varchar(255) not null, "contact_name" varchar(255) not null, "phone" varchar(255) null, "status" "booking_status" not null default 'held', "payment_status" "payment_status" not null default 'unpaid', "payment_method" varchar(255) null, "payment_reference" varchar(255) null, "start_date" date not null, "start_time" varchar(5) null, "end_date" date not null, "party_size" int not null, "units" int not null, "details" jsonb not null default '{}', "total_minor" int not null, "currency" varchar(3) not null default 'USD', "hold_expires_at" timestamptz null, "confirmed_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "booking" add constraint "booking_reference_unique" unique ("reference");`);
    this.addSql(`create index "booking_email_index" on "booking" ("email");`);
    this.addSql(`create index "booking_user_id_created_at_index" on "booking" ("user_id", "created_at");`);

    this.addSql(
      `create table "inventory_claim" ("id" serial primary key, "booking_id" uuid not null, "bucket_id" int null, "departure_id" int null, "quantity" int not null, "expires_at" timestamptz null, "released_at" timestamptz null);`,
    );
    this.addSql(`create index "inventory_claim_booking_id_index" on "inventory_claim" ("booking_id");`);
    this.addSql(`create index "inventory_claim_departure_unreleased_idx" on "inventory_claim" ("departure_id") where "released_at" is null;`);
    this.addSql(`create index "inventory_claim_bucket_unreleased_idx" on "inventory_claim" ("bucket_id") where "released_at" is null;`);

    this.addSql(
      `create table "idempotency_key" ("scope" varchar(255) not null, "key" varchar(200) not null, "operation" varchar(255) not null, "request_hash" varchar(64) not null, "booking_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("scope", "key"));`,
    );

    this.addSql(`create type "loyalty_entry_kind" as enum ('earned', 'reversed');`);
    this.addSql(
      `create table "loyalty_entry" ("id" serial primary key, "user_id" uuid not null, "booking_id" uuid not null, "kind" "loyalty_entry_kind" not null, "points" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "loyalty_entry_user_id_created_at_index" on "loyalty_entry" ("user_id", "created_at");`);
    this.addSql(`alter table "loyalty_entry" add constraint "loyalty_entry_booking_id_kind_unique" unique ("booking_id", "kind");`);
    this.addSql(
      `alter table "loyalty_entry" add constraint "loyalty_entry_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "loyalty_entry" add constraint "loyalty_entry_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "email_outbox" add "attachments" jsonb null;`);

    this.addSql(`alter table "inventory_bucket" add constraint "inventory_bucket_booked_check" check (booked >= 0 and booked <= capacity);`);

    this.addSql(
      `alter table "hotel_room_type" add constraint "hotel_room_type_hotel_id_foreign" foreign key ("hotel_id") references "hotel" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "hotel_room_type" add constraint "hotel_room_type_units_check" check (units > 0 and max_guests > 0 and price_per_night_minor >= 0);`,
    );

    this.addSql(`alter table "booking" add constraint "booking_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);

    this.addSql(
      `alter table "inventory_claim" add constraint "inventory_claim_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inventory_claim" add constraint "inventory_claim_bucket_id_foreign" foreign key ("bucket_id") references "inventory_bucket" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inventory_claim" add constraint "inventory_claim_departure_id_foreign" foreign key ("departure_id") references "tour_departure" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inventory_claim" add constraint "inventory_claim_target_check" check ((bucket_id is null) <> (departure_id is null) and quantity > 0);`,
    );

    this.addSql(
      `alter table "idempotency_key" add constraint "idempotency_key_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "inventory_claim" drop constraint "inventory_claim_bucket_id_foreign";`);
    this.addSql(`alter table "inventory_claim" drop constraint "inventory_claim_booking_id_foreign";`);
    this.addSql(`alter table "idempotency_key" drop constraint "idempotency_key_booking_id_foreign";`);

    this.addSql(`drop table if exists "loyalty_entry" cascade;`);
    this.addSql(`drop type "loyalty_entry_kind";`);
    this.addSql(`drop table if exists "inventory_bucket" cascade;`);
    this.addSql(`drop table if exists "hotel_room_type" cascade;`);
    this.addSql(`drop table if exists "booking" cascade;`);
    this.addSql(`drop table if exists "inventory_claim" cascade;`);
    this.addSql(`drop table if exists "idempotency_key" cascade;`);

    this.addSql(`alter table "email_outbox" drop column "attachments";`);

    this.addSql(`drop type "bucket_kind";`);
    this.addSql(`drop type "booking_type";`);
    this.addSql(`drop type "booking_status";`);
    this.addSql(`drop type "payment_status";`);
  }
}
