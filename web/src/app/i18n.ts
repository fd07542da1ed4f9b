// i18next: four languages, translations loaded lazily per language and namespace, <html lang dir> kept in sync.
import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const languages = ['en', 'fr', 'ar', 'pt'] as const;
export type Language = (typeof languages)[number];
const rtlLanguages: readonly string[] = ['ar'];

/** Vite splits each locales/{lng}/{ns}.json into its own small chunk. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    import(`../locales/${language}/${namespace}.json`)
      .then((module: { default: Record<string, unknown> }) => callback(null, module.default))
      .catch((error: Error) => callback(error, false));
  },
};

function applyDocumentLanguage(language: string) {
  const code = language.split('-')[0] ?? 'en';
  document.documentElement.lang = code;
  document.documentElement.dir = rtlLanguages.includes(code) ? 'rtl' : 'ltr';
}

i18n.on('languageChanged', applyDocumentLanguage);

export const i18nReady = i18n
  .use(lazyLocales)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: languages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    react: { useSuspense: true },
  });

export default i18n;
