// The front desk's day (issue 28): the guests arriving and leaving on a date (today by default) across the manager's
// hotels or at one, each with room type, nights, guests and requests; Check in, Check out and No-show (confirmed
// first) go through the server's state machine: check-in and check-out are the bookings list's own buttons (StayActions).
// Read again when a booking changes (polled while the stream is down).
import { Badge, Box, Button, Field, Flex, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { useConfirmation } from '../backoffice/useConfirmation';
import { useLiveBookings } from '../backoffice/useLiveBookings';
import {
  type FrontDeskGuestFieldsFragment,
  HotelBookingNoShowDocument,
  HotelFrontDeskDocument,
  PartnerListingChoicesDocument,
  type StayStatus,
} from '../partner-shared/gql/graphql';
import { Panel } from '../partner-shared/ListingParts';
import { accepted } from '../partner-shared/partner-feedback';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';
import { StayActions } from './StayActions';

/** How often the day is read again while the live stream is down. */
const POLL_MS = 20_000;

const STATUS_PALETTE: Record<StayStatus, string> = { EXPECTED: 'blue', CHECKED_IN: 'green', CHECKED_OUT: 'gray', NO_SHOW: 'red' };

/** Today on the front desk's own clock, YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function FrontDeskScreen() {
  const { t } = useTranslation('partners');
  const [date, setDate] = useState(localToday);
  const [hotelId, setHotelId] = useState('');
  const [polling, setPolling] = useState(false);
  const hotels = useQuery(PartnerListingChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const board = useQuery(HotelFrontDeskDocument, {
    variables: { date, hotelId: hotelId || null },
    skip: !date,
    fetchPolicy: 'cache-and-network',
    pollInterval: polling ? POLL_MS : 0,
  });
  const live = useLiveBookings((booking) => {
    if (!booking || booking.type === 'HOTEL') void board.refetch();
  });
  useEffect(() => setPolling(!live.connected), [live.connected]);
  const day = (board.data ?? board.previousData)?.hotelFrontDesk;
  const changed = () => void board.refetch();

  return (
    <Stack gap="4">
      <ScreenTitle>{t('frontDesk.title')}</ScreenTitle>
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root maxW="48">
          <Field.Label>{t('frontDesk.day')}</Field.Label>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field.Root>
        <Field.Root maxW="sm">
          <Field.Label>{t('frontDesk.hotel')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={hotelId} onChange={(event) => setHotelId(event.currentTarget.value)}>
              <option value="">{t('frontDesk.allHotels')}</option>
              {hotels.data?.partnerListingChoices.map((hotel) => (
                <option key={hotel.id} value={hotel.id}>
                  {hotel.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {date !== localToday() && (
          <Button size="sm" variant="outline" onClick={() => setDate(localToday())}>
            {t('frontDesk.today')}
          </Button>
        )}
      </Flex>
      {board.error && !day ? (
        <LoadFailed onRetry={changed} />
      ) : !day ? (
        <LoadingRows />
      ) : (
        <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="start" aria-busy={board.loading}>
          <GuestList kind="arrivals" guests={day.arrivals} onChanged={changed} />
          <GuestList kind="departures" guests={day.departures} onChanged={changed} />
        </Flex>
      )}
    </Stack>
  );
}

function GuestList({ kind, guests, onChanged }: { kind: 'arrivals' | 'departures'; guests: readonly FrontDeskGuestFieldsFragment[]; onChanged: () => void }) {
  const { t } = useTranslation('partners');
  const headingId = `front-desk-${kind}`;
  return (
    <Panel as="section" aria-labelledby={headingId} flex="1" minW="0" w="full" data-testid={`front-desk-${kind}`}>
      <Heading as="h2" size="md" id={headingId} mb="3">
        {t(`frontDesk.${kind}`, { count: guests.length })}
      </Heading>
      {guests.length === 0 ? (
        <NothingYet>{t(`frontDesk.no.${kind}`)}</NothingYet>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {guests.map((guest) => (
            <GuestCard key={guest.booking.id} guest={guest} onChanged={onChanged} />
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function GuestCard({ guest, onChanged }: { guest: FrontDeskGuestFieldsFragment; onChanged: () => void }) {
  const { t } = useTranslation(['partners', 'backoffice']);
  const { confirm, dialog } = useConfirmation();
  const [noShow, marking] = useMutation(HotelBookingNoShowDocument);
  const { booking, status } = guest;
  const name = booking.contactName || booking.reference;
  const nameId = `guest-${booking.id}`;
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" aria-labelledby={nameId} data-testid={`stay-${booking.reference}`}>
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold" id={nameId}>
          {name}
        </Text>
        <Badge colorPalette={STATUS_PALETTE[status]} data-testid="stay-status">
          {t(`stay.${status}`)}
        </Badge>
        <Text fontSize="xs" fontFamily="mono" color="gray.700">
          {booking.reference}
        </Text>
      </Flex>
      <Text fontSize="sm" color="gray.700">
        {booking.listingName}
        {booking.choices.roomType ? ` · ${booking.choices.roomType}` : ''}
      </Text>
      <Text fontSize="sm">
        {t('frontDesk.nights', { count: booking.choices.nights ?? 1 })} · {t('frontDesk.rooms', { count: booking.units })} ·{' '}
        {t('frontDesk.guests', { count: booking.partySize })}
      </Text>
      {booking.choices.specialRequests && (
        <Text fontSize="sm" color="gray.800" data-testid="stay-requests">
          {t('frontDesk.requests')}: {booking.choices.specialRequests}
        </Text>
      )}
      <HStack gap="2" mt="2" wrap="wrap">
        <StayActions booking={booking} changed={onChanged} size="sm" />
        {status === 'EXPECTED' && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={marking.loading}
            aria-label={t('frontDesk.noShowOf', { reference: booking.reference })}
            onClick={async () => {
              const action = t('frontDesk.noShowNamed', { name });
              if (
                !(await confirm({
                  title: t('backoffice:confirm.question', { action }),
                  detail: t('frontDesk.noShowDetail'),
                  confirmLabel: t('frontDesk.noShow'),
                }))
              )
                return;
              const result = await noShow({ variables: { id: booking.id } });
              if (accepted(result.data?.hotelBookingNoShow.userErrors, t('frontDesk.markedNoShow', { name }), { title: t('frontDesk.noShowRefused') }))
                onChanged();
            }}
          >
            {t('frontDesk.noShow')}
          </Button>
        )}
      </HStack>
      {dialog}
    </Box>
  );
}
