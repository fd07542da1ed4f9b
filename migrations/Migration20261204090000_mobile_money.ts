import { Migration } from '@mikro-orm/migrations';

/**
 * Mobile money: each prompt sent for a held booking, with its charge in the provider's currency at the rate locked
 * then, its outcome and its refund; and every provider callback as received.
 */
export class Migration20261204090000_mobile_money extends Migration {
  override name = 'Migration20261204090000_mobile_money';

  override up(): void | Promise<void> {
    this.addSql(`create type "mobile_money_provider" as enum ('mpesa', 'mtn_momo');`);
    this.addSql(`create type "mobile_payment_status" as enum ('pending', 'paid', 'failed');`);
    this.addSql(`create type "mobile_money_failure" as enum ('insufficient_funds', 'cancelled', 'timeout', 'declined');`);
    this.addSql(`create type "mobile_refund_status" as enum ('sent', 'manual');`);
    this.addSql(`create table "mobile_payment" (
      "id" uuid not null, "booking_id" uuid not null, "provider" "mobile_money_provider" not null,
      "provider_reference" varchar(100) null, "msisdn" varchar(20) not null, "amount_minor" int not null,
      "charge_amount" int not null, "charge_currency" varchar(3) not null, "rate" numeric(18,6) not null, "rate_date" date not null,
      "status" "mobile_payment_status" not null default 'pending', "failure" "mobile_money_failure" null,
      "failure_detail" varchar(500) null, "receipt" varchar(100) null, "prompt_expires_at" timestamptz not null,
      "created_at" timestamptz not null default now(), "settled_at" timestamptz null,
      "refund_status" "mobile_refund_status" null, "refund_minor" int null, "refund_amount" int null,
      "refund_reference" varchar(100) null, "refunded_at" timestamptz null,
      constraint "mobile_payment_pkey" primary key ("id"));`);
    this.addSql(`create index "mobile_payment_booking_id_index" on "mobile_payment" ("booking_id");`);
    this.addSql(`alter table "mobile_payment" add constraint "mobile_payment_provider_provider_reference_unique" unique ("provider", "provider_reference");`);
    this.addSql(`create index "mobile_payment_pending_idx" on "mobile_payment" ("created_at") where "status" = 'pending';`);
    this.addSql(
      `alter table "mobile_payment" add constraint "mobile_payment_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`,
    );
    this.addSql(`create table "mobile_payment_callback" (
      "id" bigserial primary key, "provider" "mobile_money_provider" not null, "provider_reference" varchar(100) not null,
      "payload" jsonb not null, "received_at" timestamptz not null default now());`);
    this.addSql(`create index "mobile_payment_callback_provider_provider_reference_index" on "mobile_payment_callback" ("provider", "provider_reference");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mobile_payment_callback";`);
    this.addSql(`drop table if exists "mobile_payment";`);
    this.addSql(`drop type "mobile_refund_status";`);
    this.addSql(`drop type "mobile_money_failure";`);
    this.addSql(`drop type "mobile_payment_status";`);
    this.addSql(`drop type "mobile_money_provider";`);
  }
}
