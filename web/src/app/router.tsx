// Routes: every path of app/routes.ts gets its page here; every page is its own chunk, loaded when
// visited, so a phone downloads only what it shows. Declarative routes (not the data router): the
// data router's loaders and actions are unused and weigh 15 KB compressed on every page.
import { type ComponentType, lazy, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { RootRoute } from '../features/backoffice/RootRoute';
import { Layout } from '../features/layout/Layout';
import { preloadNamespaces } from './i18n';
import { type Portal, portals } from '../features/backoffice/portal-host';
import type { BookingType } from '../gql/graphql';
import { kindScreens } from './kind-screens';
import { bookingTypes, byKind, kindUi } from './kinds';
import type { RoutePath } from './routes';
import { infoPagePaths, isBackOfficeRoute, routePaths } from './routes';

/** Each page's chunk loader, so the first page's chunk can start downloading before the app renders. */
const loaders = new Map<unknown, () => Promise<unknown>>();

/**
 * A page component from its loader. Once the module is here (the first page's is preloaded), React gets the
 * component in the same render from a settled thenable rather than a promise: a page the server painted turns
 * into the app's page with no loading skeleton in between.
 */
// biome-ignore lint/suspicious/noExplicitAny: any props, as the module's component takes them.
function screen<Page extends ComponentType<any>>(load: () => Promise<Page>) {
  let loaded: { default: Page } | undefined;
  const fetchModule = async () => {
    loaded = { default: await load() };
    return loaded;
  };
  const Page = lazy(() => (loaded ? settled(loaded) : fetchModule()));
  loaders.set(Page, fetchModule);
  return Page;
}

/** A page component from a lazily loaded module's named export. */
function page<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  // biome-ignore lint/suspicious/noExplicitAny: any props, as the module's component takes them.
  return screen(async () => (await load())[name] as Module[Name] & ComponentType<any>);
}

/** A promise already fulfilled, as React reads one: its own `then` answers at once and `status` says so. */
function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: React.lazy takes one.
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value, then: (onFulfilled: (result: T) => unknown) => onFulfilled(value) });
}

const HomePage = page(() => import('../features/home/HomePage'), 'HomePage');
const FinderResultsPage = page(() => import('../features/home/FinderResultsPage'), 'FinderResultsPage');
const SignInPage = page(() => import('../features/auth/SignInPage'), 'SignInPage');
const RegisterPage = page(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const VerifyPage = page(() => import('../features/auth/VerifyPage'), 'VerifyPage');
const ForgotPasswordPage = page(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const RequireSession = page(() => import('../features/session/RequireSession'), 'RequireSession');
const FavouritesPage = page(() => import('../features/saved/FavouritesPage'), 'FavouritesPage');
const CartPage = page(() => import('../features/saved/CartPage'), 'CartPage');
const ProfilePage = page(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const BookingsPage = page(() => import('../features/profile/BookingsPage'), 'BookingsPage');
const BookingDetailPage = page(() => import('../features/profile/BookingDetailPage'), 'BookingDetailPage');
const GuestBookingPage = page(() => import('../features/booking/GuestBookingPage'), 'GuestBookingPage');
const SupportRequestsPage = page(() => import('../features/support/SupportRequestsPage'), 'SupportRequestsPage');
const SupportRequestPage = page(() => import('../features/support/SupportRequestPage'), 'SupportRequestPage');
const SettingsPage = page(() => import('../features/profile/SettingsPage'), 'SettingsPage');
const DashboardLoginPage = page(() => import('../features/backoffice/DashboardLoginPage'), 'DashboardLoginPage');
const NotFoundPage = page(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');
const InfoPage = page(() => import('../features/info/InfoPage'), 'InfoPage');
const BookingWizardPage = page(() => import('../features/booking/BookingWizardPage'), 'BookingWizardPage');
const info = (path: RoutePath) => <InfoPage path={path} />;
/** A dashboard: its route guard, then the portal's own lazily loaded module (one chunk named here for all six). */
const BackOfficeRoute = lazy(async () => ({ default: (await import('../features/backoffice/BackOfficeRoute')).BackOfficeRoute }));
const dashboard = (portal: Portal) => <BackOfficeRoute portal={portal} />;

/** Each kind's list page and booking page (app/kind-screens.ts), at the paths app/kinds.ts gives them. */
const kindPages = byKind((type) => ({ List: screen(kindScreens[type].list), Booking: screen(kindScreens[type].booking) }));

type KindPath = (typeof kindUi)[BookingType]['listPath' | 'bookingPath'];
const kindRoutePages = Object.fromEntries(
  bookingTypes.flatMap((type) => {
    const { List, Booking } = kindPages[type];
    return [
      [kindUi[type].listPath, <List key="list" />],
      [kindUi[type].bookingPath, <Booking key="booking" />],
    ];
  }),
) as Record<KindPath, ReactNode>;

/** The page of every route; TypeScript refuses a route of app/routes.ts without one. */
const pages: Record<RoutePath, ReactNode> = {
  ...kindRoutePages,
  '/': <RootRoute home={<HomePage />} />,
  '/booking/:type/:id': <BookingWizardPage />,
  '/bookings/guest': <GuestBookingPage />,
  '/finderResults': <FinderResultsPage />,
  '/about': info('/about'),
  '/our-team': info('/our-team'),
  '/our-story': info('/our-story'),
  '/careers': info('/careers'),
  '/press': info('/press'),
  '/contact': info('/contact'),
  '/faq': info('/faq'),
  '/help': info('/help'),
  '/cancellation': info('/cancellation'),
  '/privacy': info('/privacy'),
  '/terms': info('/terms'),
  '/feedback': info('/feedback'),
  '/auth/signin': <SignInPage />,
  '/auth/register': <RegisterPage />,
  '/auth/verify': <VerifyPage />,
  '/auth/forgot': <ForgotPasswordPage />,
  '/auth/reset': <ResetPasswordPage />,
  // Signed out, the browser keeps them; signed in, the account.
  '/favourites': <FavouritesPage />,
  '/cart': <CartPage />,
  // Signed-out visitors are sent to sign-in (RequireSession wraps these below).
  '/profile': <ProfilePage />,
  '/profile/bookings': <BookingsPage />,
  '/profile/bookings/:reference': <BookingDetailPage />,
  '/profile/settings': <SettingsPage />,
  '/profile/support': <SupportRequestsPage />,
  '/profile/support/:id': <SupportRequestPage />,
  // The back office (spec §2): its sign-in, and each role's dashboard behind the route guard.
  '/dashboard/login': <DashboardLoginPage />,
  ...(Object.fromEntries(portals.map((portal) => [`/${portal}-dashboard/*`, dashboard(portal)])) as Record<`/${Portal}-dashboard/*`, ReactNode>),
};

const needsSession = (path: string) => path.startsWith('/profile');

/** The landing pages a visitor opens first: their chunk and the translation namespaces they render with. */
const firstPages: Array<{ pattern: string; page: unknown; namespaces: string[] }> = [
  { pattern: '/', page: HomePage, namespaces: ['home'] },
  ...bookingTypes.map((type) => ({ pattern: kindUi[type].listPath, page: kindPages[type].List, namespaces: [kindUi[type].namespace, 'listings'] })),
  ...bookingTypes.map((type) => ({
    pattern: kindUi[type].bookingPath,
    page: kindPages[type].Booking,
    namespaces: [kindUi[type].namespace, 'listings', 'saved'],
  })),
  ...infoPagePaths.map((pattern) => ({ pattern, page: InfoPage, namespaces: ['info'] })),
];

/**
 * Starts downloading the page at `pathname` (its chunk and its translations) in parallel with the app's start;
 * settles when its chunk is here (or failed: the page's own error boundary tells).
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const found = firstPages.find(({ pattern }) => matchPath(pattern, pathname));
  if (!found) return Promise.resolve();
  preloadNamespaces(found.namespaces);
  return (loaders.get(found.page)?.() ?? Promise.resolve()).catch(() => undefined);
}

export function AppRoutes() {
  return (
    <Routes>
      {/* The back office has its own frame: no traveller header, country selector or loading overlay. */}
      {routePaths.filter(isBackOfficeRoute).map((path) => (
        <Route key={path} path={path} element={pages[path]} />
      ))}
      <Route element={<Layout />}>
        {routePaths
          .filter((path) => !needsSession(path) && !isBackOfficeRoute(path))
          .map((path) => (path === '/' ? <Route key={path} index element={pages[path]} /> : <Route key={path} path={path} element={pages[path]} />))}
        <Route element={<RequireSession />}>
          {routePaths.filter(needsSession).map((path) => (
            <Route key={path} path={path} element={pages[path]} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
