import { Migration } from '@mikro-orm/migrations';

/**
 * Text search keyed by country (server/src/modules/listings/listing-search.ts): the trigram
 * indexes led by the country give way to GIN indexes over "country:trigram" keys, whose posting
 * lists are as short as a search's matches. The functions come first: the indexes use them.
 */
export class Migration20261121074422_listing_search_keys extends Migration {
  override name = 'Migration20261121074422_listing_search_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "listing_search_keys"("country" text, "search" text) returns text[] immutable language sql as $$ select array[country || ':'] || array(select country || ':' || trigram from unnest(public.show_trgm(search)) as trigram) $$;`,
    );
    this.addSql(
      `create or replace function "listing_search_query_keys"("country" text, "q" text) returns text[] immutable language sql as $$ select coalesce(nullif(array(select country || ':' || trigram from unnest(public.show_trgm(q)) as trigram where trigram !~ ' '), '{}'), array[country || ':']) $$;`,
    );

    this.addSql(`drop index "transport_service_search_trgm_idx";`);
    this.addSql(
      `create index "transport_service_search_keys_idx" on "transport_service" using gin (listing_search_keys("country_code", "search_text")) where "status" = 'active';`,
    );

    this.addSql(`drop index "tour_search_trgm_idx";`);
    this.addSql(`create index "tour_search_keys_idx" on "tour" using gin (listing_search_keys("country_code", "search_text")) where "active";`);

    this.addSql(`drop index "restaurant_search_trgm_idx";`);
    this.addSql(`create index "restaurant_search_keys_idx" on "restaurant" using gin (listing_search_keys("country_code", "search_text")) where "active";`);

    this.addSql(`drop index "leisure_venue_search_trgm_idx";`);
    this.addSql(
      `create index "leisure_venue_search_keys_idx" on "leisure_venue" using gin (listing_search_keys("country_code", "search_text")) where "active";`,
    );

    this.addSql(`drop index "hotel_search_trgm_idx";`);
    this.addSql(`create index "hotel_search_keys_idx" on "hotel" using gin (listing_search_keys("country_code", "search_text")) where "active";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "hotel_search_keys_idx";`);
    this.addSql(`create index "hotel_search_trgm_idx" on "hotel" using gin ("country_code", "search_text" gin_trgm_ops) where active;`);

    this.addSql(`drop index "leisure_venue_search_keys_idx";`);
    this.addSql(`create index "leisure_venue_search_trgm_idx" on "leisure_venue" using gin ("country_code", "search_text" gin_trgm_ops) where active;`);

    this.addSql(`drop index "restaurant_search_keys_idx";`);
    this.addSql(`create index "restaurant_search_trgm_idx" on "restaurant" using gin ("country_code", "search_text" gin_trgm_ops) where active;`);

    this.addSql(`drop index "tour_search_keys_idx";`);
    this.addSql(`create index "tour_search_trgm_idx" on "tour" using gin ("country_code", "search_text" gin_trgm_ops) where active;`);

    this.addSql(`drop index "transport_service_search_keys_idx";`);
    this.addSql(
      `create index "transport_service_search_trgm_idx" on "transport_service" using gin ("country_code", "search_text" gin_trgm_ops) where status = 'active'::transport_status;`,
    );

    this.addSql(`drop function if exists "listing_search_keys"(text, text);`);

    this.addSql(`drop function if exists "listing_search_query_keys"(text, text);`);
  }
}
