import { Migration } from '@mikro-orm/migrations';

/** Each listing table, the kind its rows are (the booking type) and what makes its rows visible. */
const listingTables = [
  ['hotel', 'hotel', `"active"`],
  ['tour', 'tour', `"active"`],
  ['restaurant', 'restaurant', `"active"`],
  ['leisure_venue', 'leisure', `"active"`],
  ['transport_service', 'transport', `"status" = 'active'`],
] as const;

/** The body of `search_stems`: a text folded once, stemmed in English, French and Portuguese, and its words as they are. */
const stemsBody = `select array(select distinct lexeme from (select public.search_fold(text) as folded) as f,
    unnest(tsvector_to_array(to_tsvector('english'::regconfig, folded) || to_tsvector('french'::regconfig, folded)
      || to_tsvector('portuguese'::regconfig, folded) || to_tsvector('simple'::regconfig, folded))) as lexeme)`;

/** The body of `listing_search_terms`: the folded words of the name (3), the city (2), the rest of the search text (1), the description's stems (0). */
const termsBody = `with words as (
    select 3 as rank, word from regexp_split_to_table(public.search_fold(name), '[^[:alnum:]]+') as word
    union select 2, word from regexp_split_to_table(public.search_fold(city), '[^[:alnum:]]+') as word
    union select 1, word from regexp_split_to_table(public.search_fold(search), '[^[:alnum:]]+') as word)
  select word, rank::smallint from words where length(word) >= 3
    and (rank > 1 or word not in (select w.word from words w where w.rank > 1))
  union all select stem, 0::smallint from unnest(public.search_stems(description)) as stem`;

/** What a listing's terms are made of, and whether it is visible (`%s`, the table's condition), as a statement trigger reads its rows. */
const searched = `id, country_code, city_id, name, search_text, description, popularity, (%s) as visible`;

/**
 * The statement trigger keeping a listing table's terms (its arguments: the kind, and the SQL condition of a visible
 * row): a listing inserted gets its terms when visible; one updated has them written again only when what they are
 * made of or its visibility changed (a new price or photo writes none); one deleted loses them.
 */
const syncBody = `begin
  if TG_OP = 'DELETE' then
    execute format('delete from listing_search_term where kind = %L and listing_id in (select id from before_rows)', TG_ARGV[0]);
    return null;
  end if;
  if TG_OP = 'UPDATE' then
    execute format('delete from listing_search_term where kind = %L and listing_id in (select id from (select ${searched} from changed
      except select ${searched} from before_rows) as moved)', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  end if;
  execute format('insert into listing_search_term (country_code, term, kind, rank, popularity, listing_id)
    select m.country_code, t.term, %L, t.rank, m.popularity, m.id
    from (select ${searched} from changed %s) as m join city c on c.id = m.city_id, listing_search_terms(m.name, c.name, m.search_text, m.description) as t
    where m.visible', TG_ARGV[0], TG_ARGV[1], case when TG_OP = 'UPDATE' then format('except select ${searched} from before_rows', TG_ARGV[1]) else '' end);
  return null;
end`;

/**
 * Search at a million listings (issue 32; server/src/modules/listings/text-match.ts): the GIN indexes found the matches
 * of a search but not their sort keys, so a page and its capped count visited a heap block per match (1,883 blocks for
 * "baobab" in Kenya). `listing_search_term` is the inverted index as a narrow table: a row per folded word of a visible
 * listing's name, city and search text and per stem of its description, with where the word is (the rank class), the
 * listing's popularity, kind and id, under one btree, so that matches, ranks, counts and pages are read from the index
 * alone. Statement triggers keep it, in the transaction that writes the listing: every path that writes a listing (the
 * partner and admin editors, the seed, a bulk insert) is covered, and a bulk insert costs one pass over its rows. The
 * description keys' GIN indexes are no longer read and go; the search keys' stay for a search with no whole word.
 */
export class Migration20261210150000_listing_search_terms extends Migration {
  override name = 'Migration20261210150000_listing_search_terms';

  override up(): void | Promise<void> {
    for (const [table] of listingTables) this.addSql(`drop index "${table}_description_keys_idx";`);
    this.addSql(`drop function "listing_description_keys"(text, text);`);
    this.addSql(`create or replace function "search_stems"("text" text) returns text[] immutable language sql as $$ ${stemsBody} $$;`);
    this.addSql(
      `create or replace function "listing_search_terms"("name" text, "city" text, "search" text, "description" text) returns table ("term" text, "rank" smallint) immutable language sql as $$ ${termsBody} $$;`,
    );
    this.addSql(`create table "listing_search_term" (
      "kind" text not null, "listing_id" int not null, "rank" smallint not null, "term" text collate "C" not null,
      "country_code" varchar(2) not null, "popularity" int not null,
      primary key ("kind", "listing_id", "rank", "term"));`);
    this.addSql(`create function "listing_search_terms_sync"() returns trigger language plpgsql as $$ ${syncBody} $$;`);
    for (const [table, kind, visible] of listingTables) {
      this.addSql(
        `insert into listing_search_term (country_code, term, kind, rank, popularity, listing_id)
          select l.country_code, t.term, '${kind}', t.rank, l.popularity, l.id from "${table}" l join city c on c.id = l.city_id,
            listing_search_terms(l.name, c.name, l.search_text, l.description) as t where l.${visible};`,
      );
      const args = `'${kind}', '${visible.replaceAll("'", "''")}'`;
      this.addSql(
        `create trigger "${table}_search_terms_insert" after insert on "${table}" referencing new table as changed for each statement execute function "listing_search_terms_sync"(${args});`,
      );
      this.addSql(
        `create trigger "${table}_search_terms_update" after update on "${table}" referencing old table as before_rows new table as changed for each statement execute function "listing_search_terms_sync"(${args});`,
      );
      this.addSql(
        `create trigger "${table}_search_terms_delete" after delete on "${table}" referencing old table as before_rows for each statement execute function "listing_search_terms_sync"(${args});`,
      );
    }
    this.addSql(
      `create index "listing_search_term_lookup_idx" on "listing_search_term" ("country_code", "term", "kind", "rank", "popularity" desc, "listing_id");`,
    );
  }

  override down(): void | Promise<void> {
    for (const [table] of listingTables)
      for (const event of ['insert', 'update', 'delete']) this.addSql(`drop trigger "${table}_search_terms_${event}" on "${table}";`);
    this.addSql(`drop function "listing_search_terms_sync"();`);
    this.addSql(`drop table "listing_search_term";`);
    this.addSql(`drop function "listing_search_terms"(text, text, text, text);`);
    this.addSql(`drop function "search_stems"(text);`);
    this.addSql(`create or replace function "listing_description_keys"("country" text, "text" text) returns text[] immutable cost 10000 language sql as $$
  select array(select distinct country || ':' || lexeme from (select public.search_fold(text) as folded) as f,
    unnest(tsvector_to_array(to_tsvector('english'::regconfig, folded) || to_tsvector('french'::regconfig, folded)
      || to_tsvector('portuguese'::regconfig, folded) || to_tsvector('simple'::regconfig, folded))) as lexeme)
  $$;`);
    for (const [table, , visible] of listingTables)
      this.addSql(
        `create index "${table}_description_keys_idx" on "${table}" using gin (listing_description_keys("country_code", "description")) where ${visible};`,
      );
  }
}
