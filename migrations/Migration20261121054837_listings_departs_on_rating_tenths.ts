import { Migration } from '@mikro-orm/migrations';

/**
 * Tour departures: the column `date` (an SQL keyword) becomes `departs_on`.
 * Restaurant ratings are stored in tenths (smallint 0-50): exactly one decimal, and a CHECK the
 * schema comparer reads back as written (a check on a double column came back with casts and showed as drift).
 * Existing rows keep their values.
 */
export class Migration20261121054837_listings_departs_on_rating_tenths extends Migration {
  override name = 'Migration20261121054837_listings_departs_on_rating_tenths';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tour_departure" rename column "date" to "departs_on";`);
    this.addSql(`alter index "tour_departure_date_tour_idx" rename to "tour_departure_departs_on_tour_idx";`);
    this.addSql(`alter table "tour_departure" rename constraint "tour_departure_tour_id_date_unique" to "tour_departure_tour_id_departs_on_unique";`);

    this.addSql(`alter table "restaurant" add column "rating_tenths" smallint;`);
    this.addSql(`update "restaurant" set "rating_tenths" = round("rating" * 10);`);
    this.addSql(`alter table "restaurant" alter column "rating_tenths" set not null;`);
    this.addSql(`alter table "restaurant" drop constraint "restaurant_rating_check";`);
    this.addSql(`drop index "restaurant_country_rating_idx";`);
    this.addSql(`alter table "restaurant" drop column "rating";`);
    this.addSql(`alter table "restaurant" add constraint "restaurant_rating_check" check (rating_tenths >= 0 and rating_tenths <= 50);`);
    this.addSql(`create index "restaurant_country_rating_idx" on "restaurant" ("country_code", "rating_tenths" desc, "id") where "active";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "restaurant" add column "rating" double precision;`);
    this.addSql(`update "restaurant" set "rating" = "rating_tenths" / 10.0;`);
    this.addSql(`alter table "restaurant" alter column "rating" set not null;`);
    this.addSql(`alter table "restaurant" drop constraint "restaurant_rating_check";`);
    this.addSql(`drop index "restaurant_country_rating_idx";`);
    this.addSql(`alter table "restaurant" drop column "rating_tenths";`);
    this.addSql(`alter table "restaurant" add constraint "restaurant_rating_check" check (rating >= 0 and rating <= 5);`);
    this.addSql(`create index "restaurant_country_rating_idx" on "restaurant" ("country_code", "rating" desc, "id") where "active";`);

    this.addSql(`alter table "tour_departure" rename constraint "tour_departure_tour_id_departs_on_unique" to "tour_departure_tour_id_date_unique";`);
    this.addSql(`alter index "tour_departure_departs_on_tour_idx" rename to "tour_departure_date_tour_idx";`);
    this.addSql(`alter table "tour_departure" rename column "departs_on" to "date";`);
  }
}
