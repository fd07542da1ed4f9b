// One booking's facts (spec §3 user booking): what, when, for whom, its status, payment, total and points.
import { Badge, Box, DataList, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BookingDetailsFragment } from '../../gql/graphql';
import { todayIso } from '../booking/checkout';
import { PriceLines } from '../booking/PriceLines';
import { formatDate, formatUsd } from '../listings/format';
import { useLocalLocation } from '../layout/local-location';

/** Spec §2: confirmed and upcoming bookings that have not started can be changed. */
export const isModifiable = (booking: Pick<BookingDetailsFragment, 'lifecycle' | 'startDate'>) =>
  (booking.lifecycle === 'CONFIRMED' || booking.lifecycle === 'UPCOMING') && booking.startDate > todayIso();

/** "12 Mar 2027 – 14 Mar 2027 · 19:30": one date for single-day bookings, the time when it has one. */
export function bookingWhen(booking: Pick<BookingDetailsFragment, 'startDate' | 'endDate' | 'startTime'>, language: string): string {
  const range =
    booking.endDate !== booking.startDate
      ? `${formatDate(booking.startDate, language)} – ${formatDate(booking.endDate, language)}`
      : formatDate(booking.startDate, language);
  return booking.startTime ? `${range} · ${booking.startTime}` : range;
}

type BadgedBooking = Pick<BookingDetailsFragment, 'type' | 'status' | 'lifecycle' | 'paymentStatus'> & {
  cancellation?: { refund: { amount: number } } | null;
};

/** Paid, unpaid, or once cancelled what became of a payment: refunded or not (nothing to say when nothing was paid). */
function paymentBadge(booking: BadgedBooking): { key: string; palette: string } | null {
  if (booking.status === 'CANCELLED') {
    if (booking.paymentStatus !== 'PAID') return null;
    return (booking.cancellation?.refund.amount ?? 0) > 0 ? { key: 'payment.refunded', palette: 'gray' } : { key: 'payment.notRefunded', palette: 'red' };
  }
  return booking.paymentStatus === 'PAID' ? { key: 'payment.paid', palette: 'forest' } : { key: 'payment.unpaid', palette: 'ochre' };
}

export function BookingStatusBadges({ booking }: { booking: BadgedBooking }) {
  const { t } = useTranslation('booking');
  const payment = paymentBadge(booking);
  return (
    <Flex gap="2" wrap="wrap">
      <Badge colorPalette="forest">{t(`types.${booking.type}`)}</Badge>
      <Badge colorPalette={booking.status === 'CANCELLED' ? 'red' : 'terracotta'} data-testid="booking-lifecycle">
        {t(`lifecycle.${booking.lifecycle}`)}
      </Badge>
      {payment && (
        <Badge colorPalette={payment.palette} data-testid="booking-payment">
          {t(payment.key)}
        </Badge>
      )}
    </Flex>
  );
}

export function BookingFacts({ booking }: { booking: BookingDetailsFragment }) {
  const { t, i18n } = useTranslation(['profile', 'booking']);
  const localized = useLocalLocation();
  const language = i18n.resolvedLanguage ?? 'en';
  const facts: Array<[string, string, string]> = [
    ['reference', t('detail.reference'), booking.reference],
    ['when', t('detail.when'), bookingWhen(booking, language)],
    ['party', t('detail.party'), t('detail.partyValue', { count: booking.partySize })],
    ...(booking.type === 'HOTEL' ? [['units', t('detail.rooms'), String(booking.units)] as [string, string, string]] : []),
    ['total', t('detail.total'), formatUsd(booking.total.amount, language)],
    // A cancelled booking's points were taken back: none to show.
    ...(booking.status === 'CANCELLED'
      ? []
      : [['points', t('detail.points'), t('detail.pointsValue', { count: booking.loyaltyPoints })] as [string, string, string]]),
  ];
  if (booking.cancellation) facts.push(['refund', t('detail.refund'), formatUsd(booking.cancellation.refund.amount, language)]);
  const driver = booking.status === 'CANCELLED' ? null : booking.transportAssignment;
  if (driver) {
    facts.push(['driver', t('detail.driver'), driver.driverName], ['driverPhone', t('detail.driverPhone'), driver.driverPhone]);
    if (driver.vehicleModel) facts.push(['vehicle', t('detail.vehicle'), [driver.vehicleModel, driver.vehiclePlate].filter(Boolean).join(' · ')]);
    const pickup = [driver.pickupTime, driver.pickupPlace].filter(Boolean).join(' · ');
    if (pickup) facts.push(['pickup', t('detail.pickup'), pickup]);
  }
  return (
    <Box p={{ base: '4', md: '6' }} bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" data-testid="booking-facts">
      <Flex justify="space-between" gap="3" wrap="wrap" align="start" mb="4">
        <Box>
          <Heading as="h2" size="lg">
            {booking.listingName}
          </Heading>
          <Text color="gray.600" fontSize="sm">
            {localized(booking.location)}
          </Text>
        </Box>
        <BookingStatusBadges booking={booking} />
      </Flex>
      <DataList.Root orientation="horizontal" gap="2">
        {facts.map(([id, label, value]) => (
          <DataList.Item key={id}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`booking-${id}`} dir={id === 'reference' || id === 'driverPhone' ? 'ltr' : undefined}>
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Box mt="4">
        <PriceLines lines={booking.lineItems} total={booking.total} testId="booking-lines" />
      </Box>
    </Box>
  );
}
