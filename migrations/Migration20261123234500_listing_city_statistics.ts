import { Migration } from '@mikro-orm/migrations';

const tables = ['hotel', 'tour', 'restaurant', 'leisure_venue', 'transport_service'];

/**
 * A city lies in one country, but the planner multiplies their selectivities and expects a city's listings
 * to be a few dozen: it then reads every match of a city filter and sorts them, instead of walking the
 * (country, city, popularity) index for the page. Dependency statistics tell it the truth.
 */
export class Migration20261123234500_listing_city_statistics extends Migration {
  override name = 'Migration20261123234500_listing_city_statistics';

  override up(): void | Promise<void> {
    for (const table of tables) {
      this.addSql(`create statistics "${table}_country_city_stats" (dependencies, ndistinct) on "country_code", "city_id" from "${table}";`);
      this.addSql(`analyze "${table}";`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of tables) this.addSql(`drop statistics if exists "${table}_country_city_stats";`);
  }
}
