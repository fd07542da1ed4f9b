import { Migration } from '@mikro-orm/migrations';

export class Migration20261208100000_account_deletion extends Migration {
  override name = 'Migration20261208100000_account_deletion';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add "deleted_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "deleted_at";`);
  }
}
