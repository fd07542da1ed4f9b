// The hotel dashboard (/hotel-dashboard/*): one hotel's room types and its rates-and-availability grid (loaded with
// one GraphQL request), the manager's hotels, and the screens every partner shares: bookings with filters, live as travellers
// book, with the front desk's check-in and check-out, and revenue; the front desk's day of arrivals and departures.
import { useQuery } from '@apollo/client/react';
import { Box, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { HotelRoomsDocument, PartnerListingChoicesDocument } from '../partner-shared/gql/graphql';
import { BackOfficeLayout, ScreenTitle } from '../backoffice/BackOfficeLayout';
import { isoDay } from '../partner-shared/partner-feedback';
import { API_KEYS_PATH, ApiKeysScreen } from '../partner-api-keys/ApiKeysScreen';
import { ListingEditorScreen } from '../partner-shared/ListingEditorScreen';
import { CALLER_BOOKING_PATH, CallerBookingScreen } from '../partner-shared/CallerBookingScreen';
import { PartnerBookingsScreen } from '../partner-shared/PartnerBookingsScreen';
import { RevenueScreen } from '../partner-shared/RevenueScreen';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';
import { FrontDeskScreen } from './FrontDeskScreen';
import { HotelsScreen } from './HotelsScreen';
import { GRID_DAYS, RatesGrid } from './RatesGrid';
import { RoomTypesPanel } from './RoomTypesPanel';
import { StayActions } from './StayActions';

export function HotelDashboard() {
  const { t } = useTranslation(['backoffice', 'partners']);
  return (
    <BackOfficeLayout
      portal="hotel"
      navigation={[
        { path: '', label: t('hotel.title') },
        { path: 'front-desk', label: t('partners:frontDesk.title') },
        { path: 'hotels', label: t('partners:nav.hotels') },
        { path: 'bookings', label: t('partners:nav.bookings') },
        { path: 'revenue', label: t('partners:nav.revenue') },
        { path: CALLER_BOOKING_PATH, label: t('partners:callerBooking.nav') },
        { path: API_KEYS_PATH, label: t('apiKeys.nav') },
      ]}
    >
      <Routes>
        <Route index element={<HotelRooms />} />
        <Route path="front-desk" element={<FrontDeskScreen />} />
        <Route path="hotels" element={<HotelsScreen />} />
        <Route path="details/:id" element={<ListingEditorScreen kind="HOTEL" back="../../hotels" />} />
        <Route path="bookings" element={<PartnerBookingsScreen stayActions={(booking, changed) => <StayActions booking={booking} changed={changed} />} />} />
        <Route path="revenue" element={<RevenueScreen listingLabel={t('hotel.hotel')} />} />
        <Route path={CALLER_BOOKING_PATH} element={<CallerBookingScreen kind="HOTEL" />} />
        <Route path={API_KEYS_PATH} element={<ApiKeysScreen />} />
      </Routes>
    </BackOfficeLayout>
  );
}

/** Rooms and availability of one hotel at a time: its room types, then its rates-and-availability grid. */
function HotelRooms() {
  const { t } = useTranslation(['backoffice', 'partners']);
  const hotels = useQuery(PartnerListingChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState('');
  const [from, setFrom] = useState(() => isoDay());
  const hotelId = chosen || hotels.data?.partnerListingChoices[0]?.id || '';
  const rooms = useQuery(HotelRoomsDocument, { variables: { hotelId, from, days: GRID_DAYS }, skip: !hotelId, fetchPolicy: 'cache-and-network' });
  const data = rooms.data ?? rooms.previousData;
  if (hotels.error && !hotels.data) return <LoadFailed onRetry={() => void hotels.refetch()} />;
  if (!hotels.data) return <LoadingRows />;
  return (
    <Stack gap="4">
      <ScreenTitle>{t('hotel.title')}</ScreenTitle>
      {hotels.data.partnerListingChoices.length === 0 ? (
        <NothingYet>{t('partners:hotels.empty')}</NothingYet>
      ) : (
        <>
          <Field.Root maxW="md">
            <Field.Label>{t('hotel.hotel')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={hotelId} onChange={(event) => setChosen(event.currentTarget.value)}>
                {hotels.data.partnerListingChoices.map((hotel) => (
                  <option key={hotel.id} value={hotel.id}>
                    {hotel.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {rooms.error && !data ? (
            <LoadFailed onRetry={() => void rooms.refetch()} />
          ) : !data ? (
            <LoadingRows />
          ) : (
            <Box aria-busy={rooms.loading}>
              <Stack gap="4">
                <RoomTypesPanel key={hotelId} hotelId={hotelId} rooms={data.managedRoomTypes} onChange={() => void rooms.refetch()} />
                {data.managedRoomTypes.length > 0 && (
                  <RatesGrid
                    key={`${hotelId} ${from}`}
                    rooms={data.managedRoomTypes}
                    nights={data.hotelCalendar}
                    from={from}
                    onFrom={setFrom}
                    onChange={() => void rooms.refetch()}
                  />
                )}
              </Stack>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
