// How a list and the search boxes' suggestions match and rank a text search (`q`) on listings, one way for both.
//
// A listing matches when every word is in its search text (name, city, type; a misspelt word corrected first,
// listing-search.ts) or every word is in its description, where words are stemmed in English, French and Portuguese
// and kept as they are (Arabic), so "pools", "piscine" and "مسبح" find a description's "infinity pool". Matches rank by
// where the words are: the name, then the city, then the rest of the search text (the type), then the description.
//
// Both are read from `listing_search_term` (a row per word and stem of a visible listing, with where it is, the
// listing's popularity and id) through its btree alone: a word of a search is in a search text when it is inside one of
// its words, so it is looked up as the words of the country's vocabulary (`search_word`, trigram-indexed and small)
// that hold it, or, a number (the vocabulary has none), as the terms it begins; in descriptions as its stems. A page,
// its count and the suggestions then read index entries only, never a listing's row, whatever the number of matches.
import { type RawBuilder, sql } from 'kysely';
import type { ReadModels } from '../../db/read-models.js';
import { searchTerms } from './search-words.js';

/** The words of a text search: each as the search texts are matched with (LIKE patterns, corrected), and its description forms. */
export interface WordSearch {
  /** A LIKE pattern per word, misspellings corrected against the country's vocabulary. */
  patterns: string[];
  /** Per word, the forms a description may hold it in (as typed, in English, as corrected), as one text to stem. */
  forms: string[];
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

/** The columns of a search's matches (`searchMatches`). */
export interface SearchMatch {
  kind: string;
  listing_id: number;
  popularity: number;
  rank: number;
}

/** A word of digits only: the vocabulary keeps no bare number, so it is looked for as the start of a term. */
const isNumber = (pattern: string) => /^[0-9]+$/.test(patternWord(pattern));

/**
 * The visible listings of `country` (of `kind` only, when given) that hold every word of `search` in their search text
 * or every word in their description, with their popularity and rank: 3 when every word is in the name, 2 when one is
 * in the city's name, 1 when every word is in the search text, 0 when only the description has them all. One
 * index-only lookup per word and place (the words' terms, their stems), then grouped by listing: each word is a bit.
 */
export function searchMatches(country: string, search: WordSearch, kind?: string): RawBuilder<SearchMatch> {
  const ofKind = kind === undefined ? sql`` : sql` and t.kind = ${kind}`;
  const lookup = (bit: number, where: RawBuilder<unknown>) =>
    sql`select ${sql.lit(bit)}::int as word, t.rank, t.kind, t.listing_id, t.popularity from listing_search_term t
      where t.country_code = ${country}${ofKind} and ${where}`;
  const hits = search.patterns.flatMap((pattern, index) => {
    const bit = 1 << index;
    return [
      lookup(bit, sql`t.term = any (array(select w.word from search_word w where w.country_code = ${country} and w.word like ${pattern})) and t.rank > 0`),
      ...(isNumber(pattern) ? [lookup(bit, sql`t.term like ${pattern.slice(1)} and t.rank > 0`)] : []),
      lookup(bit, sql`t.term = any (search_stems(${search.forms[index]!})) and t.rank = 0`),
    ];
  });
  const every = sql.lit((1 << search.patterns.length) - 1);
  return sql<SearchMatch>`select kind, listing_id, max(popularity) as popularity,
      case when bit_or(word) filter (where rank = 3) = ${every} then 3 when bool_or(rank = 2) then 2
        when bit_or(word) filter (where rank > 0) = ${every} then 1 else 0 end as rank
    from (${sql.join(hits, sql` union all `)}) as hits
    group by kind, listing_id
    having bit_or(word) filter (where rank > 0) = ${every} or bit_or(word) filter (where rank = 0) = ${every}`;
}
