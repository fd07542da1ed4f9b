import { Migration } from '@mikro-orm/migrations';

export class Migration20261203090000_outbox_delivery_jobs extends Migration {
  override name = 'Migration20261203090000_outbox_delivery_jobs';

  override up(): void | Promise<void> {
    // Every mail written to the outbox gets its delivery job in the same transaction, whoever writes it (the job
    // queue's schema is installed before these migrations run: server/src/db/migrate.ts).
    this.addSql(`create function "email_outbox_deliver"() returns trigger language plpgsql as $$
      begin
        perform graphile_worker.add_job('deliver-mail', json_build_object('id', new.id), max_attempts => 8);
        return null;
      end $$;`);
    this.addSql(
      `create trigger "email_outbox_deliver" after insert on "email_outbox" for each row when (new.status = 'pending') execute function "email_outbox_deliver"();`,
    );
    this.addSql(`drop index "email_outbox_pending_due_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "email_outbox_pending_due_index" on "email_outbox" ("next_attempt_at", "created_at") where "status" = 'pending';`);
    this.addSql(`drop trigger "email_outbox_deliver" on "email_outbox";`);
    this.addSql(`drop function "email_outbox_deliver"();`);
  }
}
