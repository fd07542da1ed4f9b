// i18next: four languages, translations loaded lazily per language and namespace, <html lang dir> kept in sync.
import i18n, { type BackendModule, type InitOptions, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translations } from './translation-files';

export const languages = ['en', 'fr', 'ar', 'pt'] as const;
export type Language = (typeof languages)[number];
const rtlLanguages: readonly string[] = ['ar'];

/**
 * Each language's namespace is one file of the build (web/vite.config.ts, translationFiles), fetched the first time a
 * page needs it: JSON, not JavaScript the phone must parse, and only the current language's. The files sit in one
 * folder named by their content (`__LOCALE_DIR__`), so browsers keep them a year and this code carries no table of
 * their names.
 */
export const translationFileUrl = (language: string, namespace: string) => `${__LOCALE_DIR__}/${language}/${namespace}.json`;

async function fetchLocale(language: string, namespace: string): Promise<Record<string, unknown>> {
  const url = translationFileUrl(language, namespace);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  // i18next asks once per language and namespace (and retries a failed download itself).
  read(language, namespace, callback) {
    fetchLocale(language, namespace).then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

const LANGUAGE_STORAGE_KEY = 'i18nextLng';

function fromStorage(storage: () => Storage): string | undefined {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec §1's detection order: the `lng` query parameter, the cookie, local storage, session storage, the
 * browser's languages, the page's lang attribute; the choice is kept in local storage. (Our own few
 * lines instead of i18next-browser-languagedetector: 2 KB less on every first visit.)
 */
function detectedLanguages(): string[] {
  const candidates = [
    new URLSearchParams(window.location.search).get('lng') ?? undefined,
    /(?:^|;\s*)i18next=([^;]+)/.exec(document.cookie)?.[1],
    fromStorage(() => window.localStorage),
    fromStorage(() => window.sessionStorage),
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.lang,
  ];
  return candidates.filter((candidate): candidate is string => Boolean(candidate));
}

/**
 * On a painted page, the visitor's languages as detected before i18next starts in the page's language: that one is
 * the server's guess (it cannot read local storage), so it is neither remembered nor shared as the visitor's choice
 * until `takeVisitorLanguage` has settled which language is theirs. None on other pages, or once settled.
 */
let visitorLanguages: string[] | undefined;

const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectedLanguages,
  cacheUserLanguage(language) {
    if (visitorLanguages) return;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode: detected again next visit.
    }
  },
};

function applyDocumentLanguage(language: string) {
  const code = language.split('-')[0] ?? 'en';
  document.documentElement.lang = code;
  document.documentElement.dir = isRightToLeft(code) ? 'rtl' : 'ltr';
}

export const isRightToLeft = (language: string) => rtlLanguages.includes(language);

/** The server writes e-mails (and remembers the account's language at sign-in) from the `lng` cookie. */
function shareLanguageWithServer(language: string) {
  if (visitorLanguages) return;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie write; the Cookie Store API is missing from some browsers we support.
  document.cookie = `lng=${encodeURIComponent(language.split('-')[0] ?? 'en')}; path=/; max-age=31536000; SameSite=Lax`;
}

/** What the browser's i18next and the server's first paint (app/entry-server.tsx) share. */
export const i18nOptions = {
  fallbackLng: 'en',
  supportedLngs: languages,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // `country`: the first-visit guide and the switch overlay of every page.
  ns: ['common', 'country'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
} satisfies InitOptions;

/**
 * Starts the browser's i18next, which detects the language itself. After a server-painted page it has the
 * translations the server used and starts in the page's language (its lang attribute), so the hydrated page
 * reads as painted, with no fetch; the other namespaces and languages still load as pages need them. The
 * visitor's own language is taken on once the page is hydrated (`takeVisitorLanguage`).
 */
export function startI18n(first?: { translations: Translations }): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  i18n.on('languageChanged', shareLanguageWithServer);
  if (first) visitorLanguages = detectedLanguages();
  return i18n
    .use(lazyLocales)
    .use(languageDetector)
    .use(initReactI18next)
    .init({ ...i18nOptions, ...(first ? { lng: document.documentElement.lang, resources: first.translations, partialBundledLanguages: true } : {}) });
}

/**
 * Once a painted page is hydrated: the visitor's own language, when the server painted another (a choice this
 * browser keeps where the server cannot see it, local storage say), switched to as the language menu does, so the
 * page, its lang and its direction follow; either way the language is then remembered and shared with the server,
 * which paints the next page in it. Nothing to do on a page that was not painted, or a second time.
 */
export async function takeVisitorLanguage(): Promise<void> {
  const detected = visitorLanguages;
  if (!detected) return;
  visitorLanguages = undefined;
  const { languageUtils } = i18n.services;
  const chosen: string = languageUtils.getLanguagePartFromCode(languageUtils.getBestMatchFromCodes(detected));
  if (chosen !== i18n.resolvedLanguage) {
    await i18n.changeLanguage(chosen);
  } else {
    languageDetector.cacheUserLanguage?.(chosen);
    shareLanguageWithServer(chosen);
  }
}

/**
 * Adds a page's namespaces to the first load (app/main.tsx starts i18next just before): they download
 * alongside the common ones and the page renders at once, instead of suspending for them a round trip later.
 */
export function preloadNamespaces(namespaces: readonly string[]) {
  void i18n.loadNamespaces([...namespaces]);
}

export default i18n;
