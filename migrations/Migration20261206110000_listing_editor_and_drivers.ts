import { Migration } from '@mikro-orm/migrations';

/**
 * One listing editor for every kind (issue 28): every kind's gallery with the alt text of each photo (hotels had
 * photos without words), and the vehicle and driver a transport partner assigns to a hire.
 */
export class Migration20261206110000_listing_editor_and_drivers extends Migration {
  override name = 'Migration20261206110000_listing_editor_and_drivers';

  override up(): void | Promise<void> {
    for (const table of ['tour', 'restaurant', 'leisure_venue', 'transport_service'])
      this.addSql(`alter table "${table}" add column "photo_paths" text[] not null default '{}';`);
    for (const table of ['hotel', 'tour', 'restaurant', 'leisure_venue', 'transport_service'])
      this.addSql(`alter table "${table}" add column "photo_alts" text[] not null default '{}';`);
    // Hotel photos saved before had no words: each gets an empty alt, so paths and alts stay the same length.
    this.addSql(`update "hotel" set "photo_alts" = array_fill(''::text, array[cardinality("photo_paths")]) where cardinality("photo_paths") > 0;`);
    this.addSql(`create table "transport_assignment" (
      "booking_id" uuid not null primary key references "booking" ("id") on delete cascade,
      "vehicle_id" int null references "vehicle" ("id") on delete set null,
      "driver_name" varchar(120) not null,
      "driver_phone" varchar(32) not null,
      "pickup_time" varchar(5) null,
      "pickup_place" varchar(200) null,
      "assigned_at" timestamptz not null default now());`);
    this.addSql(`create index "transport_assignment_vehicle_id_index" on "transport_assignment" ("vehicle_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "transport_assignment";`);
    for (const table of ['hotel', 'tour', 'restaurant', 'leisure_venue', 'transport_service']) this.addSql(`alter table "${table}" drop column "photo_alts";`);
    for (const table of ['tour', 'restaurant', 'leisure_venue', 'transport_service']) this.addSql(`alter table "${table}" drop column "photo_paths";`);
  }
}
