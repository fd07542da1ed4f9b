// The translations read from their source files (web/src/locales/{lng}/{ns}.json and each kind's
// web/src/features/{kind}/locales/{lng}.json), laid together as the app reads them (src/app/translation-files.ts):
// for the build's translation files (vite.config.ts) and the tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Translations, translationsOf } from './src/app/translation-files.ts';

const src = fileURLToPath(new URL('./src/', import.meta.url));

/** Each JSON file of the source folder matching `pattern` (a path relative to it), by that path. */
function filesMatching<T>(pattern: RegExp): Record<string, T> {
  const paths = readdirSync(src, { recursive: true, encoding: 'utf8' }).map((path) => path.split('\\').join('/'));
  return Object.fromEntries(
    paths
      .filter((path) => pattern.test(path))
      .sort()
      .map((path) => [path, JSON.parse(readFileSync(join(src, path), 'utf8')) as T]),
  );
}

export const readTranslations = (): Translations =>
  translationsOf(filesMatching(/^locales\/[^/]+\/[^/]+\.json$/), filesMatching(/^features\/[^/]+\/locales\/[^/]+\.json$/));
