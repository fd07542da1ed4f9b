import { Migration } from '@mikro-orm/migrations';

/**
 * A city's listings in relevance order (the default sort): a filtered first page walks about as
 * many index entries as it shows, instead of sorting every listing of the city in the price range.
 */

export class Migration20261121074833_listing_city_relevance extends Migration {
  override name = 'Migration20261121074833_listing_city_relevance';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "transport_service_country_city_relevance_idx" on "transport_service" ("country_code", "city_id", "popularity" desc, "id") where "status" = 'active';`,
    );

    this.addSql(`create index "tour_country_city_relevance_idx" on "tour" ("country_code", "city_id", "popularity" desc, "id") where "active";`);

    this.addSql(`create index "restaurant_country_city_relevance_idx" on "restaurant" ("country_code", "city_id", "popularity" desc, "id") where "active";`);

    this.addSql(
      `create index "leisure_venue_country_city_relevance_idx" on "leisure_venue" ("country_code", "city_id", "popularity" desc, "id") where "active";`,
    );

    this.addSql(`create index "hotel_country_city_relevance_idx" on "hotel" ("country_code", "city_id", "popularity" desc, "id") where "active";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "hotel_country_city_relevance_idx";`);

    this.addSql(`drop index "leisure_venue_country_city_relevance_idx";`);

    this.addSql(`drop index "restaurant_country_city_relevance_idx";`);

    this.addSql(`drop index "tour_country_city_relevance_idx";`);

    this.addSql(`drop index "transport_service_country_city_relevance_idx";`);
  }
}
