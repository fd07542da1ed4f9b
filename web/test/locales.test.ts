// Every language has every key of English (spec §1: en, fr, ar, pt); plural forms count as one key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../src/locales');
const languages = ['en', 'fr', 'ar', 'pt'];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keys(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  return [prefix.replace(pluralSuffix, '')];
}

const namespaces = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

describe('translations', () => {
  for (const namespace of namespaces) {
    const english = new Set(keys(JSON.parse(readFileSync(join(root, 'en', namespace), 'utf8'))));
    for (const language of languages.slice(1)) {
      it(`${language}/${namespace} has every English key and no other`, () => {
        const translated = new Set(keys(JSON.parse(readFileSync(join(root, language, namespace), 'utf8'))));
        expect(
          [...english].filter((key) => !translated.has(key)),
          'missing',
        ).toEqual([]);
        expect(
          [...translated].filter((key) => !english.has(key)),
          'unknown',
        ).toEqual([]);
      });
    }
  }
});
