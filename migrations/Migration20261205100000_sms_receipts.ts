import { Migration } from '@mikro-orm/migrations';

export class Migration20261205100000_sms_receipts extends Migration {
  override name = 'Migration20261205100000_sms_receipts';

  override up(): void | Promise<void> {
    this.addSql(`create type "sms_status" as enum ('pending', 'sent', 'skipped', 'failed');`);
    this.addSql(`create table "sms_outbox" (
      "id" uuid not null default gen_random_uuid(),
      "recipient" varchar(20) not null,
      "user_id" uuid null,
      "template" varchar(255) not null,
      "language" varchar(2) not null,
      "text" text not null,
      "status" "sms_status" not null default 'pending',
      "attempts" int not null default 0,
      "last_error" text null,
      "provider_message_id" varchar(100) null,
      "cost" varchar(50) null,
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null,
      constraint "sms_outbox_pkey" primary key ("id"));`);
    this.addSql(`create index "sms_outbox_recipient_index" on "sms_outbox" ("recipient");`);
    // Every message written to the outbox gets its delivery job in the same transaction, as mails do.
    this.addSql(`create function "sms_outbox_deliver"() returns trigger language plpgsql as $$
      begin
        perform graphile_worker.add_job('deliver-sms', json_build_object('id', new.id), max_attempts => 6);
        return null;
      end $$;`);
    this.addSql(
      `create trigger "sms_outbox_deliver" after insert on "sms_outbox" for each row when (new.status = 'pending') execute function "sms_outbox_deliver"();`,
    );
    this.addSql(`alter table "app_user" add "sms_receipts" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "sms_receipts";`);
    this.addSql(`drop trigger "sms_outbox_deliver" on "sms_outbox";`);
    this.addSql(`drop function "sms_outbox_deliver"();`);
    this.addSql(`drop table "sms_outbox";`);
    this.addSql(`drop type "sms_status";`);
  }
}
