import { Migration } from '@mikro-orm/migrations';

export class Migration20261204090006_account_suspension extends Migration {
  override name = 'Migration20261204090006_account_suspension';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add "suspended_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "suspended_at";`);
  }
}
