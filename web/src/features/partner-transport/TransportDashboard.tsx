// The transport dashboard (/transport-dashboard/*): services and fleets, bookings, revenue.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { PartnerBookingsScreen } from '../partner-shared/PartnerBookingsScreen';
import { RevenueScreen } from '../partner-shared/RevenueScreen';
import { RidesScreen } from './RidesScreen';

export function TransportDashboard() {
  const { t } = useTranslation('partners');
  return (
    <BackOfficeLayout
      portal="transport"
      navigation={[
        { path: '', label: t('nav.rides') },
        { path: 'bookings', label: t('nav.bookings') },
        { path: 'revenue', label: t('nav.revenue') },
      ]}
    >
      <Routes>
        <Route index element={<RidesScreen />} />
        <Route path="bookings" element={<PartnerBookingsScreen />} />
        <Route path="revenue" element={<RevenueScreen listingLabel={t('rides.ride')} />} />
      </Routes>
    </BackOfficeLayout>
  );
}
