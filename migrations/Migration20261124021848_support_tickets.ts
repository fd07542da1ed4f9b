import { Migration } from '@mikro-orm/migrations';

export class Migration20261124021848_support_tickets extends Migration {
  override name = 'Migration20261124021848_support_tickets';

  override up(): void | Promise<void> {
    this.addSql(`create type "support_category" as enum ('booking', 'cancellation', 'payment', 'account', 'partnership', 'other');`);
    this.addSql(`create type "support_ticket_status" as enum ('open', 'pending', 'resolved', 'closed');`);
    this.addSql(
      `create table "support_ticket" ("id" uuid not null default gen_random_uuid(), "subject" varchar(160) not null, "category" "support_category" not null, "message" text not null, "status" "support_ticket_status" not null default 'open', "user_id" uuid null, "email" varchar(255) not null, "name" varchar(120) not null, "booking_id" uuid null, "language" varchar(2) not null default 'en', "created_at" timestamptz not null default now(), "last_activity_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "support_ticket_user_id_last_activity_at_index" on "support_ticket" ("user_id", "last_activity_at");`);
    this.addSql(`create index "support_ticket_status_last_activity_at_index" on "support_ticket" ("status", "last_activity_at");`);

    this.addSql(
      `create table "support_reply" ("id" bigserial primary key, "ticket_id" uuid not null, "author_id" uuid null, "from_staff" boolean not null, "author_name" varchar(120) not null, "message" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "support_reply_ticket_id_created_at_index" on "support_reply" ("ticket_id", "created_at");`);

    this.addSql(
      `alter table "support_ticket" add constraint "support_ticket_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "support_ticket" add constraint "support_ticket_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "support_reply" add constraint "support_reply_ticket_id_foreign" foreign key ("ticket_id") references "support_ticket" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "support_reply" add constraint "support_reply_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "support_reply" cascade;`);
    this.addSql(`drop table if exists "support_ticket" cascade;`);

    this.addSql(`drop type "support_category";`);
    this.addSql(`drop type "support_ticket_status";`);
  }
}
