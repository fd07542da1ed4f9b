import { Migration } from '@mikro-orm/migrations';

/** Each itinerary step falls on a day of the tour (1 for the steps written before days). */
export class Migration20261204090005_tour_itinerary_days extends Migration {
  override name = 'Migration20261204090005_tour_itinerary_days';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tour_itinerary_step" add "day" int not null default 1;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tour_itinerary_step" drop column "day";`);
  }
}
