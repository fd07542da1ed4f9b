import { Entity, Index, PrimaryKey } from '@mikro-orm/decorators/legacy';

/**
 * A word some listing, city or country of a country is found by, folded (listing-search.ts): the vocabulary a misspelt word of a
 * search is corrected against. Statement triggers on the listing tables, `city` and `country` add new words; a word
 * no longer used stays (it can only be suggested as a correction that then finds nothing).
 */
@Entity({ tableName: 'search_word' })
@Index({ name: 'search_word_trgm_idx', expression: 'create index "search_word_trgm_idx" on "search_word" using gin ("country_code", "word" gin_trgm_ops)' })
export class SearchWord {
  @PrimaryKey({ type: 'string', length: 2 })
  countryCode!: string;

  @PrimaryKey({ type: 'text' })
  word!: string;
}
