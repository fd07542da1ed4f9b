import { Migration } from '@mikro-orm/migrations';

export class Migration20261204090000_room_night_min_stay extends Migration {
  override name = 'Migration20261204090000_room_night_min_stay';

  override up(): void | Promise<void> {
    // A night's minimum stay: a stay arriving that night is at least this many nights (null: no minimum).
    this.addSql(`alter table "hotel_room_night" add "min_stay" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "hotel_room_night" drop column "min_stay";`);
  }
}
