import { Migration } from '@mikro-orm/migrations';

export class Migration20261124061151_hotel_photos extends Migration {
  override name = 'Migration20261124061151_hotel_photos';

  override up(): void | Promise<void> {
    this.addSql(`alter table "hotel" add "photo_paths" text[] not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "hotel" drop column "photo_paths";`);
  }
}
