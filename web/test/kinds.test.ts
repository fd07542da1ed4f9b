// The web's one list of kinds (app/kinds.ts) and what is derived from it: routes, portals and the wizard's names.
import { describe, expect, it } from 'vitest';
import { bookingPathOf, bookingTypes, kindFacts, kindOfPortal, kindOfWizardType, kindUi } from '../src/app/kinds';
import { listPagePaths, privatePathPrefixes, routePaths, sitemapPaths } from '../src/app/routes';
import { portalOfRole } from '../src/features/backoffice/portal';
import { portals } from '../src/features/backoffice/portal-host';

describe('kinds of the web', () => {
  it("lists every kind in the header's order (spec §2)", () => {
    expect(bookingTypes).toEqual(['TOUR', 'RESTAURANT', 'HOTEL', 'TRANSPORT', 'LEISURE']);
    expect(listPagePaths).toEqual(['/tours', '/restaurants', '/hotels', '/transport', '/nightlife']);
  });

  it.each(['listPath', 'bookingPath', 'portal', 'partnerRole', 'listField', 'navKey', 'bookingKey'] as const)('gives each kind its own %s', (fact) => {
    expect(new Set(kindFacts(fact)).size).toBe(bookingTypes.length);
  });

  it('routes every kind: its list, its booking page and its partner dashboard', () => {
    for (const type of bookingTypes) {
      const { listPath, bookingPath, portal } = kindUi[type];
      expect(routePaths).toContain(listPath);
      expect(routePaths).toContain(bookingPath);
      expect(routePaths).toContain(`/${portal}-dashboard/*`);
      expect(sitemapPaths).toContain(listPath);
      expect(privatePathPrefixes).toContain(`/${portal}-dashboard`);
    }
  });

  it("opens each kind's portal to its partner role only", () => {
    expect(portals).toEqual(['admin', 'tour', 'restaurant', 'hotel', 'transport', 'leisure']);
    for (const type of bookingTypes) expect(portalOfRole(kindUi[type].partnerRole)).toBe(kindUi[type].portal);
  });

  it('names the kind of each partner portal, and none for the admin', () => {
    expect(bookingTypes.map((type) => kindOfPortal(kindUi[type].portal))).toEqual(bookingTypes);
    expect(kindOfPortal('admin')).toBeNull();
    expect(kindOfPortal('ride')).toBeNull();
  });

  it('links a saved listing to where it is booked, the id escaped', () => {
    expect(bookingPathOf('TOUR', '7')).toBe('/tours/7');
    expect(bookingPathOf('HOTEL', 'a/b')).toBe('/hotels/a%2Fb/book');
    expect(bookingPathOf('RESTAURANT', '3')).toBe('/restaurants/3/reserve');
    expect(bookingPathOf('LEISURE', '4')).toBe('/nightlife/4/book');
    expect(bookingPathOf('TRANSPORT', '5')).toBe('/transport/5/book');
  });

  it.each([
    ['tour', 'TOUR'],
    ['hotel', 'HOTEL'],
    ['restaurant', 'RESTAURANT'],
    ['leisure', 'LEISURE'],
    ['nightlife', 'LEISURE'],
    ['transport', 'TRANSPORT'],
    ['ride', 'TRANSPORT'],
    ['spa', null],
    ['hotels', null],
  ])('the wizard reads /booking/%s/... as %s', (name, type) => {
    expect(kindOfWizardType(name)).toBe(type);
  });
});
