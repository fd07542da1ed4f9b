/**
 * The SQL oracle of a one-word search's match in descriptions (server/src/modules/listings/text-match.ts): any stem of
 * the word among the stems of the listing's description, in its country. `alias` names the listing table in the
 * statement; `word` is a plain word of the test's own.
 */
export const inDescription = (alias: string, country: string, word: string) =>
  `listing_description_keys(${alias}.country_code, ${alias}.description) && listing_description_keys('${country}', '${word}')`;
