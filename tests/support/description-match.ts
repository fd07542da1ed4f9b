/**
 * The SQL oracle of a one-word search's match in descriptions (server/src/modules/listings/text-match.ts): any stem of
 * the word among the stems of the listing's description, in its country, computed from the listing's row (the list
 * reads them from `listing_search_term`). `alias` names the listing table in the statement; `word` is a plain word of
 * the test's own.
 */
export const inDescription = (alias: string, country: string, word: string) =>
  `(${alias}.country_code = '${country}' and search_stems(${alias}.description) && search_stems('${word}'))`;
