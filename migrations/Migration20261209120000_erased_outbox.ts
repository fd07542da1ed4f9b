import { Migration } from '@mikro-orm/migrations';

/** Messages still queued for an account that is deleted are cancelled, not sent (account-deletion.ts). */
export class Migration20261209120000_erased_outbox extends Migration {
  override name = 'Migration20261209120000_erased_outbox';

  override up(): void | Promise<void> {
    this.addSql(`alter type "email_status" add value if not exists 'cancelled';`);
    this.addSql(`alter type "sms_status" add value if not exists 'cancelled';`);
  }

  override down(): void | Promise<void> {
    // PostgreSQL cannot drop an enum value: cancelled rows read as failed, and the types are rebuilt without it.
    for (const [type, table, values] of [
      ['email_status', 'email_outbox', `'pending', 'sent', 'logged', 'failed'`],
      ['sms_status', 'sms_outbox', `'pending', 'sent', 'skipped', 'failed'`],
    ] as const) {
      this.addSql(`update "${table}" set "status" = 'failed' where "status" = 'cancelled';`);
      this.addSql(`alter table "${table}" alter column "status" drop default;`);
      this.addSql(`alter type "${type}" rename to "${type}_old";`);
      this.addSql(`create type "${type}" as enum (${values});`);
      this.addSql(`alter table "${table}" alter column "status" type "${type}" using "status"::text::"${type}";`);
      this.addSql(`alter table "${table}" alter column "status" set default 'pending';`);
      this.addSql(`drop type "${type}_old";`);
    }
  }
}
