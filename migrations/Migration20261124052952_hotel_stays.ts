import { Migration } from '@mikro-orm/migrations';

/** When a hotel checked its guest in and out (null until then). */
export class Migration20261124052952_hotel_stays extends Migration {
  override name = 'Migration20261124052952_hotel_stays';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking" add "checked_in_at" timestamptz null, add "checked_out_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking" drop column "checked_in_at", drop column "checked_out_at";`);
  }
}
