// How a list and the search boxes' suggestions match and rank a text search (`q`) on listings, one way for both.
//
// A listing matches when every word is in its search text (name, city, type; a misspelt word corrected first,
// search-vocabulary.ts) or every word is in its description, where words are stemmed in English, French and Portuguese
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
import type { MatchWord, SearchVocabulary } from './search-vocabulary.js';
import { searchTerms } from './search-words.js';

/** The words of a text search, each as the search table is read for it (search-vocabulary.ts). */
export interface WordSearch {
  words: MatchWord[];
}

/**
 * The words of `q` as a search of `country` matches them (misspelt ones corrected, search-vocabulary.ts), or undefined
 * when `q` has no word of three characters.
 */
export async function readWordSearch(db: ReadModels, vocabulary: SearchVocabulary, country: string, q: string): Promise<WordSearch | undefined> {
  const terms = searchTerms(q);
  if (!terms.length) return undefined;
  return { words: await vocabulary.words(db, country, terms) };
}

/** The columns of a search's matches (`searchMatches`). */
export interface SearchMatch {
  kind: string;
  listing_id: number;
  popularity: number;
  rank: number;
}

/** A reader of the search table's entries of `country` (of `kind` only, when given) that meet a condition on `t`. */
function lookup(country: string, kind: string | undefined, columns: RawBuilder<unknown>) {
  const ofKind = kind === undefined ? sql`` : sql` and t.kind = ${kind}`;
  return (where: RawBuilder<unknown>) => sql`select ${columns} from listing_search_term t where t.country_code = ${country}${ofKind} and ${where}`;
}

/** The lookups of a word's entries in names, cities and types: its terms, and the terms a number begins. */
const inSearchText = (read: ReturnType<typeof lookup>, word: MatchWord) => [
  read(sql`t.term = any (${word.terms}::text[]) and t.rank > 0`),
  ...(word.prefix === null ? [] : [read(sql`t.term like ${word.prefix} and t.rank > 0`)]),
];

/** The lookup of a word's entries in descriptions: its stems. */
const inDescription = (read: ReturnType<typeof lookup>, word: MatchWord) => [read(sql`t.term = any (${word.stems}::text[]) and t.rank = 0`)];

/** Whether an entry `e` of the search table in a name, city or type is `word`: one of its terms, or a term a number begins. */
const named = (word: MatchWord) => sql`(e.term = any (${word.terms}::text[])${word.prefix === null ? sql`` : sql` or e.term like ${word.prefix}`})`;

/** The candidates (`candidate`) that also have an entry of `country` meeting `where` (on `e`), each: a semi-join. */
const alsoHolding = (country: string, checks: RawBuilder<unknown>[]) =>
  checks.map(
    (where) =>
      sql` and exists (select from listing_search_term e where e.country_code = ${country} and e.kind = candidate.kind and e.listing_id = candidate.listing_id and ${where})`,
  );

/**
 * The visible listings of `country` (of `kind` only, when given) that hold every word of `search` in their search text
 * or every word in their description, with their popularity and rank: 3 when every word is in the name, 2 when one is
 * in the city's name, 1 when every word is in the search text, 0 when only the description has them all.
 *
 * One word is read from the lookup index alone, its entries grouped by listing (its rank is the best of theirs). With
 * more, the candidates are the listings that hold the rarest word in their search text and those that hold the rarest
 * in their description (the vocabulary's capped counts tell which), kept when they hold every other word there too (a
 * semi-join: a common word's entries hashed once, or each candidate probed by primary key, as the planner's statistics
 * of the terms say); only the matches' own entries are then read, by primary key, for their rank (a bit per word).
 */
export function searchMatches(country: string, search: WordSearch, kind?: string): RawBuilder<SearchMatch> {
  const { words } = search;
  if (words.length === 1) {
    const read = lookup(country, kind, sql`t.kind, t.listing_id, t.popularity, t.rank`);
    const hits = [...inSearchText(read, words[0]!), ...inDescription(read, words[0]!)];
    return sql<SearchMatch>`select kind, listing_id, max(popularity) as popularity, max(rank) as rank
      from (${sql.join(hits, sql` union all `)}) as hits group by kind, listing_id`;
  }
  const rarest = (count: (word: MatchWord) => number) => words.reduce((best, word) => (count(word) < count(best) ? word : best));
  const [inNames, inDescriptions] = [rarest((word) => word.named), rarest((word) => word.described)];
  const read = lookup(country, kind, sql`t.kind, t.listing_id, t.popularity`);
  // Each side from its rarest word, the others checked per candidate: PostgreSQL probes each candidate's entries by
  // primary key, or reads a word's entries once and hashes them when that costs less (its statistics of each term).
  const side = (lookups: RawBuilder<unknown>[], others: RawBuilder<unknown>[]) =>
    sql`select candidate.* from (${sql.join(lookups, sql` union `)}) as candidate where true${sql.join(alsoHolding(country, others), sql``)}`;
  const namedSide = side(
    inSearchText(read, inNames),
    words.filter((word) => word !== inNames).map((word) => sql`e.rank > 0 and ${named(word)}`),
  );
  const describedSide = side(
    inDescription(read, inDescriptions),
    words.filter((word) => word !== inDescriptions).map((word) => sql`e.rank = 0 and e.term = any (${word.stems}::text[])`),
  );
  const bits = sql.join(
    words.map((word, index) => sql`case when ${named(word)} then ${sql.lit(1 << index)} else 0 end`),
    sql` | `,
  );
  const all = sql.lit((1 << words.length) - 1);
  return sql<SearchMatch>`select matched.kind, matched.listing_id, matched.popularity, held.rank
    from (${namedSide} union ${describedSide}) as matched
    cross join lateral (
      select case when bit_or(e.word) filter (where e.rank = 3) = ${all} then 3 when bool_or(e.rank = 2) then 2
          when bit_or(e.word) = ${all} then 1 else 0 end as rank
      from (select e.rank, ${bits} as word from listing_search_term e where e.kind = matched.kind and e.listing_id = matched.listing_id and e.rank > 0) as e
      where e.word <> 0
    ) as held`;
}
