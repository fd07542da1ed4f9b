// Spec §2 'Back-office and portals': subdomain prefixes, the root route's rules and role dashboards.
import { describe, expect, it } from 'vitest';
import { portalOfRole, rootRedirect } from '../src/features/backoffice/portal';
import { portalOfHost } from '../src/features/backoffice/portal-host';

describe('portal of a host name', () => {
  it.each([
    ['hotel.jambo.africa', 'hotel'],
    ['restaurant.jambo.africa', 'restaurant'],
    ['TOUR.jambo.africa', 'tour'],
    ['transport.jambo.africa', 'transport'],
    ['leisure.jambo.africa', 'leisure'],
    ['admin.jambo.africa', 'admin'],
    ['hotel.localhost', 'hotel'],
  ])('%s selects the %s portal', (host, portal) => {
    expect(portalOfHost(host)).toBe(portal);
  });

  it.each(['localhost', '127.0.0.1', '192.168.1.20', '::1', '[::1]', 'jambo.africa', 'www.jambo.africa', 'hotels.jambo.africa', 'hotel'])(
    '%s has none',
    (host) => {
      expect(portalOfHost(host)).toBeNull();
    },
  );
});

describe('root route', () => {
  it('shows the home page with no dashboard role', () => {
    expect(rootRedirect(null, null, null, 'RW')).toBeNull();
    expect(rootRedirect(null, null, 'USER', 'RW')).toBeNull();
    // A traveller signed in on a browser a partner used before still gets the home page.
    expect(rootRedirect(null, 'hotel', 'USER', 'RW')).toBeNull();
  });

  it('sends a role without a session to the dashboard sign-in', () => {
    expect(rootRedirect('hotel', null, null, 'RW')).toBe('/dashboard/login?country=RW');
    expect(rootRedirect(null, 'tour', null, 'KE')).toBe('/dashboard/login?country=KE');
    // On a portal, an account of another role must sign in with the right one.
    expect(rootRedirect('admin', null, 'HOTEL_MANAGER', 'RW')).toBe('/dashboard/login?country=RW');
  });

  it("sends a role with a session to the role's dashboard", () => {
    expect(rootRedirect(null, null, 'HOTEL_MANAGER', 'RW')).toBe('/hotel-dashboard?country=RW');
    expect(rootRedirect('admin', null, 'SUBADMIN', 'RW')).toBe('/admin-dashboard?country=RW');
    expect(rootRedirect(null, 'hotel', 'TRANSPORT_BUSINESS', 'RW')).toBe('/transport-dashboard?country=RW');
  });

  it('maps every back-office role of spec §6 to its portal', () => {
    expect(
      (['ADMIN', 'SUBADMIN', 'HOTEL_MANAGER', 'RESTAURANT_MANAGER', 'TOUR_ORGANIZER', 'TRANSPORT_BUSINESS', 'LEISURE_MANAGER', 'USER'] as const).map(
        portalOfRole,
      ),
    ).toEqual(['admin', 'admin', 'hotel', 'restaurant', 'tour', 'transport', 'leisure', null]);
  });
});
