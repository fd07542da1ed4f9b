// Spec §2: on back-office paths the country selector and the loading overlay are disabled.
const backOfficePrefixes = ['/admin', '/hotel-manager', '/restaurant-manager', '/tour-organizer', '/transport-manager', '/leisure-manager'];

export function isBackOfficePath(pathname: string): boolean {
  return pathname.includes('-dashboard') || pathname.startsWith('/dashboard/login') || backOfficePrefixes.some((prefix) => pathname.startsWith(prefix));
}
