import { Migration } from '@mikro-orm/migrations';

/** The restaurant host stand: a reservation can be a no-show, and a restaurant can pace its covers per seating slot. */
export class Migration20261204090003_host_stand extends Migration {
  override name = 'Migration20261204090003_host_stand';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking" add column "no_show_at" timestamptz null;`);
    this.addSql(`alter table "restaurant" add column "pacing_covers" int null;`);
    this.addSql(`alter table "restaurant" add constraint "restaurant_pacing_covers_check" check (pacing_covers is null or pacing_covers > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "restaurant" drop constraint "restaurant_pacing_covers_check";`);
    this.addSql(`alter table "restaurant" drop column "pacing_covers";`);
    this.addSql(`alter table "booking" drop column "no_show_at";`);
  }
}
