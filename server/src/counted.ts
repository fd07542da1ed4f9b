// A count with its noun in English server sentences: "1 listing", "3 listings", never "listing(s)".
const englishPlural = new Intl.PluralRules('en');

/** `count` followed by `singular`, or by `plural` (the singular with an s when not given) for any other count. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${englishPlural.select(count) === 'one' ? singular : plural}`;
}
