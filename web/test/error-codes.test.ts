// The web words every code the schema's ErrorCode enum has, in every language: `common:errors` has them all, and
// every other table (an `errors` object of a namespace) words only codes the schema has.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { languages } from '../src/app/i18n';

const root = join(import.meta.dirname, '..');
const schema = buildSchema(readFileSync(join(root, '../schema.graphql'), 'utf8'));
const codes = (schema.getType('ErrorCode') as GraphQLEnumType)
  .getValues()
  .map((value) => value.name)
  .sort();

/** A table's key words a code: the code itself, or its counted wording with the minutes to wait (`RATE_LIMITED_timed_few`). */
const wordsACode = (key: string) => codes.includes(key.replace(/_timed_(zero|one|two|few|many|other)$/, ''));

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `errors` object of a namespace, by its path (`booking:restaurant.errors`). */
function tablesOf(namespace: string, value: Json, path = ''): [string, Json][] {
  return Object.entries(value).flatMap(([key, child]) => {
    if (!isObject(child)) return [];
    const at = path ? `${path}.${key}` : key;
    const nested = tablesOf(namespace, child, at);
    return key === 'errors' ? [[`${namespace}:${at}`, child] as [string, Json], ...nested] : nested;
  });
}

/** The tables of the shared namespaces, then those of each kind's own strings (features/{kind}/locales/{lng}.json, by namespace). */
function tables(language: string): [string, Json][] {
  const folder = join(root, 'src/locales', language);
  const features = join(root, 'src/features');
  const kindFiles = readdirSync(features)
    .map((kind) => join(features, kind, `locales/${language}.json`))
    .filter((file) => existsSync(file));
  return [
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => tablesOf(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(folder, file), 'utf8')) as Json)),
    ...kindFiles.flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Json>).flatMap(([namespace, strings]) => tablesOf(namespace, strings)),
    ),
  ];
}

describe('error codes', () => {
  it('the schema has the codes the web reacts to', () => {
    expect(codes).toEqual(expect.arrayContaining(['UNAUTHENTICATED', 'SESSION_EXPIRED', 'INTERNAL_SERVER_ERROR', 'HOLD_EXPIRED', 'PAYMENT_DECLINED']));
  });

  for (const language of languages) {
    it(`${language}: common:errors words every code of the schema and nothing else`, () => {
      const common = tables(language).find(([name]) => name === 'common:errors')?.[1] ?? {};
      expect(
        codes.filter((code) => typeof common[code] !== 'string' || !common[code]),
        'without a translation',
      ).toEqual([]);
      expect(
        Object.keys(common).filter((key) => !wordsACode(key)),
        'not in the schema',
      ).toEqual([]);
    });

    it(`${language}: every other error table words only codes of the schema`, () => {
      const found = tables(language);
      expect(found.length).toBeGreaterThan(1);
      for (const [name, table] of found) {
        expect(
          Object.keys(table).filter((key) => !wordsACode(key)),
          `${name}: not in the schema`,
        ).toEqual([]);
        expect(
          Object.entries(table).filter(([, text]) => typeof text !== 'string' || !text),
          `${name}: empty`,
        ).toEqual([]);
      }
    });
  }
});
