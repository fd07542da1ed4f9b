// Spec §2 'Back-office and portals': the role portals and what selects one before any session is known
// (a subdomain, or the back-office account last signed in here). The root route reads it on every visit to
// `/`, so it stays this small; the rest of the portal rules are in portal.ts, loaded with the back office.
import { kindFacts } from '../../app/kinds';

/** The portals, by subdomain prefix (spec §9 'Portal subdomains'): the admin's and one per kind. */
export const portals = ['admin', ...kindFacts('portal')] as const;
export type Portal = (typeof portals)[number];

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The portal a host name selects: `hotel.example.com` is the hotel portal; localhost, IP addresses and the main domain have none. */
export function portalOfHost(hostname: string): Portal | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || ipv4.test(host) || host.includes(':') || host.startsWith('[')) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  return portals.find((portal) => portal === labels[0]) ?? null;
}

const PORTAL_STORAGE_KEY = 'backoffice_portal';

/** The portal of the last back-office account signed in on this browser: the root route sends it to sign in again once its session is gone. */
export function rememberedPortal(): Portal | null {
  try {
    const stored = localStorage.getItem(PORTAL_STORAGE_KEY);
    return portals.find((portal) => portal === stored) ?? null;
  } catch {
    return null;
  }
}

export function rememberPortal(portal: Portal | null) {
  try {
    if (portal) localStorage.setItem(PORTAL_STORAGE_KEY, portal);
    else localStorage.removeItem(PORTAL_STORAGE_KEY);
  } catch {
    // Private mode: the subdomain or the next sign-in selects the portal.
  }
}
