import { Migration } from '@mikro-orm/migrations';

/**
 * Where each listing itself is (issue 29): a latitude and longitude on every kind's listing, so its map pins the
 * place and not its city's centre. Listings saved before, and those a partner has not placed, have none and fall
 * back to their city's centre.
 */
export class Migration20261207120000_listing_coordinates extends Migration {
  override name = 'Migration20261207120000_listing_coordinates';

  override up(): void | Promise<void> {
    for (const table of ['hotel', 'tour', 'restaurant', 'leisure_venue', 'transport_service'])
      this.addSql(`alter table "${table}" add column "latitude" double precision null, add column "longitude" double precision null;`);
  }

  override down(): void | Promise<void> {
    for (const table of ['hotel', 'tour', 'restaurant', 'leisure_venue', 'transport_service'])
      this.addSql(`alter table "${table}" drop column "latitude", drop column "longitude";`);
  }
}
