// Plurals go through i18next's plural keys (issue 29): every counted string of a language has each form its
// plural rules name (Arabic six: zero, one, two, few, many, other; English, French and Portuguese one and other at
// least), and no string dodges them with "(s)".
import { describe, expect, it } from 'vitest';
import { translationsIn } from './translations';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function strings(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => strings(child, prefix ? `${prefix}.${key}` : key));
  return [];
}

const required: Record<string, string[]> = {
  en: ['one', 'other'],
  fr: ['one', 'other'],
  pt: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

describe('plurals', () => {
  for (const [language, forms] of Object.entries(required)) {
    const all = Object.entries(translationsIn(language)).flatMap(([namespace, value]) => strings(value, namespace));
    it(`${language}: each counted string has the ${forms.join(', ')} forms`, () => {
      const present = new Map<string, Set<string>>();
      for (const [key] of all) {
        const match = pluralSuffix.exec(key);
        if (!match) continue;
        const base = key.slice(0, -match[0].length);
        present.set(base, (present.get(base) ?? new Set()).add(match[1]!));
      }
      const incomplete = [...present].filter(([, has]) => forms.some((form) => !has.has(form))).map(([base, has]) => `${base} (${[...has].join(', ')})`);
      expect(incomplete).toEqual([]);
    });
    it(`${language}: no string counts with "(s)"`, () => {
      expect(all.filter(([, text]) => /\(s\)|\(es\)|\(x\)/.test(text)).map(([key]) => key)).toEqual([]);
    });
  }
});

describe('Arabic counted nouns', () => {
  // A number followed by its noun takes the plural from 3 to 10 ("few": 5 دقائق) and the singular from 11 on
  // ("many", "other": 15 دقيقة, 100 دقيقة): a phrase whose "few" form is its "other" form has one of them wrong.
  it('say 3 to 10 of a thing with its plural, unlike 100', () => {
    const all = Object.entries(translationsIn('ar')).flatMap(([namespace, value]) => strings(value, namespace));
    const forms = new Map<string, Record<string, string>>();
    for (const [key, text] of all) {
      const match = pluralSuffix.exec(key);
      if (match) forms.set(key.slice(0, -match[0].length), { ...forms.get(key.slice(0, -match[0].length)), [match[1]!]: text });
    }
    const countThenNoun = /\{\{(count|formatted)\}\} (?!(من|إلى) )\p{L}/u;
    const same = [...forms].filter(([, form]) => form.few && countThenNoun.test(form.few) && form.few === form.other).map(([base]) => base);
    expect(same).toEqual([]);
  });
});
