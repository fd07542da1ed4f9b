import { Migration } from '@mikro-orm/migrations';

/** A departure's start time (HH:MM, local) and a guest's pick-up point, for the organizer's manifest. */
export class Migration20261204090004_tour_departure_times extends Migration {
  override name = 'Migration20261204090004_tour_departure_times';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tour_departure" add "start_time" varchar(5) null;`);
    this.addSql(`alter table "tour_guest" add "pickup" varchar(255) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tour_departure" drop column "start_time";`);
    this.addSql(`alter table "tour_guest" drop column "pickup";`);
  }
}
