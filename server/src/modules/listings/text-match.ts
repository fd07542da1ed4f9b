// How a list and the search boxes' suggestions match and rank a text search (`q`) on listings, one way for both.
//
// A listing matches when every word is in its search text (name, city, type: trigram keys narrow, LIKE decides; a
// misspelt word corrected first, listing-search.ts) or every word is in its description, where words are stemmed in
// English, French and Portuguese and kept as they are (Arabic): keys of the country and each stem, so "pools",
// "piscine" and "مسبح" find a description's "infinity pool". Matches rank by where the words are: the name, then
// the city, then the rest of the search text (the type), then the description.
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ReadModels } from '../../db/read-models.js';
import type { City } from '../countries/city.entity.js';
import { searchTerms } from './search-words.js';

/** The words of a text search: each as the search texts are matched with (LIKE patterns, corrected), and its description forms. */
export interface WordSearch {
  /** A LIKE pattern per word, misspellings corrected against the country's vocabulary. */
  patterns: string[];
  /** Per word, the forms a description may hold it in (as typed, in English, as corrected), as one text to stem. */
  forms: string[];
}

/** The columns of a listing table the match reads. */
export interface SearchColumns {
  country: Expression<unknown>;
  name: Expression<unknown>;
  city: Expression<unknown>;
  searchText: Expression<unknown>;
  description: Expression<unknown>;
}

/** A word of a search as its LIKE pattern spells it (`%100\%%` is `100%`). */
export const patternWord = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, '$1');

/**
 * The words of `q` as a search of `country` matches them (one statement corrects the misspelt ones), or undefined
 * when `q` has no word of three characters.
 */
export async function readWordSearch(db: ReadModels, country: string, q: string): Promise<WordSearch | undefined> {
  const terms = searchTerms(q);
  if (!terms.length) return undefined;
  const { rows } = await sql<{ patterns: string[] }>`select search_patterns(${country}, ${terms.map((term) => term.word)}::text[]) as patterns`.execute(db);
  const patterns = rows[0]!.patterns;
  // A word no list translates is looked for in descriptions as corrected too ("lodj" as "lodge").
  const forms = terms.map((term, index) => [...new Set(term.forms.length > 1 ? term.forms : [...term.forms, patternWord(patterns[index]!)])].join(' '));
  return { patterns, forms };
}

/**
 * Every word in the search text (its keys, then LIKE), or every word in the description (its stems' keys). Written
 * (keys or description) and (LIKE or description), the same since LIKE implies the keys: the first half is what the
 * indexes answer in one bitmap OR (all the words' trigrams in one search-key lookup, all their stems in one
 * description-key lookup), and PostgreSQL then checks only the second on the rows found, where LIKE alone decides a
 * row whose search text has the words: no key function is computed again row by row (a description's stems cost
 * about 0.1 ms). A word in each (a name's and a description's) would need a bitmap per word, a plan PostgreSQL does
 * not reliably choose: a search of two words then computed the keys of every row holding the first.
 */
export function matchesWords(columns: SearchColumns, country: string, search: WordSearch): RawBuilder<SqlBool> {
  const inTextKeys = sql`listing_search_keys(${columns.country}, ${columns.searchText}) @> listing_search_query_keys(${country}, ${search.patterns.join(' ')})`;
  const inText = sql`search_fold(${columns.searchText}) like all (${search.patterns}::text[])`;
  const descriptionKeys = sql`listing_description_keys(${columns.country}, ${columns.description})`;
  const inDescription = sql.join(
    search.forms.map((forms) => sql`${descriptionKeys} && listing_description_keys(${country}, ${forms})`),
    sql` and `,
  );
  return sql<SqlBool>`((${inTextKeys}) or (${inDescription})) and ((${inText}) or (${inDescription}))`;
}

/** The cities of a country whose name holds a word of the search. */
export function citiesNamedIn(cities: City[], search: WordSearch): number[] {
  const words = search.patterns.map(patternWord);
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return cities.filter((city) => words.some((word) => fold(city.name).includes(word))).map((city) => city.id);
}

/** 3 when every word is in the name, 2 when one names the city, 1 when every word is in the search text (the type), 0 for the description. */
export function matchRank(columns: SearchColumns, search: WordSearch, cityIds: number[]): RawBuilder<number> {
  return sql<number>`(case when search_fold(${columns.name}) like all (${search.patterns}::text[]) then 3 when ${columns.city} = any (${cityIds}::int[]) then 2
    when search_fold(${columns.searchText}) like all (${search.patterns}::text[]) then 1 else 0 end)`;
}
