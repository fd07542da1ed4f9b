// The transport dashboard (/transport-dashboard/*): services and fleets, bookings, revenue.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { API_KEYS_PATH, ApiKeysScreen } from '../partner-api-keys/ApiKeysScreen';
import { ListingEditorScreen } from '../partner-shared/ListingEditorScreen';
import { CALLER_BOOKING_PATH, CallerBookingScreen } from '../partner-shared/CallerBookingScreen';
import { PartnerBookingsScreen } from '../partner-shared/PartnerBookingsScreen';
import { RevenueScreen } from '../partner-shared/RevenueScreen';
import { DriverAssignment } from './DriverAssignment';
import { RidesScreen } from './RidesScreen';

export function TransportDashboard() {
  const { t } = useTranslation(['partners', 'backoffice']);
  return (
    <BackOfficeLayout
      portal="transport"
      navigation={[
        { path: '', label: t('nav.rides') },
        { path: 'bookings', label: t('nav.bookings') },
        { path: 'revenue', label: t('nav.revenue') },
        { path: CALLER_BOOKING_PATH, label: t('callerBooking.nav') },
        { path: API_KEYS_PATH, label: t('backoffice:apiKeys.nav') },
      ]}
    >
      <Routes>
        <Route index element={<RidesScreen />} />
        <Route path="details/:id" element={<ListingEditorScreen kind="TRANSPORT" back="../.." />} />
        <Route path="bookings" element={<PartnerBookingsScreen detail={(booking, changed) => <DriverAssignment booking={booking} onSaved={changed} />} />} />
        <Route path="revenue" element={<RevenueScreen listingLabel={t('rides.ride')} />} />
        <Route path={CALLER_BOOKING_PATH} element={<CallerBookingScreen kind="TRANSPORT" />} />
        <Route path={API_KEYS_PATH} element={<ApiKeysScreen />} />
      </Routes>
    </BackOfficeLayout>
  );
}
