// The indexes every listing kind's list reads, all partial on what travellers may see: (country, sort key, id) for
// each sort so keyset pages stay O(page), country+city+price and country+city+relevance for the city filter, and the
// search keys for a `q` with no whole word (words are looked up in `listing_search_term`).
import { Index } from '@mikro-orm/decorators/legacy';
import { searchKeysIndex } from './listing-search.js';

interface ListingIndexesOf {
  table: string;
  /** The sorts besides relevance, by the word their index is named with: `{ stars: '"stars" desc' }`. */
  sorts: Record<string, string>;
  /** The price column the city filter's index orders by. */
  price: string;
  /** What makes a row visible to travellers. */
  visible?: string;
}

/** Declares a listing table's list indexes, named and defined as its migration created them. */
export function ListingIndexes({ table, sorts, price, visible = '"active"' }: ListingIndexesOf): ClassDecorator {
  const index = (name: string, columns: string) =>
    Index({ name: `${table}_${name}_idx`, expression: `create index "${table}_${name}_idx" on "${table}" (${columns}) where ${visible}` });
  const indexes = [
    index('country_relevance', '"country_code", "popularity" desc, "id"'),
    ...Object.entries(sorts).map(([name, key]) => index(`country_${name}`, `"country_code", ${key}, "id"`)),
    index('country_city_price', `"country_code", "city_id", "${price}", "id"`),
    index('country_city_relevance', '"country_code", "city_id", "popularity" desc, "id"'),
    Index({ name: `${table}_search_keys_idx`, expression: searchKeysIndex(table, visible) }),
  ];
  // In the order stacked decorators would declare them: the one nearest the class first.
  return (target) => {
    for (const declare of indexes.reverse()) declare(target);
  };
}
