// One listing's bookings with a status filter, and for hotels a from/to window on the stay's start.
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AdminListingBookingsDocument, type BookingStatus } from '../gql/graphql';
import { ToolbarSelect } from '../../listings/ToolbarSelect';
import { useListParams } from '../admin-list';
import { AdminPageHeader, ListStates, Paging } from '../admin-ui';
import { bookingStatuses } from '../bookings/AdminBookingsPage';
import { BookingTable } from '../bookings/BookingTable';
import { contentKindOf } from './content-kinds';

export function ListingBookingsPage() {
  const { t } = useTranslation('admin');
  const { kind: slug, id = '' } = useParams();
  const kind = contentKindOf(slug);
  const { params, page, update } = useListParams();
  const status = bookingStatuses.find((value) => value === params.get('status')) ?? null;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const isHotel = kind.type === 'HOTEL';
  const { data, loading, error, refetch } = useQuery(AdminListingBookingsDocument, {
    variables: {
      kind: kind.kind,
      id,
      filter: { status: status as BookingStatus | null, from: isHotel ? from || null : null, to: isHotel ? to || null : null, page, size: 20 },
    },
    fetchPolicy: 'cache-and-network',
  });
  const bookings = data?.adminListingBookings;

  return (
    <Stack gap="4">
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
        <RouterLink to={`..?kind=${kind.slug}`} relative="path">
          {t('bookings.backToContent')}
        </RouterLink>
      </Button>
      <AdminPageHeader title={t('bookings.ofListing', { name: data?.adminListing?.name ?? '' })} />
      {data && !data.adminListing && <Text>{t('bookings.listingNotFound')}</Text>}
      <Flex gap="2" wrap="wrap" align="center">
        <ToolbarSelect
          label={t('bookings.status')}
          value={status ?? ''}
          onChange={(value) => update({ status: value })}
          options={[{ value: '', label: t('bookings.allStatuses') }, ...bookingStatuses.map((value) => ({ value, label: t(`bookingStatus.${value}`) }))]}
        />
        {isHotel && (
          <>
            <Input
              size="sm"
              bg="white"
              type="date"
              maxW="44"
              aria-label={t('bookings.from')}
              value={from}
              onChange={(event) => update({ from: event.currentTarget.value })}
            />
            <Input
              size="sm"
              bg="white"
              type="date"
              maxW="44"
              aria-label={t('bookings.to')}
              value={to}
              onChange={(event) => update({ to: event.currentTarget.value })}
            />
          </>
        )}
      </Flex>
      <ListStates loading={loading && !data} error={error && !data ? error : null} empty={bookings?.nodes.length === 0} onRetry={() => void refetch()}>
        <BookingTable bookings={bookings?.nodes ?? []} />
        {bookings && <Paging page={bookings.page} size={bookings.size} total={bookings.totalCount} onPage={(next) => update({ page: String(next) })} />}
      </ListStates>
    </Stack>
  );
}
