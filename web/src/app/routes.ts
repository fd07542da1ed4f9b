// Every path the app answers (spec §2), in one place: the router (app/router.tsx) gives each its page,
// and the build writes this list to dist/web/routes.json for the web server, which answers any other
// path with HTTP 404 and lists the public pages in sitemap.xml. No React here: vite.config.ts reads it.
import { bookingTypes, kindFacts, kindUi } from './kinds';

/** Footer and More-sheet pages (spec §2), in footer order. */
export const infoPagePaths = [
  '/about',
  '/our-team',
  '/our-story',
  '/careers',
  '/press',
  '/contact',
  '/faq',
  '/help',
  '/cancellation',
  '/privacy',
  '/terms',
  '/feedback',
] as const;

export const listPagePaths = kindFacts('listPath');

/** The partner portals' dashboards (`/hotel-dashboard`), the admin's apart. */
const partnerDashboardPaths = kindFacts('portal').map((portal) => `/${portal}-dashboard` as const);
const dashboardRoute = <Path extends string>(path: Path) => `${path}/*` as const;

/** `:name` matches one path segment, a final `*` the rest of the path. */
export const routePaths = [
  '/',
  ...listPagePaths,
  ...kindFacts('bookingPath'),
  '/booking/:type/:id',
  '/bookings/guest',
  '/finderResults',
  ...infoPagePaths,
  '/auth/signin',
  '/auth/register',
  '/auth/verify',
  '/auth/forgot',
  '/auth/reset',
  '/favourites',
  '/cart',
  '/profile',
  '/profile/bookings',
  '/profile/bookings/:reference',
  '/profile/settings',
  '/profile/support',
  '/profile/support/:id',
  '/dashboard/login',
  '/admin-dashboard/*',
  ...partnerDashboardPaths.map(dashboardRoute),
] as const;

export type RoutePath = (typeof routePaths)[number];

/** Spec §2: the back office's own routes (the dashboard sign-in and the six dashboards), outside the traveller's layout. */
export const isBackOfficeRoute = (path: RoutePath) => path === '/dashboard/login' || path.endsWith('-dashboard/*');

/** Public pages search engines may list (sitemap.xml); the rest is personal or a step of a flow. */
export const sitemapPaths: readonly RoutePath[] = ['/', ...listPagePaths, ...infoPagePaths];

/** Each kind's list page and a listing's own page (sitemap.xml lists them per country and language). */
export const listingPages = Object.fromEntries(
  bookingTypes.map((type) => [type, { list: kindUi[type].listPath, listing: kindUi[type].bookingPath }]),
) as Record<string, { list: string; listing: string }>;

/**
 * Pages the server paints before any JavaScript runs (app/entry-server.tsx): the public pages a visitor lands
 * on, and each listing's own page, where a tapped card leads. The rest are personal, a step of a flow, or the back office, and start from the HTML shell.
 */
export const prerenderedPaths: readonly RoutePath[] = [...sitemapPaths, ...bookingTypes.map((type) => kindUi[type].bookingPath)];

/** Paths robots should not crawl. */
export const privatePathPrefixes = [
  '/auth/',
  '/profile',
  '/favourites',
  '/cart',
  '/booking/',
  '/bookings/',
  '/finderResults',
  '/admin',
  '/dashboard/',
  ...partnerDashboardPaths,
] as const;
