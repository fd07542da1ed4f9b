import { Migration } from '@mikro-orm/migrations';

/** The listing tables, one per kind. */
const listingTables = ['hotel', 'tour', 'restaurant', 'leisure_venue', 'transport_service'] as const;
/** Rows under a listing with texts of its partner: itinerary steps, room types and events. */
const childTables = ['tour_itinerary_step', 'hotel_room_type', 'leisure_event'] as const;

/**
 * Partner-written texts in each language (issue 29; server/src/modules/listings/listing-translations.ts): a listing
 * says which language its partner wrote it in (every existing one was written in English), and keeps its texts in
 * other languages by language, as its steps, room types and events do. The search table is left as it is: a translated word
 * is not yet searchable.
 */
export class Migration20261211100000_listing_translations extends Migration {
  override name = 'Migration20261211100000_listing_translations';

  override up(): void | Promise<void> {
    for (const table of listingTables)
      this.addSql(`alter table "${table}" add column "text_language" varchar(2) not null default 'en', add column "translations" jsonb not null default '{}';`);
    for (const table of childTables) this.addSql(`alter table "${table}" add column "translations" jsonb not null default '{}';`);
  }

  override down(): void | Promise<void> {
    for (const table of childTables) this.addSql(`alter table "${table}" drop column "translations";`);
    for (const table of listingTables) this.addSql(`alter table "${table}" drop column "text_language", drop column "translations";`);
  }
}
