// The review of bookings made together (a package's parts, a cart's items) before they are booked: each held one
// with its dates and its price line by line, what is not booked (a package's airport transfers), the one total
// charged, the terms and how to pay.
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { HoldCountdown } from '../booking/HoldCountdown';
import { type PaymentChoice, PaymentStep, paymentMissing } from '../booking/PaymentStep';
import { PriceLines } from '../booking/PriceLines';
import { formatDate, formatUsd } from '../listings/format';
import type { HeldGroup } from '../booking/useGroupCheckout';

/** The words of the review around what it shows: the package's, or the cart's. */
export interface ReviewCopy {
  title: string;
  intro: string;
  total: (price: string) => string;
  confirm: string;
}

interface Props {
  held: HeldGroup;
  copy: ReviewCopy;
  /** A package's airport transfers the estimate counted: not a bookable listing, so neither booked nor charged here. */
  transfers?: { amount: number };
  payment: PaymentChoice;
  onPayment: (payment: PaymentChoice) => void;
  termsAccepted: boolean;
  onTermsAccepted: (accepted: boolean) => void;
  confirming: boolean;
  onConfirm: () => void;
  onBack: () => void;
  onExpired: () => void;
}

export function PackageReview({ held, copy, transfers, payment, onPayment, termsAccepted, onTermsAccepted, confirming, onConfirm, onBack, onExpired }: Props) {
  const { t, i18n } = useTranslation(['home', 'booking']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [checked, setChecked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const missing = payment.method === 'TEST_CARD' ? paymentMissing(payment) : null;
  const firstLapse = held.bookings.map((booking) => String(booking.holdExpiresAt)).sort()[0];

  function confirm() {
    setChecked(true);
    if (missing || !termsAccepted) return;
    onConfirm();
  }

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} rounded="xl" bg="white" borderWidth="1px" borderColor="terracotta.100" data-testid="package-review">
      <Heading as="h2" size="lg" ref={heading} tabIndex={-1}>
        {copy.title}
      </Heading>
      <Text>{copy.intro}</Text>
      {firstLapse && <HoldCountdown key={firstLapse} expiresAt={firstLapse} onExpired={onExpired} />}
      <Stack as="ol" gap="4" listStyleType="none" ps="0">
        {held.bookings.map((booking) => (
          <Box as="li" key={booking.id} p="3" rounded="md" borderWidth="1px" borderColor="gray.200" data-testid="package-part" data-type={booking.type}>
            <Text fontWeight="semibold">
              {t(`booking:types.${booking.type}`)} · {booking.listingName}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {booking.endDate !== booking.startDate
                ? `${formatDate(booking.startDate, language)} – ${formatDate(booking.endDate, language)}`
                : formatDate(booking.startDate, language)}
              {booking.startTime ? ` · ${booking.startTime}` : ''}
            </Text>
            <Box mt="2">
              <PriceLines lines={booking.lineItems} total={booking.total} testId="package-part-lines" />
            </Box>
          </Box>
        ))}
      </Stack>
      {transfers && transfers.amount > 0 && (
        <Text fontSize="sm" color="gray.700" data-testid="package-transfers-note">
          {t('finderResults.book.transfersNotBooked', { price: formatUsd(transfers.amount, language) })}
        </Text>
      )}
      <Text fontWeight="bold" fontSize="lg" color="terracotta.800" data-testid="package-review-total" data-amount={held.total.amount}>
        {copy.total(formatUsd(held.total.amount, language))}
      </Text>
      <PaymentStep value={payment} onChange={onPayment} invalid={checked ? missing : null} mobileMoney={false} />
      <Box>
        <Flex as="label" align="start" gap="2" cursor="pointer">
          <input
            type="checkbox"
            checked={termsAccepted}
            aria-invalid={checked && !termsAccepted}
            aria-describedby={checked && !termsAccepted ? 'package-terms-error' : undefined}
            onChange={(event) => onTermsAccepted(event.currentTarget.checked)}
            style={{ width: '1.1rem', height: '1.1rem', marginTop: '0.2rem', accentColor: 'var(--chakra-colors-terracotta-600)' }}
          />
          <span>{t('finderResults.book.acceptTerms')}</span>
        </Flex>
        <Flex gap="3" mt="1" ps="6" fontSize="sm" wrap="wrap">
          <Link asChild color="terracotta.700">
            <RouterLink to="/terms">{t('finderResults.book.termsLink')}</RouterLink>
          </Link>
          <Link asChild color="terracotta.700">
            <RouterLink to="/cancellation">{t('finderResults.book.cancellationLink')}</RouterLink>
          </Link>
        </Flex>
        {checked && !termsAccepted && (
          <Text id="package-terms-error" mt="1" color="red.700" fontSize="sm" role="alert">
            {t('finderResults.book.termsRequired')}
          </Text>
        )}
      </Box>
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" onClick={onBack} disabled={confirming}>
          {t('booking:actions.back')}
        </Button>
        <Button colorPalette="terracotta" onClick={confirm} loading={confirming} data-testid="confirm-package">
          {copy.confirm}
        </Button>
      </Flex>
    </Stack>
  );
}
