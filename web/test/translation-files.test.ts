// The translations as the browser downloads them (app/translation-files.ts): one set of strings per language and
// namespace, each kind's own strings laid into the shared namespaces they belong to.
import { describe, expect, it } from 'vitest';
import { translationsOf } from '../src/app/translation-files';
import { translationsIn } from './translations';

describe('translation files', () => {
  it("lays each kind's strings into the shared namespace, key by key, and keeps the kind's own namespaces", () => {
    const translations = translationsOf(
      {
        '../locales/en/common.json': { nav: { home: 'Home' }, brand: 'Jambo' },
        '../locales/fr/common.json': { nav: { home: 'Accueil' } },
      },
      {
        '../features/hotels/locales/en.json': { common: { nav: { hotels: 'Hotels' } }, hotels: { title: 'Hotels in {{country}}' } },
        '../features/tours/locales/en.json': { common: { nav: { tours: 'Tours' } } },
        '../features/hotels/locales/fr.json': { common: { nav: { hotels: 'Hôtels' } } },
      },
    );
    expect(translations).toEqual({
      en: {
        common: { nav: { home: 'Home', hotels: 'Hotels', tours: 'Tours' }, brand: 'Jambo' },
        hotels: { title: 'Hotels in {{country}}' },
      },
      fr: { common: { nav: { home: 'Accueil', hotels: 'Hôtels' } } },
    });
  });

  it("gives every language the kinds' namespaces and their entries of the shared ones", () => {
    for (const [language, hotelManager] of [
      ['en', 'Hotel manager'],
      ['fr', "Gérant d'hôtel"],
    ] as const) {
      const translations = translationsIn(language);
      expect(Object.keys(translations)).toEqual(expect.arrayContaining(['common', 'booking', 'hotels', 'tours', 'nightlife']));
      expect((translations.admin as { roles: Record<string, string> }).roles.HOTEL_MANAGER).toBe(hotelManager);
    }
  });
});
