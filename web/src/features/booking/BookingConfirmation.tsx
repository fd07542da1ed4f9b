// The confirmed booking: its reference, where the e-mail went, and what to do next (spec §2 per type).
import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { kindUi } from '../../app/kinds';
import type { BookingSummaryFragment, BookingType } from '../../gql/graphql';
import { formatDateTime, formatMoneyIn, formatUsd } from '../listings/format';
import { GuestAccountOffer } from './GuestAccountOffer';
import { PriceLines } from './PriceLines';

export function BookingConfirmation({ booking, kind, signedIn }: { booking: BookingSummaryFragment; kind: BookingType; signedIn: boolean }) {
  const { t, i18n } = useTranslation('booking');
  const [country] = useSelectedCountry();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = kindUi[kind].bookingNoun === 'reservation' ? t('confirmed.reservation', { id: booking.reference }) : t('confirmed.title');
  return (
    <Box
      role="status"
      p={{ base: '4', md: '6' }}
      rounded="xl"
      bg="forest.50"
      borderWidth="1px"
      borderColor="forest.200"
      data-testid="booking-confirmed"
      data-reference={booking.reference}
    >
      <Flex align="center" gap="2" color="forest.700">
        <CheckCircle2 aria-hidden="true" />
        <Heading as="h2" size="xl" ref={heading} tabIndex={-1}>
          {title}
        </Heading>
      </Flex>
      <Text mt="3">
        {t('confirmed.reference')}{' '}
        <Text as="span" fontWeight="bold" dir="ltr" data-testid="booking-reference">
          {booking.reference}
        </Text>
      </Text>
      <Text mt="1" data-testid="booking-email">
        {t('confirmed.emailSent', { email: booking.email })}
      </Text>
      {booking.emailConfirmBy && (
        <Text mt="1" fontWeight="semibold" data-testid="booking-confirm-by-email">
          {t('confirmed.confirmByEmail', { email: booking.email, time: formatDateTime(booking.emailConfirmBy, i18n.resolvedLanguage ?? 'en') })}
        </Text>
      )}
      <Text mt="1">
        {t('confirmed.total', { price: formatUsd(booking.total.amount, i18n.resolvedLanguage ?? 'en') })} ·{' '}
        {booking.paymentStatus === 'PAID' ? t('payment.paid') : t('payment.unpaid')}
      </Text>
      <Box mt="3" p="3" bg="white" rounded="md">
        <PriceLines lines={booking.lineItems} total={booking.total} testId="confirmed-lines" />
      </Box>
      {booking.mobilePayment?.status === 'PAID' && (
        <Text mt="1" data-testid="mobile-money-paid" data-currency={booking.mobilePayment.charge.currency}>
          {t(booking.mobilePayment.method === 'MPESA' ? 'payment.paidByMpesa' : 'payment.paidByMomo', {
            charge: formatMoneyIn(booking.mobilePayment.charge.amount, booking.mobilePayment.charge.currency, i18n.resolvedLanguage ?? 'en'),
          })}
        </Text>
      )}
      {signedIn && booking.loyaltyPoints > 0 && <Text mt="1">{t('confirmed.points', { count: booking.loyaltyPoints })}</Text>}
      <Flex mt={signedIn ? '5' : '0'} gap="3" wrap="wrap">
        {signedIn ? (
          <>
            <Button asChild colorPalette="terracotta">
              <RouterLink to="/profile/bookings">{t('confirmed.viewBookings')}</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={withCountry(kindUi[kind].listPath, country)}>{t(`confirmed.browse.${kindUi[kind].bookingKey}`)}</RouterLink>
            </Button>
          </>
        ) : null}
      </Flex>
      {!signedIn && <GuestAccountOffer booking={booking} kind={kind} />}
      {!signedIn && (
        <Text mt="3" fontSize="sm" color="gray.700">
          {t('confirmed.guestHint')}{' '}
          <Link asChild color="terracotta.700" fontWeight="semibold">
            <RouterLink to="/bookings/guest">{t('confirmed.manage')}</RouterLink>
          </Link>
        </Text>
      )}
    </Box>
  );
}
