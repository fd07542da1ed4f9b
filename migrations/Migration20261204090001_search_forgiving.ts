import { Migration } from '@mikro-orm/migrations';

/** Each listing table with what makes its rows visible (the partial search index's predicate). */
const listingTables = [
  ['hotel', `"active"`],
  ['tour', `"active"`],
  ['restaurant', `"active"`],
  ['leisure_venue', `"active"`],
  ['transport_service', `"status" = 'active'`],
] as const;

/** The words each table is found by, and their country: listings by their search text, cities by name, countries by every name they have. */
const wordSources = [
  ...listingTables.map(([table]) => [table, 'country_code', 'search_text'] as const),
  ['city', 'country_code', 'name'],
  ['country', 'code', `name || ' ' || official_name || ' ' || array_to_string(aliases, ' ')`],
] as const;

/**
 * Search that forgives (server/src/modules/listings/listing-search.ts): folded keys (accents and case), and the
 * vocabulary a misspelt word is corrected against, kept by statement triggers so that a bulk insert costs one
 * pass over its rows. The keys' function changes, so their indexes are built again.
 */
export class Migration20261204090001_search_forgiving extends Migration {
  override name = 'Migration20261204090001_search_forgiving';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create table "search_word" ("country_code" varchar(2) not null, "word" text not null, primary key ("country_code", "word"));`);
    this.addSql(`create index "search_word_trgm_idx" on "search_word" using gin ("country_code", "word" gin_trgm_ops);`);
    for (const [table] of listingTables) this.addSql(`drop index "${table}_search_keys_idx";`);
    this.addSql(
      `create or replace function "search_fold"("text" text) returns text immutable language sql as $$ select lower(public.unaccent('public.unaccent'::regdictionary, text)) $$;`,
    );
    this.addSql(
      `create or replace function "search_word_stems"("word" text) returns text[] immutable language sql as $$ select array(select unnest(tsvector_to_array(to_tsvector('english'::regconfig, word) || to_tsvector('french'::regconfig, word) || to_tsvector('portuguese'::regconfig, word)))) $$;`,
    );
    this.addSql(
      `create or replace function "listing_search_keys"("country" text, "search" text) returns text[] immutable language sql as $$ select array[country || ':'] || array(select country || ':' || trigram from unnest(public.show_trgm(public.search_fold(search))) as trigram) $$;`,
    );
    this.addSql(
      `create or replace function "listing_search_query_keys"("country" text, "q" text) returns text[] immutable language sql as $$ select coalesce(nullif(array(select country || ':' || trigram from unnest(public.show_trgm(public.search_fold(q))) as trigram where trigram !~ ' '), '{}'), array[country || ':']) $$;`,
    );
    this.addSql(`create or replace function "search_patterns"("country" text, "words" text[]) returns text[] stable language plpgsql as $$
  declare
    asked text;
    folded text;
    chosen text;
    patterns text[] := '{}';
  begin
    foreach asked in array words loop
      folded := public.search_fold(asked);
      -- As typed when some word of the country has it inside (a prefix, a part), else the closest known word.
      if exists (select 1 from search_word w where w.country_code = country and strpos(w.word, folded) > 0) then
        chosen := folded;
      else
        select w.word into chosen from search_word w where w.country_code = country and w.word operator(public.%) folded
          order by public.search_word_stems(w.word) && public.search_word_stems(folded) desc, public.similarity(w.word, folded) desc, w.word limit 1;
        chosen := coalesce(chosen, folded);
      end if;
      patterns := patterns || ('%' || replace(replace(replace(chosen, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%');
    end loop;
    return patterns;
  end
  $$`);
    for (const [table, visible] of listingTables)
      this.addSql(`create index "${table}_search_keys_idx" on "${table}" using gin (listing_search_keys("country_code", "search_text")) where ${visible};`);
    // Words of three characters or more that are not bare numbers (generated names end in one).
    this.addSql(`create function "search_words_collect"() returns trigger language plpgsql as $$ begin
      execute format('insert into search_word (country_code, word) select distinct %s, word from changed, regexp_split_to_table(public.search_fold(%s), ''[^[:alnum:]]+'') as word
        where length(word) >= 3 and word !~ ''^[0-9]+$'' on conflict do nothing', TG_ARGV[0], TG_ARGV[1]);
      return null; end $$;`);
    for (const [table, country, text] of wordSources) {
      for (const event of ['insert', 'update'])
        this.addSql(
          `create trigger "${table}_search_words_${event}" after ${event} on "${table}" referencing new table as changed for each statement execute function "search_words_collect"('${country}', '${text.replaceAll("'", "''")}');`,
        );
      this.addSql(
        `insert into search_word (country_code, word) select distinct ${country}, word from "${table}", regexp_split_to_table(public.search_fold(${text}), '[^[:alnum:]]+') as word where length(word) >= 3 and word !~ '^[0-9]+$' on conflict do nothing;`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const [table] of wordSources) for (const event of ['insert', 'update']) this.addSql(`drop trigger "${table}_search_words_${event}" on "${table}";`);
    this.addSql(`drop function "search_words_collect"();`);
    this.addSql(`drop function "search_patterns"(text, text[]);`);
    for (const [table] of listingTables) this.addSql(`drop index "${table}_search_keys_idx";`);
    this.addSql(
      `create or replace function "listing_search_keys"("country" text, "search" text) returns text[] immutable language sql as $$ select array[country || ':'] || array(select country || ':' || trigram from unnest(public.show_trgm(search)) as trigram) $$;`,
    );
    this.addSql(
      `create or replace function "listing_search_query_keys"("country" text, "q" text) returns text[] immutable language sql as $$ select coalesce(nullif(array(select country || ':' || trigram from unnest(public.show_trgm(q)) as trigram where trigram !~ ' '), '{}'), array[country || ':']) $$;`,
    );
    for (const [table, visible] of listingTables)
      this.addSql(`create index "${table}_search_keys_idx" on "${table}" using gin (listing_search_keys("country_code", "search_text")) where ${visible};`);
    this.addSql(`drop function "search_word_stems"(text);`);
    this.addSql(`drop function "search_fold"(text);`);
    this.addSql(`drop table "search_word";`);
  }
}
