// Retrieval for the help chat with PostgreSQL full-text search over the corpus table (refreshed from its source);
// passages are ranked by the question's words, each weighted by how rare it is in the corpus (so "hotel" decides
// more than "booking"), more in a title, and more again where two of them stand together as in the question
// ("airport transfer"), times the share of the question they cover; the country's listings whose names share
// the question's other words come alongside.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../../language.js';
import type { BookingType } from '../../bookings/booking.entity.js';
import { kindOf, listingKinds, publicListingsSql } from '../../listings/kind-registry.js';
import { type HelpPassage, helpCorpus } from './help-corpus.js';

export interface FoundPassage extends HelpPassage {
  score: number;
  /** Share of the question's weight (its words by rarity; words the corpus lacks weigh the most) this passage matches. */
  coverage: number;
}

export interface FoundListing {
  /** The kind's legacy name (`nightlife` for leisure), as the web's links and the help answers name it. */
  kind: string;
  id: number;
  name: string;
  link: string;
}

/** PostgreSQL's text search configuration per interface language (it has no Arabic stemmer). */
const searchConfig: Record<Language, string> = { en: 'english', fr: 'french', pt: 'portuguese', ar: 'simple' };

const PASSAGES_FOUND = 3;
const LISTINGS_FOUND = 3;
/**
 * A passage must match this share of what the question says (its words weighted by rarity; words the corpus
 * never uses weigh the most): "Do I need a visa?" shares only "need" with the corpus and is handed to a person.
 */
const MIN_COVERAGE = 0.3;
/** A word in a title (or the FAQ's tags) counts this many times one in a body. */
const TITLE_WEIGHT = 3;

const run = <T extends object>(em: EntityManager, sql: string, params: unknown[]) =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/** Replaces the language's passages with the corpus as its source says now. */
export async function refreshCorpus(em: EntityManager, language: Language): Promise<void> {
  const passages = helpCorpus(language);
  await em.transactional(async (tx) => {
    const conn = tx as EntityManager;
    // Two processes starting together take turns instead of inserting the same keys.
    await run(conn, `select pg_advisory_xact_lock(hashtext('help_passage'))`, []);
    await run(conn, `delete from help_passage where language = ?`, [language]);
    const rows = passages.map(() => '(?, ?, ?::regconfig, ?, ?, ?, ?)').join(', ');
    await run(
      conn,
      `insert into help_passage (language, key, config, title, body, keywords, link) values ${rows}`,
      passages.flatMap((passage) => [language, passage.key, searchConfig[language], passage.title, passage.body, passage.keywords, passage.link]),
    );
  });
}

export async function searchPassages(em: EntityManager, question: string, language: Language): Promise<FoundPassage[]> {
  return run<FoundPassage>(
    em,
    `with words as (select lexeme, unnest(positions) as position from unnest(to_tsvector(?::regconfig, ?))),
      asked as (select distinct lexeme from words),
      pairs as (select distinct a.lexeme as first, b.lexeme as second from words a join words b on b.position = a.position + 1),
      corpus as (select key, title, body, keywords, link, document from help_passage where language = ?),
      size as (select count(*)::float8 as n from corpus),
      rarity as (
        select asked.lexeme, ln(1 + (select n from size) / count(*)::float8) as weight
        from asked join corpus on corpus.document @@ quote_literal(asked.lexeme)::tsquery group by asked.lexeme),
      asked_weight as (
        select sum(coalesce(rarity.weight, ln(1 + (select n from size) / 0.5))) as total from asked left join rarity using (lexeme)),
      word_scores as (
        select corpus.key, sum(rarity.weight * case when corpus.document @@ (quote_literal(rarity.lexeme) || ':A')::tsquery then ${TITLE_WEIGHT} else 1 end) as score,
          sum(rarity.weight) as matched
        from corpus join rarity on corpus.document @@ quote_literal(rarity.lexeme)::tsquery group by corpus.key),
      pair_scores as (
        select corpus.key, sum(first.weight + second.weight) as score
        from pairs join rarity first on first.lexeme = pairs.first join rarity second on second.lexeme = pairs.second
          join corpus on corpus.document @@ (quote_literal(pairs.first) || ' <-> ' || quote_literal(pairs.second))::tsquery
        group by corpus.key)
    select corpus.key, corpus.title, corpus.body, corpus.keywords, corpus.link, coverage, ((word_scores.score + coalesce(pair_scores.score, 0)) * coverage)::float8 as score
    from word_scores join corpus using (key) left join pair_scores using (key) cross join asked_weight
      cross join lateral (select (word_scores.matched / asked_weight.total)::float8 as coverage) covered
    where coverage >= ${MIN_COVERAGE}
    order by score desc, corpus.key
    limit ${PASSAGES_FOUND}`,
    [searchConfig[language], question, language],
  );
}

/**
 * The country's listings named with the question's words that the help corpus does not use (a place, a
 * listing's name): "Is Kigali Heights open?" finds listings, "How do I cancel?" does not.
 */
export async function searchListings(em: EntityManager, question: string, language: Language, countryCode: string): Promise<FoundListing[]> {
  const rows = await run<{ kind: BookingType; id: number; name: string }>(
    em,
    `with asked as (
        select string_agg(quote_literal(lexeme), ' | ')::tsquery as words from unnest(to_tsvector(?::regconfig, ?)) as t(lexeme)
        where length(lexeme) > 2 and not exists (select 1 from help_passage p where p.language = ? and p.document @@ quote_literal(t.lexeme)::tsquery)),
      found as (${publicListingsSql('id, name, popularity', 'country_code = ?')})
    select found.kind, found.id, found.name from found, asked
    where asked.words is not null and to_tsvector(?::regconfig, found.name) @@ asked.words
    order by ts_rank(to_tsvector(?::regconfig, found.name), asked.words) desc, found.popularity desc, found.id
    limit ${LISTINGS_FOUND}`,
    [searchConfig[language], question, language, ...listingKinds().map(() => countryCode), searchConfig[language], searchConfig[language]],
  );
  return rows.map((row) => {
    const kind = kindOf(row.kind);
    return { ...row, kind: kind.legacyName, link: `${kind.bookingPath(row.id)}?country=${countryCode}` };
  });
}
