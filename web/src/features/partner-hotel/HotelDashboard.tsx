// The hotel dashboard (/hotel-dashboard/*): room types with rates and closing a night (loaded with one GraphQL
// request), the manager's hotels, and the screens every partner shares: bookings with filters, live as travellers
// book, with the front desk's check-in and check-out, and revenue.
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Heading, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { Route, Routes } from 'react-router-dom';
import { HotelDashboardDocument, type HotelDashboardQuery, RoomNightsUpdateDocument, RoomTypeCreateDocument } from '../partner-shared/gql/graphql';
import { FormMessage } from '../auth/FormMessage';
import { BackOfficeLayout, ScreenTitle } from '../backoffice/BackOfficeLayout';
import { PageFallback } from '../layout/PageFallback';
import { API_KEYS_PATH, ApiKeysScreen } from '../partner-api-keys/ApiKeysScreen';
import { PartnerBookingsScreen } from '../partner-shared/PartnerBookingsScreen';
import { RevenueScreen } from '../partner-shared/RevenueScreen';
import { NothingYet } from '../partner-shared/ScreenStates';
import { HotelsScreen } from './HotelsScreen';
import { StayActions } from './StayActions';

export function HotelDashboard() {
  const { t } = useTranslation(['backoffice', 'partners']);
  return (
    <BackOfficeLayout
      portal="hotel"
      navigation={[
        { path: '', label: t('hotel.title') },
        { path: 'hotels', label: t('partners:nav.hotels') },
        { path: 'bookings', label: t('partners:nav.bookings') },
        { path: 'revenue', label: t('partners:nav.revenue') },
        { path: API_KEYS_PATH, label: t('apiKeys.nav') },
      ]}
    >
      <Routes>
        <Route index element={<HotelRooms />} />
        <Route path="hotels" element={<HotelsScreen />} />
        <Route path="bookings" element={<PartnerBookingsScreen stayActions={(booking, changed) => <StayActions booking={booking} changed={changed} />} />} />
        <Route path="revenue" element={<RevenueScreen listingLabel={t('hotel.hotel')} />} />
        <Route path={API_KEYS_PATH} element={<ApiKeysScreen />} />
      </Routes>
    </BackOfficeLayout>
  );
}

function HotelRooms() {
  const { t } = useTranslation(['backoffice', 'partners']);
  const { data, loading, error, refetch } = useQuery(HotelDashboardDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageFallback />;
  if (error || !data) return <FormMessage tone="error">{t('hotel.loadFailed')}</FormMessage>;
  return (
    <>
      <ScreenTitle>{t('hotel.title')}</ScreenTitle>
      {data.managedHotels.length ? <RoomTypes data={data} onChange={() => void refetch()} /> : <NothingYet>{t('partners:hotels.empty')}</NothingYet>}
    </>
  );
}

type DashboardData = HotelDashboardQuery;

function RoomTypes({ data, onChange }: { data: DashboardData; onChange: () => void }) {
  const { t } = useTranslation('backoffice');
  const [createRoom, { loading: creating }] = useMutation(RoomTypeCreateDocument);
  const [updateNights, { loading: closing }] = useMutation(RoomNightsUpdateDocument);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [hotelId, setHotelId] = useState(data.managedHotels[0]?.id ?? '');
  const [roomTypeId, setRoomTypeId] = useState('');

  async function addRoom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await createRoom({
      variables: {
        input: {
          hotelId,
          name: String(form.get('name') ?? ''),
          units: Number(form.get('units')),
          maxGuests: Number(form.get('maxGuests')),
          price: Number(form.get('price')),
        },
      },
    });
    const problem = result.data?.roomTypeCreate.userErrors[0];
    setMessage(problem ? { tone: 'error', text: errorText(t, problem, 'partners') } : { tone: 'success', text: t('hotel.roomAdded') });
    if (!problem) onChange();
  }

  async function closeNight(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const night = String(new FormData(event.currentTarget).get('night') ?? '');
    const result = await updateNights({
      variables: { input: { roomTypeId: roomTypeId || data.managedRoomTypes[0]?.id || '', from: night, to: night, closed: true } },
    });
    const problem = result.data?.roomNightsUpdate.userErrors[0];
    setMessage(problem ? { tone: 'error', text: errorText(t, problem, 'partners') } : { tone: 'success', text: t('hotel.nightClosed', { night }) });
  }

  return (
    <Box as="section" aria-labelledby="rooms-heading">
      <Heading as="h2" size="lg" id="rooms-heading" mb="3">
        {t('hotel.rooms')}
      </Heading>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <Stack as="ul" listStyleType="none" gap="1" my="3" data-testid="room-types">
        {data.managedRoomTypes.map((room) => (
          <li key={room.id}>
            {room.hotel.name} · {room.name} · {t('hotel.roomLine', { units: room.units, guests: room.maxGuests, price: room.price.toFixed(2) })}
          </li>
        ))}
      </Stack>
      <form onSubmit={(event) => void addRoom(event)}>
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root width="auto">
            <Field.Label>{t('hotel.hotel')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={hotelId} onChange={(event) => setHotelId(event.currentTarget.value)}>
                {data.managedHotels.map((hotel) => (
                  <option key={hotel.id} value={hotel.id}>
                    {hotel.name}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="auto" required>
            <Field.Label>{t('hotel.roomName')}</Field.Label>
            <Input name="name" size="sm" required />
          </Field.Root>
          <Field.Root width="24" required>
            <Field.Label>{t('hotel.units')}</Field.Label>
            <Input name="units" type="number" min={1} defaultValue={1} size="sm" />
          </Field.Root>
          <Field.Root width="24" required>
            <Field.Label>{t('hotel.maxGuests')}</Field.Label>
            <Input name="maxGuests" type="number" min={1} defaultValue={2} size="sm" />
          </Field.Root>
          <Field.Root width="28" required>
            <Field.Label>{t('hotel.price')}</Field.Label>
            <Input name="price" type="number" min={0} step="0.01" defaultValue={100} size="sm" />
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="terracotta" loading={creating}>
            {t('hotel.addRoom')}
          </Button>
        </HStack>
      </form>
      <form onSubmit={(event) => void closeNight(event)}>
        <HStack gap="3" wrap="wrap" align="end" mt="4">
          <Field.Root width="auto">
            <Field.Label>{t('hotel.roomType')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={roomTypeId} onChange={(event) => setRoomTypeId(event.currentTarget.value)}>
                {data.managedRoomTypes.map((room) => (
                  <option key={room.id} value={room.id}>
                    {room.hotel.name} · {room.name}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="auto" required>
            <Field.Label>{t('hotel.night')}</Field.Label>
            <Input name="night" type="date" size="sm" required />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline" loading={closing}>
            {t('hotel.closeNight')}
          </Button>
        </HStack>
      </form>
    </Box>
  );
}
