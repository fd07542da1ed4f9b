// The leisure dashboard (/leisure-dashboard/*): venues (hours, places a night, entry price), nights and events (the
// door list, a night's own places, events), bookings, revenue.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { API_KEYS_PATH, ApiKeysScreen } from '../partner-api-keys/ApiKeysScreen';
import { ListingEditorScreen } from '../partner-shared/ListingEditorScreen';
import { CALLER_BOOKING_PATH, CallerBookingScreen } from '../partner-shared/CallerBookingScreen';
import { PartnerBookingsScreen } from '../partner-shared/PartnerBookingsScreen';
import { RevenueScreen } from '../partner-shared/RevenueScreen';
import { NightsScreen } from './NightsScreen';
import { VenuesScreen } from './VenuesScreen';

export function LeisureDashboard() {
  const { t } = useTranslation(['partners', 'backoffice']);
  return (
    <BackOfficeLayout
      portal="leisure"
      navigation={[
        { path: '', label: t('nav.venues') },
        { path: 'nights', label: t('nav.nights') },
        { path: 'bookings', label: t('nav.reservations') },
        { path: 'revenue', label: t('nav.revenue') },
        { path: CALLER_BOOKING_PATH, label: t('callerBooking.nav') },
        { path: API_KEYS_PATH, label: t('backoffice:apiKeys.nav') },
      ]}
    >
      <Routes>
        <Route index element={<VenuesScreen />} />
        <Route path="nights" element={<NightsScreen />} />
        <Route path="details/:id" element={<ListingEditorScreen kind="LEISURE" back="../.." />} />
        <Route path="bookings" element={<PartnerBookingsScreen />} />
        <Route path="revenue" element={<RevenueScreen listingLabel={t('venues.venue')} />} />
        <Route path={CALLER_BOOKING_PATH} element={<CallerBookingScreen kind="LEISURE" />} />
        <Route path={API_KEYS_PATH} element={<ApiKeysScreen />} />
      </Routes>
    </BackOfficeLayout>
  );
}
