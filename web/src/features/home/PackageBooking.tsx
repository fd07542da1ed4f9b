// 'Book this package': the guest's contact (or the account), then every part held for a review (parts, dates, the
// price line by line, the terms, how to pay); only the review's one confirmation books them all. If a part was
// taken meanwhile nothing is booked, and the server's replacement package is shown instead.
import { useMutation } from '@apollo/client/react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { MyBookingsDocument, TripPackageConfirmDocument, TripPackageHoldDocument, type TripPackageInput, type TripPlanFieldsFragment } from '../../gql/graphql';
import { GroupCheckout } from '../booking/GroupCheckout';
import { type HeldGroup, useGroupCheckout } from '../booking/useGroupCheckout';
import { formatDateTime, formatUsd } from '../listings/format';

interface Props {
  plan: TripPlanFieldsFragment;
  request: TripPackageInput;
  onReplacement: (plan: TripPlanFieldsFragment) => void;
}

export function PackageBooking({ plan, request, onReplacement }: Props) {
  const { t, i18n } = useTranslation(['home', 'booking']);
  const [booked, setBooked] = useState<HeldGroup | null>(null);
  const [holdParts] = useMutation(TripPackageHoldDocument);
  const [confirmParts] = useMutation(TripPackageConfirmDocument, { refetchQueries: [MyBookingsDocument] });
  // A refused hold may come with a new package for the same trip: it is shown instead, and the refusal says so.
  const replaced = useRef(false);
  const found = plan.package;
  const parts = [found.hotel, ...found.tours, ...found.restaurants, found.transport, ...found.nightlife].flatMap((part) =>
    part
      ? [
          {
            kind: part.kind,
            listingId: part.listingId,
            date: part.date,
            endDate: part.endDate,
            time: part.time,
            roomTypeId: part.roomTypeId,
            rooms: part.rooms,
          },
        ]
      : [],
  );
  const checkout = useGroupCheckout({
    async hold(idempotencyKey, contact) {
      const payload = (await holdParts({ variables: { input: { idempotencyKey, trip: request, parts, contact } } })).data?.tripPackageHold;
      replaced.current = Boolean(payload?.replacement);
      if (payload?.replacement) onReplacement(payload.replacement);
      return payload;
    },
    async confirm(confirmation) {
      return (await confirmParts({ variables: { input: { idempotencyKey: crypto.randomUUID(), ...confirmation } } })).data?.tripPackageConfirm;
    },
    refusal: (_answer, userError) => (replaced.current ? t('finderResults.book.replaced') : errorText(t, userError, 'booking')),
    onBooked: setBooked,
  });

  if (booked?.bookings.length) {
    const bookings = booked.bookings;
    const language = i18n.resolvedLanguage ?? 'en';
    return (
      <Box role="status" p={{ base: '4', md: '6' }} rounded="xl" bg="forest.50" borderWidth="1px" borderColor="forest.200" data-testid="package-booked">
        <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2" color="forest.700">
          <CheckCircle2 aria-hidden="true" />
          {t('finderResults.book.done')}
        </Heading>
        <Text mt="2">{t('finderResults.book.sentTo', { email: bookings[0]!.email })}</Text>
        {bookings[0]!.emailConfirmBy && (
          <Text mt="1" fontWeight="semibold">
            {t('finderResults.book.confirmByEmail', {
              email: bookings[0]!.email,
              time: formatDateTime(bookings[0]!.emailConfirmBy, language),
            })}
          </Text>
        )}
        <Stack as="ul" mt="3" gap="1">
          {bookings.map((booking) => (
            <Text as="li" key={booking.id} listStyleType="none" data-testid="package-booking-reference">
              <Text as="span" fontWeight="bold" dir="ltr">
                {booking.reference}
              </Text>{' '}
              · {booking.listingName} · {formatUsd(booking.total.amount, language)}
            </Text>
          ))}
        </Stack>
        <Text mt="3" fontWeight="bold" data-testid="package-booked-total" data-amount={booked.total.amount}>
          {t('finderResults.book.packageTotal', { price: formatUsd(booked.total.amount, language) })}
        </Text>
      </Box>
    );
  }

  return (
    <GroupCheckout
      checkout={checkout}
      copy={{
        title: t('finderResults.book.reviewTitle'),
        intro: t('finderResults.book.reviewIntro'),
        total: (price) => t('finderResults.book.packageTotal', { price }),
        confirm: t('finderResults.book.confirm'),
      }}
      transfers={found.transfers}
      startLabel={t('finderResults.book.action')}
      startDisabled={!found.withinBudget || !found.hotel}
      testIds={{ start: 'book-package', failed: 'package-book-failed' }}
    />
  );
}
