// A partner's bookings (every partner kind): search by reference or traveller, filter by listing, status and dates,
// see each one's dates, choices and requests (and open it in full), download them as CSV, mark paid at the venue, cancel one not begun yet with a reason and a full refund; a hotel adds its guests' stays (filter,
// state, check-in and out). Loaded with one query, read again as soon as a booking is made, changed or cancelled
// (the live bookings stream); only while that stream is down does it poll, slowly. Checkouts never confirmed are not listed.
import { Badge, Box, Button, Field, Flex, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PartnerBookingCancelDocument,
  PartnerBookingMarkPaidDocument,
  PartnerBookingsDocument,
  PartnerListingChoicesDocument,
  type StayStatus,
} from './gql/graphql';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { useLiveBookings } from '../backoffice/useLiveBookings';
import { formatUsd } from '../listings/format';
import { notify } from '../session/notify';
import { BookingDetailDialog, bookingDates, type PartnerBookingRow, useChoiceLine, usePaidBy } from './BookingDetailDialog';
import { bookingsCsv, downloadText } from './bookings-csv';
import { ListPager } from './ListPager';
import { accepted, isoDay } from './partner-feedback';
import { LoadFailed, LoadingRows, NothingYet } from './ScreenStates';

const STATUSES = ['CONFIRMED', 'CANCELLED'] as const;
/** Where hotel guests are in their stays: offered as statuses too where stays are tracked. */
const STAYS: readonly StayStatus[] = ['EXPECTED', 'CHECKED_IN', 'CHECKED_OUT', 'NO_SHOW'];

interface Props {
  /** The actions on a guest's stay (hotels): given, the screen filters and shows stays too. */
  stayActions?: (booking: PartnerBookingRow, changed: () => void) => ReactNode;
  /** What the kind adds to a booking's detail (transport: its vehicle and driver). */
  detail?: (booking: PartnerBookingRow, changed: () => void) => ReactNode;
}
/** How often the list is read again while the live stream is down. */
const FALLBACK_POLL_MS = 60_000;

export function PartnerBookingsScreen({ stayActions, detail }: Props = {}) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [listingId, setListingId] = useState('');
  const [opened, setOpened] = useState<PartnerBookingRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const client = useApolloClient();
  const choiceLine = useChoiceLine();
  const paidBy = usePaidBy();
  const listings = useQuery(PartnerListingChoicesDocument).data?.partnerListingChoices;
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
    listingId: listingId || null,
  };
  const { data, previousData, loading, error, refetch } = useQuery(PartnerBookingsDocument, {
    variables: { filter: { ...filter, page } },
    fetchPolicy: 'cache-and-network',
    pollInterval: live.connected ? 0 : FALLBACK_POLL_MS,
  });
  const [cancel, cancelling] = useMutation(PartnerBookingCancelDocument);
  const [markPaid, marking] = useMutation(PartnerBookingMarkPaidDocument);
  const list = (data ?? previousData)?.partnerBookings;
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

  async function exportCsv() {
    setExporting(true);
    try {
      downloadText(await bookingsCsv(client, filter), `bookings_${isoDay()}.csv`);
    } catch {
      notify({ type: 'error', title: t('bookings.exportFailed') });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="4" data-live={live.connected ? 'connected' : 'polling'}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <ScreenTitle>{t('bookings.title')}</ScreenTitle>
        <Button size="sm" variant="outline" loading={exporting} disabled={!list?.totalCount} onClick={() => void exportCsv()}>
          {t('bookings.export')}
        </Button>
      </Flex>
      <Flex gap="3" wrap="wrap" align="end" as="form" role="search" onSubmit={(event) => event.preventDefault()}>
        <Field.Root maxW="xs">
          <Field.Label>{t('bookings.search')}</Field.Label>
          <Input value={q} onChange={change(setQ)} placeholder={t('bookings.searchHint')} />
        </Field.Root>
        <Field.Root maxW="56">
          <Field.Label>{t('bookings.listingFilter')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={listingId} onChange={change(setListingId)}>
              <option value="">{t('bookings.anyListing')}</option>
              {listings?.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
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
                <Table.ColumnHeader>{t('bookings.details')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('bookings.party')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('bookings.total')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bookings.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bookings.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.nodes.map((booking) => (
                <Table.Row key={booking.id}>
                  <Table.Cell fontFamily="mono">
                    <Button
                      size="xs"
                      variant="plain"
                      color="terracotta.700"
                      px="0"
                      onClick={() => setOpened(booking)}
                      aria-label={t('bookings.open', { reference: booking.reference })}
                    >
                      {booking.reference}
                    </Button>
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{booking.contactName}</Text>
                    <Text fontSize="xs" color="gray.600">
                      {booking.email}
                      {booking.phone ? ` · ${booking.phone}` : ''}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{booking.listingName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{bookingDates(booking, language)}</Table.Cell>
                  <Table.Cell maxW="64">
                    <Text>{choiceLine(booking)}</Text>
                    {booking.choices.specialRequests && (
                      <Text fontSize="xs" color="gray.700" lineClamp={2}>
                        {booking.choices.specialRequests}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{booking.partySize}</Table.Cell>
                  <Table.Cell textAlign="end" data-testid="booking-total">
                    <Text>{formatUsd(booking.total.amount, language)}</Text>
                    <Text fontSize="xs" color="gray.700" data-testid="marketplace-fee" data-amount={booking.marketplaceFee.amount}>
                      {t('bookings.fee', { amount: formatUsd(booking.marketplaceFee.amount, language) })}
                    </Text>
                    <Text fontSize="xs" color="gray.700" data-testid="owed-to-partner" data-amount={booking.owedToPartner.amount}>
                      {t('bookings.owed', { amount: formatUsd(booking.owedToPartner.amount, language) })}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Badge colorPalette={booking.status === 'CANCELLED' ? 'gray' : 'green'}>{t(`status.${booking.status}`)}</Badge>
                      <Badge variant="outline">{t(`payment.${booking.paymentStatus}`)}</Badge>
                      {booking.paymentMethod && (
                        <Badge variant="surface" colorPalette="gray" data-testid="paid-by">
                          {paidBy(booking.paymentMethod)}
                        </Badge>
                      )}
                      {booking.checkedInAt && (
                        <Badge colorPalette={booking.checkedOutAt ? 'gray' : 'blue'}>{t(booking.checkedOutAt ? 'stay.CHECKED_OUT' : 'stay.CHECKED_IN')}</Badge>
                      )}
                      {booking.noShowAt && <Badge colorPalette="red">{t('stay.NO_SHOW')}</Badge>}
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
      {list && list.totalCount > 0 && <ListPager list={list} count={t('bookings.count', { count: list.totalCount })} onPage={setPage} />}
      {opened && (
        <BookingDetailDialog booking={opened} onClose={() => setOpened(null)}>
          {detail?.(opened, () => void refetch())}
        </BookingDetailDialog>
      )}
    </Stack>
  );
}
