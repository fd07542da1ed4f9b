// Bookings across the marketplace: words, status and service filters; book and cancel on a traveller's behalf.
import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingTypes } from '../../../app/kinds';
import { type AdminBookingRowFragment, AdminBookingsDocument, type BookingStatus } from '../gql/graphql';
import { FormMessage } from '../../auth/FormMessage';
import { ToolbarSelect } from '../../listings/ToolbarSelect';
import { ListSearch, useListParams } from '../admin-list';
import { AdminPageHeader, ListStates, Paging } from '../admin-ui';
import { BookingTable } from './BookingTable';
import { BookOnBehalfDialog } from './BookOnBehalfDialog';
import { CancelOnBehalfDialog } from './CancelOnBehalfDialog';

export const bookingStatuses: readonly BookingStatus[] = ['CONFIRMED', 'HELD', 'CANCELLED'];
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (allowed.includes(value as T) ? (value as T) : null);

export function AdminBookingsPage() {
  const { t } = useTranslation('admin');
  const { params, q, page, update } = useListParams();
  const status = oneOf(params.get('status'), bookingStatuses);
  const service = oneOf(params.get('service'), bookingTypes);
  const [cancelling, setCancelling] = useState<AdminBookingRowFragment | null>(null);
  const [booking, setBooking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminBookingsDocument, {
    variables: { filter: { q: q || null, status, service, page, size: 20 } },
    fetchPolicy: 'cache-and-network',
  });

  const bookings = data?.adminBookings;

  return (
    <Stack gap="4">
      <AdminPageHeader
        title={t('bookings.title')}
        actions={
          <Button size="sm" colorPalette="terracotta" onClick={() => setBooking(true)}>
            {t('bookings.bookForTraveller')}
          </Button>
        }
      />
      <ListSearch label={t('bookings.search')} q={q} onSearch={(words) => update({ q: words })}>
        <ToolbarSelect
          label={t('bookings.status')}
          value={status ?? ''}
          onChange={(value) => update({ status: value })}
          options={[{ value: '', label: t('bookings.allStatuses') }, ...bookingStatuses.map((value) => ({ value, label: t(`bookingStatus.${value}`) }))]}
        />
        <ToolbarSelect
          label={t('bookings.service')}
          value={service ?? ''}
          onChange={(value) => update({ service: value })}
          options={[{ value: '', label: t('bookings.allServices') }, ...bookingTypes.map((value) => ({ value, label: t(`services.${value}`) }))]}
        />
      </ListSearch>
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <ListStates loading={loading && !data} error={error && !data ? error : null} empty={bookings?.nodes.length === 0} onRetry={() => void refetch()}>
        <BookingTable bookings={bookings?.nodes ?? []} onCancel={setCancelling} />
        {bookings && <Paging page={bookings.page} size={bookings.size} total={bookings.totalCount} onPage={(next) => update({ page: String(next) })} />}
      </ListStates>
      {booking && (
        <BookOnBehalfDialog
          onClose={() => setBooking(false)}
          onDone={(message) => {
            setBooking(false);
            setNotice(message);
            void refetch();
          }}
        />
      )}
      {cancelling && (
        <CancelOnBehalfDialog
          booking={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(message) => {
            setCancelling(null);
            setNotice(message);
            void refetch();
          }}
        />
      )}
    </Stack>
  );
}
