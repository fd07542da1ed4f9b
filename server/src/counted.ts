// A count with its noun in English server sentences: "1 listing", "3 listings", never "listing(s)"; and a phrase by
// the plural rules of the reader's language, for what travellers read.
const englishPlural = new Intl.PluralRules('en');

/** `count` followed by `singular`, or by `plural` (the singular with an s when not given) for any other count. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${englishPlural.select(count) === 'one' ? singular : plural}`;
}

/** A phrase by the count it is about, in a language's plural rules (Arabic has six forms; one per form where it differs). */
export type CountedPhrase = Partial<Record<Intl.LDMLPluralRule, (count: number) => string>> & { other: (count: number) => string };

/** `phrase` in the form `language` uses for `count`. */
export const sayCounted = (language: string, phrase: CountedPhrase, count: number) =>
  (phrase[new Intl.PluralRules(language).select(count)] ?? phrase.other)(count);
