// My bookings (spec §2): reference, service, type, date, status, total and payment status of each booking.
import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingAttachDocument, MyBookingsDocument } from '../../gql/graphql';
import { forgetAttached, pendingReferences } from '../booking/pending-attach';
import { formatDate, formatUsd } from '../listings/format';
import { ProfileShell } from './ProfileShell';

export function BookingsPage() {
  const { t, i18n } = useTranslation(['profile', 'booking']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, loading, error, refetch } = useQuery(MyBookingsDocument, { fetchPolicy: 'cache-and-network' });
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
  return (
    <ProfileShell title={t('bookings.title')}>
      {loading && !data ? (
        <Stack gap="3" aria-busy="true" aria-label={t('common:status.loading')}>
          <Skeleton height="24" />
          <Skeleton height="24" />
        </Stack>
      ) : error && !data ? (
        <Stack align="center" textAlign="center" py="8" gap="3" role="alert">
          <Text>{t('booking:list.failed')}</Text>
          <Button colorPalette="terracotta" onClick={() => void refetch()}>
            {t('booking:actions.retry')}
          </Button>
        </Stack>
      ) : bookings.length === 0 ? (
        <Box textAlign="center" py="12" bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100">
          <Heading as="h2" size="lg">
            {t('bookings.empty')}
          </Heading>
          <Text mt="2" color="gray.600">
            {t('bookings.emptyText')}
          </Text>
        </Box>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" data-testid="my-bookings">
          {bookings.map((booking) => (
            <Box as="li" key={booking.id} p="4" bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" data-testid="my-booking" data-reference={booking.reference}>
              <Flex justify="space-between" gap="3" wrap="wrap" align="start">
                <Stack gap="0">
                  <Text fontWeight="bold">{booking.listingName}</Text>
                  <Text fontSize="sm" color="gray.600" dir="ltr" textAlign="start">
                    {booking.reference}
                  </Text>
                </Stack>
                <Flex gap="2" wrap="wrap">
                  <Badge colorPalette="forest">{t(`booking:types.${booking.type}`)}</Badge>
                  <Badge colorPalette={booking.status === 'CANCELLED' ? 'red' : 'terracotta'}>{t(`booking:lifecycle.${booking.lifecycle}`)}</Badge>
                  <Badge colorPalette={booking.paymentStatus === 'PAID' ? 'forest' : 'ochre'}>
                    {booking.paymentStatus === 'PAID' ? t('booking:payment.paid') : t('booking:payment.unpaid')}
                  </Badge>
                </Flex>
              </Flex>
              <Flex mt="2" justify="space-between" gap="3" wrap="wrap" fontSize="sm">
                <Text>
                  {formatDate(booking.startDate, language)}
                  {booking.endDate !== booking.startDate ? ` – ${formatDate(booking.endDate, language)}` : ''}
                  {booking.startTime ? ` · ${booking.startTime}` : ''}
                </Text>
                <Text fontWeight="semibold">{formatUsd(booking.total.amount, language)}</Text>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
    </ProfileShell>
  );
}
