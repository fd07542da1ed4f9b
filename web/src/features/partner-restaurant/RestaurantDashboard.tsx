// The restaurant dashboard (/restaurant-dashboard/*): restaurants (floor plan, hours, the day's reservations),
// bookings, and the revenue overview.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { API_KEYS_PATH, ApiKeysScreen } from '../partner-api-keys/ApiKeysScreen';
import { ListingEditorScreen } from '../partner-shared/ListingEditorScreen';
import { CALLER_BOOKING_PATH, CallerBookingScreen } from '../partner-shared/CallerBookingScreen';
import { PartnerBookingsScreen } from '../partner-shared/PartnerBookingsScreen';
import { RevenueScreen } from '../partner-shared/RevenueScreen';
import { RestaurantScreen } from './RestaurantScreen';
import { RestaurantsScreen } from './RestaurantsScreen';

export function RestaurantDashboard() {
  const { t } = useTranslation(['partners', 'backoffice']);
  return (
    <BackOfficeLayout
      portal="restaurant"
      navigation={[
        { path: '', label: t('nav.restaurants') },
        { path: 'bookings', label: t('nav.reservations') },
        { path: 'revenue', label: t('nav.revenue') },
        { path: CALLER_BOOKING_PATH, label: t('callerBooking.nav') },
        { path: API_KEYS_PATH, label: t('backoffice:apiKeys.nav') },
      ]}
    >
      <Routes>
        <Route index element={<RestaurantsScreen />} />
        <Route path="restaurants/:id" element={<RestaurantScreen />} />
        <Route path="details/:id" element={<ListingEditorScreen kind="RESTAURANT" back="../.." />} />
        <Route path="bookings" element={<PartnerBookingsScreen />} />
        <Route path="revenue" element={<RevenueScreen listingLabel={t('restaurants.restaurant')} />} />
        <Route path={CALLER_BOOKING_PATH} element={<CallerBookingScreen kind="RESTAURANT" />} />
        <Route path={API_KEYS_PATH} element={<ApiKeysScreen />} />
      </Routes>
    </BackOfficeLayout>
  );
}
