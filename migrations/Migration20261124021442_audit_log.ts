import { Migration } from '@mikro-orm/migrations';

export class Migration20261124021442_audit_log extends Migration {
  override name = 'Migration20261124021442_audit_log';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_entry" ("id" bigserial primary key, "actor_id" uuid null, "actor_role" "user_role" not null, "api_key_id" varchar(255) null, "action" varchar(255) not null, "subject_type" varchar(255) not null, "subject_id" varchar(255) not null, "outcome" varchar(255) not null default 'done', "before" jsonb null, "after" jsonb null, "request_id" varchar(255) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "audit_entry_actor_id_index" on "audit_entry" ("actor_id");`);
    this.addSql(`create index "audit_entry_created_at_index" on "audit_entry" ("created_at");`);
    this.addSql(`create index "audit_entry_subject_type_subject_id_created_at_index" on "audit_entry" ("subject_type", "subject_id", "created_at");`);

    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_actor_id_foreign" foreign key ("actor_id") references "app_user" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entry" cascade;`);
  }
}
