import { Migration } from '@mikro-orm/migrations';

export class Migration20261204090002_partner_webhooks extends Migration {
  override name = 'Migration20261204090002_partner_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "partner_webhook_endpoint" ("id" uuid not null default gen_random_uuid(), "owner_id" uuid not null, "url" varchar(2048) not null, "secret" varchar(80) not null, "events" text[] not null, "created_at" timestamptz not null default now(), "removed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "partner_webhook_endpoint_owner_id_index" on "partner_webhook_endpoint" ("owner_id") where "removed_at" is null;`);
    this.addSql(
      `alter table "partner_webhook_endpoint" add constraint "partner_webhook_endpoint_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(`create type "webhook_delivery_status" as enum ('pending', 'delivered', 'failed');`);
    this.addSql(
      `create table "partner_webhook_delivery" ("id" uuid not null default gen_random_uuid(), "endpoint_id" uuid not null, "event_id" uuid not null, "event_type" varchar(40) not null, "payload" jsonb not null, "status" "webhook_delivery_status" not null default 'pending', "attempts" int not null default 0, "response_status" int null, "last_error" varchar(500) null, "created_at" timestamptz not null default now(), "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, "next_attempt_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "partner_webhook_delivery" add constraint "partner_webhook_delivery_endpoint_id_event_id_unique" unique ("endpoint_id", "event_id");`,
    );
    this.addSql(`create index "partner_webhook_delivery_endpoint_id_created_at_index" on "partner_webhook_delivery" ("endpoint_id", "created_at");`);
    this.addSql(
      `alter table "partner_webhook_delivery" add constraint "partner_webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "partner_webhook_endpoint" ("id") on delete cascade;`,
    );
    // As for mail: every delivery written gets its job in the same transaction, whoever writes it; the job key makes a
    // second add of the same delivery one job.
    this.addSql(`create function "partner_webhook_delivery_job"() returns trigger language plpgsql as $$
      begin
        perform graphile_worker.add_job('deliver-webhook', json_build_object('id', new.id), job_key => new.id::text, max_attempts => 10);
        return null;
      end $$;`);
    this.addSql(
      `create trigger "partner_webhook_delivery_job" after insert on "partner_webhook_delivery" for each row when (new.status = 'pending') execute function "partner_webhook_delivery_job"();`,
    );

    // When a booking last changed, for partners' "changed since" reads: kept by the database, whoever updates the row.
    this.addSql(`alter table "booking" add column "updated_at" timestamptz null;`);
    this.addSql(`update "booking" set "updated_at" = greatest("created_at", "confirmed_at", "checked_in_at", "checked_out_at");`);
    this.addSql(`alter table "booking" alter column "updated_at" set default now(), alter column "updated_at" set not null;`);
    this.addSql(`create function "booking_touch"() returns trigger language plpgsql as $$
      begin
        new.updated_at := now();
        return new;
      end $$;`);
    this.addSql(`create trigger "booking_touch" before update on "booking" for each row execute function "booking_touch"();`);
    this.addSql(`create index "booking_listing_updated_index" on "booking" ("type", "listing_id", "updated_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "booking_listing_updated_index";`);
    this.addSql(`drop trigger "booking_touch" on "booking";`);
    this.addSql(`drop function "booking_touch"();`);
    this.addSql(`alter table "booking" drop column "updated_at";`);
    this.addSql(`drop table if exists "partner_webhook_delivery" cascade;`);
    this.addSql(`drop function "partner_webhook_delivery_job"();`);
    this.addSql(`drop type "webhook_delivery_status";`);
    this.addSql(`drop table if exists "partner_webhook_endpoint" cascade;`);
  }
}
