import { Migration } from '@mikro-orm/migrations';

export class Migration20261201090000_outbox_retry extends Migration {
  override name = 'Migration20261201090000_outbox_retry';

  override up(): void | Promise<void> {
    this.addSql(`alter table "email_outbox" add "next_attempt_at" timestamptz null;`);
    this.addSql(`create index "email_outbox_pending_due_index" on "email_outbox" ("next_attempt_at", "created_at") where "status" = 'pending';`);
    this.addSql(`create index "auth_session_expires_at_index" on "auth_session" ("expires_at");`);
    this.addSql(`create index "one_time_token_expires_at_index" on "one_time_token" ("expires_at");`);
    this.addSql(`create index "inventory_claim_lapsing_index" on "inventory_claim" ("expires_at") where "released_at" is null and "expires_at" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "inventory_claim_lapsing_index";`);
    this.addSql(`drop index "one_time_token_expires_at_index";`);
    this.addSql(`drop index "auth_session_expires_at_index";`);
    this.addSql(`drop index "email_outbox_pending_due_index";`);
    this.addSql(`alter table "email_outbox" drop column "next_attempt_at";`);
  }
}
