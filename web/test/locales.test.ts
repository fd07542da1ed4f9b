// Every language has every key of English (spec §1: en, fr, ar, pt); plural forms count as one key. A kind's strings
// live in its own folder (features/{kind}/locales/{lng}.json), checked the same way.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../src/locales');
const features = join(import.meta.dirname, '../src/features');
const languages = ['en', 'fr', 'ar', 'pt'];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keys(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  return [prefix.replace(pluralSuffix, '')];
}

/** Each file of strings, by a name and its path in a language: the shared namespaces', then each kind's. */
const files: Array<[name: string, pathIn: (language: string) => string]> = [
  ...readdirSync(join(root, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file): [string, (language: string) => string] => [file, (language) => join(root, language, file)]),
  ...readdirSync(features)
    .filter((folder) => existsSync(join(features, folder, 'locales/en.json')))
    .map((folder): [string, (language: string) => string] => [`features/${folder}`, (language) => join(features, folder, `locales/${language}.json`)]),
];

describe('translations', () => {
  it("finds the shared namespaces and the kinds' own strings", () => {
    expect(files.map(([name]) => name)).toEqual(expect.arrayContaining(['common.json', 'features/hotels', 'features/nightlife']));
  });

  for (const [name, pathIn] of files) {
    const english = new Set(keys(JSON.parse(readFileSync(pathIn('en'), 'utf8'))));
    for (const language of languages.slice(1)) {
      it(`${language}: ${name} has every English key and no other`, () => {
        const translated = new Set(keys(JSON.parse(readFileSync(pathIn(language), 'utf8'))));
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
