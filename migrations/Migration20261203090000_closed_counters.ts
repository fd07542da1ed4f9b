import { Migration } from '@mikro-orm/migrations';

export class Migration20261203090000_closed_counters extends Migration {
  override name = 'Migration20261203090000_closed_counters';

  override up(): void | Promise<void> {
    this.addSql(`alter table "inventory_bucket" add "closed" boolean not null default false;`);
    // Nights closed before the flag existed stay closed: their counters are flagged from the hotel's calendar.
    this.addSql(`update "inventory_bucket" b set "closed" = true from "hotel_room_night" n
      where b."kind" = 'room_night' and b."unit_id" = n."room_type_id" and b."slot" = n."night"::timestamp and n."closed";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "inventory_bucket" drop column "closed";`);
  }
}
