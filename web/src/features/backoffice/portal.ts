// Spec §2 'Back-office and portals' and §6: which roles open each portal, where each lands, and the
// root route's rules once the session is known.
import { withCountry } from '../../app/country';
import { bookingTypes, kindUi } from '../../app/kinds';
import type { Role } from '../../gql/graphql';
import { type Portal, portals } from './portal-host';

/** The roles that may open each portal's dashboard (spec §6 'Home after sign-in'): the admins', and each kind's partner. */
export const portalRoles = Object.fromEntries([
  ['admin', ['ADMIN', 'SUBADMIN']],
  ...bookingTypes.map((type) => [kindUi[type].portal, [kindUi[type].partnerRole]]),
]) as Record<Portal, readonly Role[]>;

export const dashboardPath = (portal: Portal) => `/${portal}-dashboard`;

export const DASHBOARD_LOGIN_PATH = '/dashboard/login';

/** The portal of an account's role, or null for travellers. */
export function portalOfRole(role: Role | null | undefined): Portal | null {
  return portals.find((portal) => role && portalRoles[portal].includes(role)) ?? null;
}

/**
 * Where the root route sends a visitor (spec §2 'Root route'); null shows the home page. `subdomain` is the
 * host's portal; `remembered` the portal of the back-office account last signed in on this browser.
 */
export function rootRedirect(subdomain: Portal | null, remembered: Portal | null, viewerRole: Role | null | undefined, country: string): string | null {
  const own = portalOfRole(viewerRole);
  if (subdomain) return withCountry(own === subdomain ? dashboardPath(own) : DASHBOARD_LOGIN_PATH, country);
  if (own) return withCountry(dashboardPath(own), country);
  // Signed in as a traveller: the home page; signed out with a back-office role known: its sign-in.
  if (viewerRole || !remembered) return null;
  return withCountry(DASHBOARD_LOGIN_PATH, country);
}
