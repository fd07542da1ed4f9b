// What a word of a search is looked up as, per country (text-match.ts): the word as typed when some word of the
// country's vocabulary (`search_word`) holds it, else the closest known word; the vocabulary words holding it, which are
// the search table's terms it finds; the stems a description may hold it in; and how many entries of the search table
// each of those has, counted up to a cap, so that a search of several words starts from its rarest.
//
// Working that out is the same for every search of the word and costs a scan of the country's vocabulary and two
// capped counts, more than the lookups of a page themselves: each process keeps it for a short while (a bounded LRU
// cache, at most VOCABULARY_TTL_MS), so that a search repeated within it is one statement, its page. A word a listing brings to
// the vocabulary meanwhile is found by the searches of it once that expansion expires.
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ReadModels } from '../../db/read-models.js';
import type { SearchTerm } from './search-words.js';

/** How long a word's expansion is kept: what a new listing's word waits for at most before a search that holds it finds it. */
const VOCABULARY_TTL_MS = 30_000;
/** How many expansions a process keeps (the least recently used go first). */
const VOCABULARY_ENTRIES = 2_000;
/** Entries of the search table counted per word, at most: enough to tell a rare word from a common one at any scale. */
const ENTRIES_COUNTED = 10_001;

/** A word of a search as the search table is read for it. */
export interface MatchWord {
  /** The word looked for (corrected when the country knows no word holding it as typed), folded. */
  word: string;
  /** The country's vocabulary words that hold `word`: the terms of names, cities and types it finds. */
  terms: string[];
  /** For a word of digits only (the vocabulary keeps no bare number), the LIKE pattern of the terms it begins. */
  prefix: string | null;
  /** The stems a description may hold it in (as typed, its English word, as corrected). */
  stems: string[];
  /** Entries of the search table for `terms` (or `prefix`) in names, cities and types, up to ENTRIES_COUNTED. */
  named: number;
  /** Entries of the search table for `stems` in descriptions, up to ENTRIES_COUNTED. */
  described: number;
}

/** The rows of the expansion statement: one per asked word, in the order asked. */
interface ExpansionRow {
  position: string;
  chosen: string;
  terms: string[];
  stems: string[];
  named: number;
  described: number;
}

const isNumber = (word: string) => /^[0-9]+$/.test(word);

export class SearchVocabulary {
  readonly #kept: LRUCache<string, MatchWord>;

  constructor(ttlMs = VOCABULARY_TTL_MS, max = VOCABULARY_ENTRIES) {
    this.#kept = new LRUCache({ max, ttl: ttlMs });
  }

  /** Each of `terms` as a search of `country` reads it: one statement for those not kept, none when all are. */
  async words(db: ReadModels, country: string, terms: SearchTerm[]): Promise<MatchWord[]> {
    const keys = terms.map((term) => `${country}\n${term.word}\n${term.forms.join(' ')}`);
    const found = keys.map((key) => this.#kept.get(key));
    const missing = terms.flatMap((term, index) => (found[index] ? [] : [{ term, index }]));
    if (missing.length) {
      const expanded = await this.expand(
        db,
        country,
        missing.map(({ term }) => term),
      );
      for (const [position, { index }] of missing.entries()) {
        found[index] = expanded[position]!;
        this.#kept.set(keys[index]!, expanded[position]!);
      }
    }
    return found as MatchWord[];
  }

  /**
   * One statement for all `terms`: each folded, kept as typed when a vocabulary word of the country holds it (the word
   * itself first, by primary key), else corrected to the known word closest to it (one with the same stem in English,
   * French or Portuguese first, then by trigram similarity); then the vocabulary words that hold it, the stems of its
   * forms (with the corrected word, unless the word came in another language and has its English forms already) and
   * the capped counts of both in the search table.
   */
  private async expand(db: ReadModels, country: string, terms: SearchTerm[]): Promise<MatchWord[]> {
    const { rows } = await sql<ExpansionRow>`
      with asked as (
        select asked.position, asked.forms, asked.correctable, search_fold(asked.word) as folded
        from unnest(${terms.map((term) => term.word)}::text[], ${terms.map((term) => term.forms.join(' '))}::text[],
          ${terms.map((term) => term.forms.length === 1)}::boolean[]) with ordinality as asked(word, forms, correctable, position)
      ), chosen as (
        select asked.*, coalesce(
          (select asked.folded where exists (select 1 from search_word w where w.country_code = ${country} and w.word = asked.folded)
            or exists (select 1 from search_word w where w.country_code = ${country} and strpos(w.word, asked.folded) > 0)),
          (select w.word from search_word w where w.country_code = ${country} and w.word operator(public.%) asked.folded
            order by search_word_stems(w.word) && search_word_stems(asked.folded) desc, similarity(w.word, asked.folded) desc, w.word limit 1),
          asked.folded) as chosen
        from asked
      ), expanded as (
        select chosen.position, chosen.chosen,
          array(select w.word from search_word w where w.country_code = ${country} and strpos(w.word, chosen.chosen) > 0 order by w.word) as terms,
          search_stems(chosen.forms || case when chosen.correctable then ' ' || chosen.chosen else '' end) as stems
        from chosen
      )
      select expanded.position, expanded.chosen, expanded.terms, expanded.stems,
        (select count(*)::int from (select from listing_search_term t where t.country_code = ${country} and t.term = any (expanded.terms) and t.rank > 0
          union all select from listing_search_term t where expanded.chosen ~ '^[0-9]+$' and t.country_code = ${country}
            and t.term >= expanded.chosen and t.term < expanded.chosen || chr(1114111) and t.rank > 0
          limit ${ENTRIES_COUNTED}) as n) as named,
        (select count(*)::int from (select from listing_search_term t where t.country_code = ${country} and t.rank = 0
          and t.term = any (expanded.stems) limit ${ENTRIES_COUNTED}) as n) as described
      from expanded order by expanded.position`.execute(db);
    return rows.map((row) => ({
      word: row.chosen,
      terms: row.terms,
      prefix: isNumber(row.chosen) ? `${row.chosen}%` : null,
      stems: row.stems,
      named: row.named,
      described: row.described,
    }));
  }
}
