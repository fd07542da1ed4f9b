// My bookings (spec §2): reference, service, type, date, status, total and payment status of each booking,
// filtered by spec §4 status and type, with the actions each status allows.
import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCountryParam, withCountry } from '../../app/country';
import { bookingTypes } from '../../app/kinds';
import { BookingAttachDocument, type BookingLifecycle, MyBookingsDocument, type MyBookingsQuery } from '../../gql/graphql';
import { forgetAttached, pendingReferences } from '../booking/pending-attach';
import { formatUsd } from '../listings/format';
import { ErrorState } from '../listings/ListStates';
import { ToolbarSelect } from '../listings/ToolbarSelect';
import { BookingStatusBadges, bookingWhen, isModifiable } from './BookingFacts';
import { PriceLines } from '../booking/PriceLines';
import { ProfileShell } from './ProfileShell';

const statuses: readonly BookingLifecycle[] = ['CONFIRMED', 'UPCOMING', 'COMPLETED', 'CANCELLED'];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (allowed.includes(value as T) ? (value as T) : null);

export function BookingsPage() {
  const { t } = useTranslation(['profile', 'booking']);
  const [searchParams, setSearchParams] = useSearchParams();
  const status = oneOf(searchParams.get('status'), statuses);
  const type = oneOf(searchParams.get('type'), bookingTypes);
  const { data, loading, error, refetch } = useQuery(MyBookingsDocument, { variables: { status, type }, fetchPolicy: 'cache-and-network' });
  const bookings = (data?.myBookings ?? []).filter((booking) => booking.status !== 'HELD');
  const [attach] = useMutation(BookingAttachDocument);

  // Guest bookings made before this account existed join it now (the account has the same e-mail).
  useEffect(() => {
    const pending = pendingReferences();
    if (!pending.length) return;
    void Promise.all(
      pending.map(async (reference) => {
        try {
          await attach({ variables: { reference } });
          forgetAttached(reference);
        } catch {
          // Offline: tried again next visit.
        }
      }),
    ).then(() => refetch());
  }, [attach, refetch]);

  const filter = (name: 'status' | 'type') => (value: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const filtered = Boolean(status || type);

  return (
    <ProfileShell title={t('bookings.title')}>
      <Flex gap="3" wrap="wrap" mb="4" data-testid="booking-filters">
        <ToolbarSelect
          label={t('bookings.filterStatus')}
          value={status ?? ''}
          onChange={filter('status')}
          options={[{ value: '', label: t('bookings.allStatuses') }, ...statuses.map((value) => ({ value, label: t(`booking:lifecycle.${value}`) }))]}
        />
        <ToolbarSelect
          label={t('bookings.filterType')}
          value={type ?? ''}
          onChange={filter('type')}
          options={[{ value: '', label: t('bookings.allTypes') }, ...bookingTypes.map((value) => ({ value, label: t(`booking:types.${value}`) }))]}
        />
      </Flex>
      {loading && !data ? (
        <Stack gap="3" aria-busy="true" aria-label={t('common:status.loading')}>
          <Skeleton height="24" />
          <Skeleton height="24" />
        </Stack>
      ) : error && !data ? (
        <ErrorState title={t('booking:list.failed')} onRetry={() => void refetch()} />
      ) : bookings.length === 0 ? (
        <EmptyBookings filtered={filtered} onClear={() => setSearchParams({})} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" data-testid="my-bookings">
          {bookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </Stack>
      )}
    </ProfileShell>
  );
}

function BookingRow({ booking }: { booking: MyBookingsQuery['myBookings'][number] }) {
  const { t, i18n } = useTranslation(['profile', 'booking']);
  const language = i18n.resolvedLanguage ?? 'en';
  const detail = `/profile/bookings/${encodeURIComponent(booking.reference)}`;
  return (
    <Box as="li" p="4" bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" data-testid="my-booking" data-reference={booking.reference}>
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <Stack gap="0">
          <Text fontWeight="bold">{booking.listingName}</Text>
          <Text fontSize="sm" color="gray.600" dir="ltr" textAlign="start">
            {booking.reference}
          </Text>
        </Stack>
        <BookingStatusBadges booking={booking} />
      </Flex>
      <Flex mt="2" justify="space-between" gap="3" wrap="wrap" fontSize="sm">
        <Text>{bookingWhen(booking, language)}</Text>
        <Text fontWeight="semibold">{formatUsd(booking.total.amount, language)}</Text>
      </Flex>
      {/* A native disclosure: opened by keyboard and announced as expanded or collapsed without any script. */}
      <Box as="details" mt="2" fontSize="sm" data-testid="my-booking-price">
        <Box as="summary" cursor="pointer" color="terracotta.700" fontWeight="semibold" py="1">
          {t('actions.priceDetails')}
        </Box>
        <Box mt="2">
          <PriceLines lines={booking.lineItems} total={booking.total} testId="my-booking-lines" />
        </Box>
      </Box>
      <Flex mt="3" gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline" colorPalette="terracotta">
          <RouterLink to={detail} aria-label={t('actions.viewDetailsOf', { name: booking.listingName })}>
            {t('actions.viewDetails')}
          </RouterLink>
        </Button>
        {isModifiable(booking) && (
          <Button asChild size="sm" variant="outline" colorPalette="terracotta">
            <RouterLink to={`${detail}?action=modify`}>{t('actions.modify')}</RouterLink>
          </Button>
        )}
        {booking.lifecycle === 'COMPLETED' && !booking.review && (
          <Button asChild size="sm" colorPalette="ochre">
            <RouterLink to={`${detail}?action=review`}>{t('actions.review')}</RouterLink>
          </Button>
        )}
        {booking.type === 'TOUR' && (
          <Button asChild size="sm" variant="ghost" colorPalette="forest">
            <RouterLink to={`${detail}?action=itinerary`}>{t('actions.itinerary')}</RouterLink>
          </Button>
        )}
      </Flex>
    </Box>
  );
}

function EmptyBookings({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('profile');
  const { country } = useCountryParam();
  return (
    <Stack
      align="center"
      textAlign="center"
      py="12"
      px="4"
      gap="3"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="terracotta.100"
      data-testid="bookings-empty"
    >
      <Heading as="h2" size="lg">
        {t('bookings.empty')}
      </Heading>
      <Text color="gray.600">{filtered ? t('bookings.emptyFiltered') : t('bookings.emptyText')}</Text>
      {filtered ? (
        <Button variant="outline" colorPalette="terracotta" onClick={onClear}>
          {t('bookings.clearFilters')}
        </Button>
      ) : (
        <Button asChild colorPalette="terracotta">
          <RouterLink to={withCountry('/tours', country)}>{t('bookings.explore')}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
