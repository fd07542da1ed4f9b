import { Migration } from '@mikro-orm/migrations';

/** Each listing table with what makes its rows visible (the partial index's predicate). */
const listingTables = [
  ['hotel', `"active"`],
  ['tour', `"active"`],
  ['restaurant', `"active"`],
  ['leisure_venue', `"active"`],
  ['transport_service', `"status" = 'active'`],
] as const;

/**
 * Search finds words in descriptions too (issue 32; server/src/modules/listings/text-match.ts): keys of the country
 * and each stem of a description's folded words in English, French and Portuguese, and each word as it is (`simple`,
 * for Arabic), in a GIN index per listing table. The extensions are those search already uses; created here too so
 * that this migration stands on its own.
 */
export class Migration20261209100000_search_descriptions extends Migration {
  override name = 'Migration20261209100000_search_descriptions';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists unaccent;`);
    // Stemming in four configurations costs about a millisecond a description: declared costly, so that the planner
    // reads the index rather than stemming row by row.
    this.addSql(`create or replace function "listing_description_keys"("country" text, "text" text) returns text[] immutable cost 10000 language sql as $$
  select array(select distinct country || ':' || lexeme from (select public.search_fold(text) as folded) as f,
    unnest(tsvector_to_array(to_tsvector('english'::regconfig, folded) || to_tsvector('french'::regconfig, folded)
      || to_tsvector('portuguese'::regconfig, folded) || to_tsvector('simple'::regconfig, folded))) as lexeme)
  $$;`);
    for (const [table, visible] of listingTables)
      this.addSql(
        `create index "${table}_description_keys_idx" on "${table}" using gin (listing_description_keys("country_code", "description")) where ${visible};`,
      );
  }

  override down(): void | Promise<void> {
    for (const [table] of listingTables) this.addSql(`drop index "${table}_description_keys_idx";`);
    this.addSql(`drop function "listing_description_keys"(text, text);`);
  }
}
