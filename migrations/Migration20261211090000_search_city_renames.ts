import { Migration } from '@mikro-orm/migrations';

/** Each listing table, the kind its rows are (the booking type) and what makes its rows visible. */
const listingTables = [
  ['hotel', 'hotel', `"active"`],
  ['tour', 'tour', `"active"`],
  ['restaurant', 'restaurant', `"active"`],
  ['leisure_venue', 'leisure', `"active"`],
  ['transport_service', 'transport', `"status" = 'active'`],
] as const;

/** The cities of the statement whose name changed, as `renamed` (its new row). */
const renamed = `(select c.id, c.country_code, c.name from changed c join before_rows b on b.id = c.id where b.name is distinct from c.name)`;

/**
 * The statement trigger on `city` keeping the search table: a listing's terms hold its city's words (rank 2), which the
 * listing tables' own triggers write only when the listing is written. A rename writes again the terms of the visible
 * listings of the cities renamed, in each listing table (its country-and-city index finds them).
 */
const citySyncBody = `begin
${listingTables
  .map(
    ([table, kind, visible]) => `  delete from listing_search_term t using ${renamed} as r, "${table}" l
    where l.country_code = r.country_code and l.city_id = r.id and (l.${visible}) and t.kind = '${kind}' and t.listing_id = l.id;
  insert into listing_search_term (country_code, term, kind, rank, popularity, listing_id)
    select l.country_code, t.term, '${kind}', t.rank, l.popularity, l.id from ${renamed} as r
      join "${table}" l on l.country_code = r.country_code and l.city_id = r.id and (l.${visible}),
      listing_search_terms(l.name, r.name, l.search_text, l.description) as t;`,
  )
  .join('\n')}
  return null;
end`;

/**
 * Search at a million listings, continued (issue 32): a city renamed had its listings' search terms keep its old name
 * (the listing tables' triggers write them only when a listing is written): a trigger on `city` writes them again.
 * `search_patterns` is no longer called by this release (search-vocabulary.ts corrects words) but stays while servers of
 * the previous one may still run against this schema.
 */
export class Migration20261211090000_search_city_renames extends Migration {
  override name = 'Migration20261211090000_search_city_renames';

  override up(): void | Promise<void> {
    this.addSql(`create function "listing_search_terms_city_sync"() returns trigger language plpgsql as $$ ${citySyncBody} $$;`);
    this.addSql(
      `create trigger "city_search_terms_update" after update on "city" referencing old table as before_rows new table as changed for each statement execute function "listing_search_terms_city_sync"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "city_search_terms_update" on "city";`);
    this.addSql(`drop function "listing_search_terms_city_sync"();`);
  }
}
