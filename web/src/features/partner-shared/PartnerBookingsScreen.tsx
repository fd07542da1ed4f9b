// A partner's bookings (every partner kind): search by reference or traveller, filter by status and dates, mark
// paid at the venue, cancel one not begun yet with a reason and a full refund; a hotel adds its guests' stays (filter,
// state, check-in and out). Loaded with one query, read again as soon as a booking is made, changed or cancelled
// (the live bookings stream); only while that stream is down does it poll, slowly. Checkouts never confirmed are not listed.
import { Badge, Box, Button, Field, Flex, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PartnerBookingCancelDocument,
  PartnerBookingMarkPaidDocument,
  PartnerBookingsDocument,
  type PartnerBookingsQuery,
  type StayStatus,
} from './gql/graphql';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { useLiveBookings } from '../backoffice/useLiveBookings';
import { formatDate, formatUsd } from '../listings/format';
import { accepted, isoDay } from './partner-feedback';
import { LoadFailed, LoadingRows, NothingYet } from './ScreenStates';

const STATUSES = ['CONFIRMED', 'CANCELLED'] as const;
/** Where hotel guests are in their stays: offered as statuses too where stays are tracked. */
const STAYS: readonly StayStatus[] = ['EXPECTED', 'CHECKED_IN', 'CHECKED_OUT'];

export type PartnerBookingRow = PartnerBookingsQuery['partnerBookings']['nodes'][number];

interface Props {
  /** The actions on a guest's stay (hotels): given, the screen filters and shows stays too. */
  stayActions?: (booking: PartnerBookingRow, changed: () => void) => ReactNode;
}
/** How often the list is read again while the live stream is down. */
const FALLBACK_POLL_MS = 60_000;

export function PartnerBookingsScreen({ stayActions }: Props = {}) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  // The callback runs on an event, after this render has its `refetch`.
  const live = useLiveBookings(() => void refetch());
  const stay = STAYS.find((value) => value === status) ?? null;
  const filter = {
    q: q.trim() || null,
    status: stay ? null : ((status || null) as (typeof STATUSES)[number] | null),
    stay,
    from: from || null,
    to: to || null,
    page,
  };
  const { data, previousData, loading, error, refetch } = useQuery(PartnerBookingsDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
    pollInterval: live.connected ? 0 : FALLBACK_POLL_MS,
  });
  const [cancel, cancelling] = useMutation(PartnerBookingCancelDocument);
  const [markPaid, marking] = useMutation(PartnerBookingMarkPaidDocument);
  const list = (data ?? previousData)?.partnerBookings;
  const pages = list ? Math.max(1, Math.ceil(list.totalCount / list.pageSize)) : 1;
  const change = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setPage(1);
  };

  async function cancelBooking(id: string) {
    const result = await cancel({ variables: { id, reason: reason.trim() } });
    setConfirming(null);
    setReason('');
    if (accepted(result.data?.partnerBookingCancel.userErrors, t('bookings.cancelled'))) void refetch();
  }

  return (
    <Stack gap="4" data-live={live.connected ? 'connected' : 'polling'}>
      <ScreenTitle>{t('bookings.title')}</ScreenTitle>
      <Flex gap="3" wrap="wrap" align="end" as="form" role="search" onSubmit={(event) => event.preventDefault()}>
        <Field.Root maxW="xs">
          <Field.Label>{t('bookings.search')}</Field.Label>
          <Input value={q} onChange={change(setQ)} placeholder={t('bookings.searchHint')} />
        </Field.Root>
        <Field.Root maxW="44">
          <Field.Label>{t('bookings.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={status} onChange={change(setStatus)}>
              <option value="">{t('bookings.anyStatus')}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
              {stayActions &&
                STAYS.map((value) => (
                  <option key={value} value={value}>
                    {t(`stay.${value}`)}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="44">
          <Field.Label>{t('bookings.from')}</Field.Label>
          <Input type="date" value={from} onChange={change(setFrom)} />
        </Field.Root>
        <Field.Root maxW="44">
          <Field.Label>{t('bookings.to')}</Field.Label>
          <Input type="date" value={to} min={from || undefined} onChange={change(setTo)} />
        </Field.Root>
      </Flex>
      {error && !list ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : !list ? (
        <LoadingRows />
      ) : list.nodes.length === 0 ? (
        <NothingYet>{t('bookings.empty')}</NothingYet>
      ) : (
        <Box overflowX="auto" aria-busy={loading}>
          <Table.Root size="sm" variant="outline" bg="white" data-testid="partner-bookings">
            <Table.Caption srOnly>{t('bookings.caption', { total: list.totalCount })}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('bookings.reference')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bookings.traveller')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bookings.listing')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bookings.date')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('bookings.party')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('bookings.total')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bookings.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bookings.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.nodes.map((booking) => (
                <Table.Row key={booking.id}>
                  <Table.Cell fontFamily="mono">{booking.reference}</Table.Cell>
                  <Table.Cell>
                    <Text>{booking.contactName}</Text>
                    <Text fontSize="xs" color="gray.600">
                      {booking.email}
                      {booking.phone ? ` · ${booking.phone}` : ''}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{booking.listingName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {formatDate(booking.startDate, language)}
                    {booking.startTime ? ` ${booking.startTime}` : ''}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{booking.partySize}</Table.Cell>
                  <Table.Cell textAlign="end">{formatUsd(booking.total.amount, language)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Badge colorPalette={booking.status === 'CANCELLED' ? 'gray' : 'green'}>{t(`status.${booking.status}`)}</Badge>
                      <Badge variant="outline">{t(`payment.${booking.paymentStatus}`)}</Badge>
                      {booking.checkedInAt && (
                        <Badge colorPalette={booking.checkedOutAt ? 'gray' : 'blue'}>{t(booking.checkedOutAt ? 'stay.CHECKED_OUT' : 'stay.CHECKED_IN')}</Badge>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      {stayActions?.(booking, () => void refetch())}
                      {booking.status === 'CONFIRMED' && booking.paymentStatus === 'UNPAID' && (
                        <Button
                          size="xs"
                          variant="outline"
                          loading={marking.loading}
                          onClick={async () => {
                            const result = await markPaid({ variables: { id: booking.id } });
                            accepted(result.data?.partnerBookingUpdate.userErrors, t('bookings.markedPaid'));
                          }}
                        >
                          {t('bookings.markPaid')}
                        </Button>
                      )}
                      {booking.status !== 'CANCELLED' &&
                        !booking.checkedInAt &&
                        booking.startDate >= isoDay() &&
                        (confirming === booking.id ? (
                          <>
                            <Input
                              size="xs"
                              maxW="56"
                              aria-label={t('bookings.reason')}
                              placeholder={t('bookings.reasonHint')}
                              value={reason}
                              maxLength={500}
                              onChange={(event) => setReason(event.target.value)}
                            />
                            <Button
                              size="xs"
                              colorPalette="red"
                              loading={cancelling.loading}
                              disabled={reason.trim().length < 3}
                              onClick={() => void cancelBooking(booking.id)}
                            >
                              {t('bookings.confirmCancel', { reference: booking.reference })}
                            </Button>
                            <Button size="xs" variant="ghost" onClick={() => setConfirming(null)}>
                              {t('bookings.keep')}
                            </Button>
                          </>
                        ) : (
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(booking.id)}>
                            {t('bookings.cancel')}
                          </Button>
                        ))}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {list && pages > 1 && (
        <HStack gap="2" as="nav" aria-label={t('pagination.label')}>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('pagination.previous')}
          </Button>
          <Text fontSize="sm">{t('pagination.page', { page, pages })}</Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('pagination.next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
