import { Migration } from '@mikro-orm/migrations';

export class Migration20261124053210_user_language extends Migration {
  override name = 'Migration20261124053210_user_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add "language" varchar(2) not null default 'en';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "language";`);
  }
}
