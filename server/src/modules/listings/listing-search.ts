// Text search on listings (`q`), keyed by country, forgiving of accents, case and typos.
//
// A trigram index led by the country (btree_gin) had to intersect the country's whole posting list
// (50,000 entries for Kenya at a million listings) with the trigrams' on every search, and the capped
// count of a search took 7 ms. Keys that join the country to each trigram ("KE:bao") have posting
// lists as short as the matches: the same count takes 2 ms. LIKE then keeps the real matches, so the
// keys only narrow the search, never decide it.
//
// Both sides are folded (`search_fold`: unaccent, lower case), so "hôtel" finds "hotel" and "cote
// d'ivoire" finds "Côte d'Ivoire". Each word of `q` of three characters or more must be in the text;
// a word that is in no listing's text is first corrected to the closest word that is (`search_word`,
// kept by triggers: names, cities, kinds and countries; search-vocabulary.ts), preferring one with the same stem in
// English, French or Portuguese, then the highest trigram similarity: "nairobbi" searches "nairobi".
import { Routine } from '@mikro-orm/core';

/** An immutable SQL function of its parameters (name → SQL type). */
const immutableFunction = (name: string, params: Record<string, string>, returns: string, body: string) =>
  new Routine({
    name,
    type: 'function',
    params: Object.fromEntries(Object.entries(params).map(([param, type]) => [param, { type }])),
    returns: { runtimeType: 'any', columnType: returns },
    deterministic: true,
    language: 'sql',
    body,
  });

/** An immutable SQL function of a country and a text that returns search keys. */
const keysFunction = (name: string, text: string, body: string) => immutableFunction(name, { country: 'text', [text]: 'text' }, 'text[]', body);

/**
 * Lower case without accents. `unaccent` itself is only stable (its dictionary could change); this wrapper names
 * the dictionary and is declared immutable so that indexes may use it.
 */
export const searchFold = immutableFunction('search_fold', { text: 'text' }, 'text', `select lower(public.unaccent('public.unaccent'::regdictionary, text))`);

/** A listing's keys (GIN-indexed): its country alone ("KE:"), and the country with each trigram of its folded search text. */
export const listingSearchKeys = keysFunction(
  'listing_search_keys',
  'search',
  `select array[country || ':'] || array(select country || ':' || trigram from unnest(public.show_trgm(public.search_fold(search))) as trigram)`,
);

/**
 * The keys a listing must hold to contain `q`: the trigrams inside the words of `q` (pg_trgm's own
 * split and case; a trigram with a space marks a word's edge, which a substring need not share), or
 * the country alone when `q` has no word of three characters.
 */
export const listingSearchQueryKeys = keysFunction(
  'listing_search_query_keys',
  'q',
  `select coalesce(nullif(array(select country || ':' || trigram from unnest(public.show_trgm(public.search_fold(q))) as trigram where trigram !~ ' '), '{}'), array[country || ':'])`,
);

/** A word's stems in the languages PostgreSQL stems and the listings are written in (Arabic goes through search-words.ts). */
export const searchWordStems = immutableFunction(
  'search_word_stems',
  { word: 'text' },
  'text[]',
  `select array(select unnest(tsvector_to_array(to_tsvector('english'::regconfig, word) || to_tsvector('french'::regconfig, word) || to_tsvector('portuguese'::regconfig, word))))`,
);

/**
 * The stems of a text: its folded words stemmed in English, French and Portuguese, and each word as it is (`simple`:
 * Arabic, names). A description is searched by them (its terms of rank 0 in `listing_search_term`); a word of a search
 * is in a description when their stems overlap (text-match.ts).
 */
export const searchStems = immutableFunction(
  'search_stems',
  { text: 'text' },
  'text[]',
  `select array(select distinct lexeme from (select public.search_fold(text) as folded) as f,
    unnest(tsvector_to_array(to_tsvector('english'::regconfig, folded) || to_tsvector('french'::regconfig, folded)
      || to_tsvector('portuguese'::regconfig, folded) || to_tsvector('simple'::regconfig, folded))) as lexeme)`,
);

/**
 * A listing's terms (`listing_search_term`, kept by triggers): each folded word of three characters or more of its
 * name (rank 3), its city (2) and the rest of its search text, the type (1), split as the vocabulary splits them, and
 * each stem of its description (0). A word of a search, which has no character but letters and digits, is inside the
 * search text exactly when it is inside one of these words.
 */
export const listingSearchTerms = new Routine({
  name: 'listing_search_terms',
  type: 'function',
  params: { name: { type: 'text' }, city: { type: 'text' }, search: { type: 'text' }, description: { type: 'text' } },
  returns: { runtimeType: 'any', columnType: 'table ("term" text, "rank" smallint)' },
  deterministic: true,
  language: 'sql',
  expression: `create or replace function "listing_search_terms"("name" text, "city" text, "search" text, "description" text) returns table ("term" text, "rank" smallint) immutable language sql as $$ with words as (
    select 3 as rank, word from regexp_split_to_table(public.search_fold(name), '[^[:alnum:]]+') as word
    union select 2, word from regexp_split_to_table(public.search_fold(city), '[^[:alnum:]]+') as word
    union select 1, word from regexp_split_to_table(public.search_fold(search), '[^[:alnum:]]+') as word)
  select word, rank::smallint from words where length(word) >= 3
    and (rank > 1 or word not in (select w.word from words w where w.rank > 1))
  union all select stem, 0::smallint from unnest(public.search_stems(description)) as stem $$`,
});

export const listingSearchRoutines = [searchFold, listingSearchKeys, listingSearchQueryKeys, searchStems, listingSearchTerms, searchWordStems];

/** A listing's search text (`search_text`), which `q` is matched against: its name, city and type, lower-cased. */
export const listingSearchText = (name: string, cityName: string, typeWord: string) => `${name} ${cityName} ${typeWord}`.toLowerCase();

/** The GIN index over a listing table's search keys, partial on what makes its rows visible. */
export const searchKeysIndex = (table: string, visible = '"active"') =>
  `create index "${table}_search_keys_idx" on "${table}" using gin (listing_search_keys("country_code", "search_text")) where ${visible}`;
