// Routes; every page is its own chunk so a phone downloads only what it shows.
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from '../features/layout/Layout';
import { RouteErrorPage } from '../features/not-found/RouteErrorPage';

const comingSoon = (titleKey: string) => ({
  lazy: async () => {
    const { ComingSoonPage } = await import('../features/coming-soon/ComingSoonPage');
    return { element: <ComingSoonPage titleKey={titleKey} /> };
  },
});

/** Footer pages (spec §2), built by other issues. */
const staticPages = [
  ['about', 'footer.about'], ['our-team', 'footer.team'], ['our-story', 'footer.story'], ['careers', 'footer.careers'],
  ['press', 'footer.press'], ['contact', 'footer.contact'], ['faq', 'footer.faq'], ['help', 'footer.help'],
  ['cancellation', 'footer.cancellation'], ['privacy', 'footer.privacy'], ['terms', 'footer.terms'], ['feedback', 'footer.feedback'],
] as const;

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }) },
      { path: 'hotels', lazy: async () => ({ Component: (await import('../features/hotels/HotelListPage')).HotelListPage }) },
      { path: 'hotels/:id/book', lazy: async () => ({ Component: (await import('../features/hotels/HotelBookingPage')).HotelBookingPage }) },
      { path: 'tours', lazy: async () => ({ Component: (await import('../features/tours/TourListPage')).TourListPage }) },
      { path: 'tours/:id', lazy: async () => ({ Component: (await import('../features/tours/TourDetailsPage')).TourDetailsPage }) },
      { path: 'restaurants', lazy: async () => ({ Component: (await import('../features/restaurants/RestaurantListPage')).RestaurantListPage }) },
      { path: 'transport', lazy: async () => ({ Component: (await import('../features/transport/RideListPage')).RideListPage }) },
      { path: 'nightlife', lazy: async () => ({ Component: (await import('../features/nightlife/LeisureListPage')).LeisureListPage }) },
      // Booking and reservation screens are other issues; until then a placeholder shows what the link carried.
      ...[
        ['restaurants/:id/reserve', '/restaurants'], ['nightlife/:id/book', '/nightlife'], ['transport/:id/book', '/transport'], ['booking/tour/:id', '/tours'],
      ].map(([path, back]) => ({
        path,
        lazy: async () => {
          const { BookingPlaceholderPage } = await import('../features/listings/BookingPlaceholderPage');
          return { element: <BookingPlaceholderPage back={back!} /> };
        },
      })),
      { path: 'finderResults', lazy: async () => ({ Component: (await import('../features/home/FinderResultsPlaceholderPage')).FinderResultsPlaceholderPage }) },
      { path: 'auth/signin', lazy: async () => ({ Component: (await import('../features/auth/SignInPage')).SignInPage }) },
      { path: 'auth/register', lazy: async () => ({ Component: (await import('../features/auth/RegisterPage')).RegisterPage }) },
      { path: 'auth/verify', lazy: async () => ({ Component: (await import('../features/auth/VerifyPage')).VerifyPage }) },
      { path: 'auth/forgot', lazy: async () => ({ Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage }) },
      { path: 'auth/reset', lazy: async () => ({ Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage }) },
      {
        // Signed-out visitors are sent to sign-in.
        lazy: async () => ({ Component: (await import('../features/session/RequireSession')).RequireSession }),
        children: [
          { path: 'profile', lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }) },
          { path: 'profile/bookings', lazy: async () => ({ Component: (await import('../features/profile/BookingsPage')).BookingsPage }) },
          { path: 'profile/settings', lazy: async () => ({ Component: (await import('../features/profile/SettingsPage')).SettingsPage }) },
        ],
      },
      // Role homes after sign-in (spec §6); the dashboards themselves are other issues.
      ...['admin', 'hotel', 'restaurant', 'tour', 'transport', 'leisure'].map((role) => ({
        path: `${role}-dashboard/*`,
        lazy: async () => ({ Component: (await import('../features/auth/DashboardPlaceholderPage')).DashboardPlaceholderPage }),
      })),
      ...staticPages.map(([path, titleKey]) => ({ path, ...comingSoon(titleKey) })),
      { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage }) },
    ],
  },
]);
