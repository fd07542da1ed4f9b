import { Migration } from '@mikro-orm/migrations';

// Accounts: sessions with their access and refresh tokens, one-time e-mail links, the e-mail outbox.
export class Migration20261121053958_accounts extends Migration {
  override name = 'Migration20261121053958_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create type "email_status" as enum ('pending', 'sent', 'logged', 'failed');`);
    this.addSql(`create type "one_time_token_purpose" as enum ('verify_email', 'reset_password');`);
    this.addSql(`create type "session_token_kind" as enum ('access', 'refresh');`);
    this.addSql(
      `create table "email_outbox" ("id" uuid not null default gen_random_uuid(), "recipient" varchar(255) not null, "template" varchar(255) not null, "language" varchar(2) not null, "subject" varchar(255) not null, "text" text not null, "html" text not null, "status" "email_status" not null default 'pending', "created_at" timestamptz not null default now(), "sent_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, primary key ("id"));`,
    );
    this.addSql(`create index "email_outbox_recipient_index" on "email_outbox" ("recipient");`);
    this.addSql(`create index "email_outbox_status_created_at_index" on "email_outbox" ("status", "created_at");`);

    this.addSql(
      `create table "one_time_token" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "purpose" "one_time_token_purpose" not null, "token_hash" varchar(255) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "one_time_token" add constraint "one_time_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "one_time_token_user_id_purpose_index" on "one_time_token" ("user_id", "purpose");`);

    this.addSql(
      `create table "auth_session" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(255) null, "user_agent" varchar(255) null, "ip" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);

    this.addSql(
      `create table "auth_session_token" ("id" uuid not null default gen_random_uuid(), "session_id" uuid not null, "kind" "session_token_kind" not null, "token_hash" varchar(255) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_session_token_session_id_index" on "auth_session_token" ("session_id");`);
    this.addSql(`alter table "auth_session_token" add constraint "auth_session_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "one_time_token" add constraint "one_time_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "auth_session_token" add constraint "auth_session_token_session_id_foreign" foreign key ("session_id") references "auth_session" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "auth_session_token" drop constraint "auth_session_token_session_id_foreign";`);

    this.addSql(`drop table if exists "email_outbox" cascade;`);
    this.addSql(`drop table if exists "one_time_token" cascade;`);
    this.addSql(`drop table if exists "auth_session" cascade;`);
    this.addSql(`drop table if exists "auth_session_token" cascade;`);

    this.addSql(`drop type "email_status";`);
    this.addSql(`drop type "one_time_token_purpose";`);
    this.addSql(`drop type "session_token_kind";`);
  }
}
