// Text search on listings (`q`), keyed by country.
//
// A trigram index led by the country (btree_gin) had to intersect the country's whole posting list
// (50,000 entries for Kenya at a million listings) with the trigrams' on every search, and the capped
// count of a search took 7 ms. Keys that join the country to each trigram ("KE:bao") have posting
// lists as short as the matches: the same count takes 2 ms. LIKE then keeps the real matches, so the
// keys only narrow the search, never decide it.
import { Routine } from '@mikro-orm/core';

/** An immutable SQL function of a country and a text that returns search keys. */
const keysFunction = (name: string, text: string, body: string) =>
  new Routine({
    name,
    type: 'function',
    params: { country: { type: 'text' }, [text]: { type: 'text' } },
    returns: { runtimeType: 'any', columnType: 'text[]' },
    deterministic: true,
    language: 'sql',
    body,
  });

/** A listing's keys (GIN-indexed): its country alone ("KE:"), and the country with each trigram of its search text. */
export const listingSearchKeys = keysFunction(
  'listing_search_keys',
  'search',
  `select array[country || ':'] || array(select country || ':' || trigram from unnest(public.show_trgm(search)) as trigram)`,
);

/**
 * The keys a listing must hold to contain `q`: the trigrams inside the words of `q` (pg_trgm's own
 * split and case; a trigram with a space marks a word's edge, which a substring need not share), or
 * the country alone when `q` has no word of three characters.
 */
export const listingSearchQueryKeys = keysFunction(
  'listing_search_query_keys',
  'q',
  `select coalesce(nullif(array(select country || ':' || trigram from unnest(public.show_trgm(q)) as trigram where trigram !~ ' '), '{}'), array[country || ':'])`,
);

export const listingSearchRoutines = [listingSearchKeys, listingSearchQueryKeys];

/** A listing's search text (`search_text`), which `q` is matched against: its name, city and type, lower-cased. */
export const listingSearchText = (name: string, cityName: string, typeWord: string) => `${name} ${cityName} ${typeWord}`.toLowerCase();

/** The GIN index over a listing table's search keys, partial on what makes its rows visible. */
export const searchKeysIndex = (table: string, visible = '"active"') =>
  `create index "${table}_search_keys_idx" on "${table}" using gin (listing_search_keys("country_code", "search_text")) where ${visible}`;
