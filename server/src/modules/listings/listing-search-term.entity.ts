import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A folded word of a visible listing's name, city or search text, or a stem of its description (text-match.ts): search
 * as a narrow inverted table, read from its lookup index alone. Statement triggers on the listing tables keep it
 * (migration 20261210150000_listing_search_terms); nothing else writes it.
 */
@Entity({ tableName: 'listing_search_term' })
@Index({
  name: 'listing_search_term_lookup_idx',
  expression:
    'create index "listing_search_term_lookup_idx" on "listing_search_term" ("country_code", "term", "kind", "rank", "popularity" desc, "listing_id")',
})
export class ListingSearchTerm {
  /** The listing's kind (its booking type). */
  @PrimaryKey({ type: 'text' })
  kind!: string;

  @PrimaryKey({ type: 'integer' })
  listingId!: number;

  /** Where the term is, as a match ranks it: 3 the name, 2 the city, 1 the rest of the search text (the type), 0 the description. */
  @PrimaryKey({ type: 'smallint' })
  rank!: number;

  /** Bytewise order ("C"), so that a prefix is a range of the lookup index. */
  @PrimaryKey({ type: 'text', collation: 'C' })
  term!: string;

  @Property({ type: 'string', length: 2 })
  countryCode!: string;

  @Property({ type: 'integer' })
  popularity!: number;
}
