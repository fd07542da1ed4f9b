// The app's translations as they are written, and as they are read: the shared namespaces (locales/{lng}/{ns}.json)
// and each kind's own strings (features/{kind}/locales/{lng}.json, by namespace), laid together into one set of
// strings per language and namespace. The build writes those sets as files (web/vite.config.ts, translationFiles),
// the server's first paint bundles them (entry-server.tsx); the browser downloads one file per namespace and merges
// nothing.

type Strings = Record<string, unknown>;
/** One kind's strings in one language, by namespace: its own pages' namespace whole, and its entries of the shared ones. */
export type KindStrings = Record<string, Strings>;
/** Translations by language, then namespace. */
export type Translations = Record<string, Record<string, Strings>>;

const isObject = (value: unknown): value is Strings => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `base`, objects merged key by key. */
function merged(base: Strings, over: Strings): Strings {
  const result = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = result[key];
    result[key] = isObject(below) && isObject(value) ? merged(below, value) : value;
  }
  return result;
}

/** The language (and, for a shared file, the namespace) of a locale file, by its path. */
const sharedFile = /locales\/([^/]+)\/([^/]+)\.json$/;
const kindFile = /locales\/([^/.]+)\.json$/;

/**
 * Every language's namespaces, from the locale files by path: each shared namespace with every kind's entries of it
 * (the header's `nav.hotels` or the back office's `roles.HOTEL_MANAGER` live with the hotel's pages, so a new kind
 * brings its words in its own folder), and each kind's own namespaces.
 */
export function translationsOf(shared: Record<string, Strings>, kinds: Record<string, KindStrings>): Translations {
  const translations: Translations = {};
  for (const [path, strings] of Object.entries(shared)) {
    const [, language = '', namespace = ''] = sharedFile.exec(path) ?? [];
    translations[language] = { ...translations[language], [namespace]: strings };
  }
  for (const [path, kind] of Object.entries(kinds)) {
    const language = kindFile.exec(path)?.[1] ?? '';
    const namespaces = { ...translations[language] };
    for (const [namespace, strings] of Object.entries(kind)) namespaces[namespace] = merged(namespaces[namespace] ?? {}, strings);
    translations[language] = namespaces;
  }
  return translations;
}
