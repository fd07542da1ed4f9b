// The tour dashboard (/tour-dashboard/*): overview, tours (with departures, their manifests, and itineraries), bookings, guests, bookings taken by phone.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { API_KEYS_PATH, ApiKeysScreen } from '../partner-api-keys/ApiKeysScreen';
import { ListingEditorScreen } from '../partner-shared/ListingEditorScreen';
import { PartnerBookingsScreen } from '../partner-shared/PartnerBookingsScreen';
import { RevenueScreen } from '../partner-shared/RevenueScreen';
import { TourEditorScreen } from './TourEditorScreen';
import { TourGuestsScreen } from './TourGuestsScreen';
import { TourManifestScreen } from './TourManifestScreen';
import { TourPhoneBookingScreen } from './TourPhoneBookingScreen';
import { ToursScreen } from './ToursScreen';

export function TourDashboard() {
  const { t } = useTranslation(['partners', 'backoffice']);
  return (
    <BackOfficeLayout
      portal="tour"
      navigation={[
        { path: '', label: t('nav.overview') },
        { path: 'tours', label: t('nav.tours') },
        { path: 'bookings', label: t('nav.bookings') },
        { path: 'guests', label: t('nav.guests') },
        { path: 'phone-booking', label: t('nav.phoneBooking') },
        { path: API_KEYS_PATH, label: t('backoffice:apiKeys.nav') },
      ]}
    >
      <Routes>
        <Route index element={<RevenueScreen listingLabel={t('tours.tour')} />} />
        <Route path="tours" element={<ToursScreen />} />
        <Route path="tours/:id" element={<TourEditorScreen />} />
        <Route path="details/:id" element={<ListingEditorScreen kind="TOUR" back="../../tours" />} />
        <Route path="tours/:id/departures/:departureId" element={<TourManifestScreen />} />
        <Route path="bookings" element={<PartnerBookingsScreen />} />
        <Route path="guests" element={<TourGuestsScreen />} />
        <Route path="phone-booking" element={<TourPhoneBookingScreen />} />
        <Route path={API_KEYS_PATH} element={<ApiKeysScreen />} />
      </Routes>
    </BackOfficeLayout>
  );
}
