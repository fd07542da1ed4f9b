// A language's translations by namespace as the app loads them: each shared namespace file, with every kind's own
// strings (features/{kind}/locales/{lng}.json) laid into the namespaces they belong to.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type KindStrings, withKindStrings } from '../src/app/i18n';

const src = join(import.meta.dirname, '../src');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function translationsIn(language: string): Record<string, Record<string, unknown>> {
  const folder = join(src, 'locales', language);
  const own = Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), readJson<Record<string, unknown>>(join(folder, file))]),
  );
  const kinds = readdirSync(join(src, 'features'))
    .map((kind) => join(src, 'features', kind, `locales/${language}.json`))
    .filter((file) => existsSync(file))
    .map((file) => readJson<KindStrings>(file));
  const namespaces = new Set([...Object.keys(own), ...kinds.flatMap((kind) => Object.keys(kind))]);
  return Object.fromEntries([...namespaces].map((namespace) => [namespace, withKindStrings(namespace, own[namespace], kinds)]));
}
