// The checkout after a screen's own form: the 'Complete Your Booking' choice, the guest's contact, the held
// unit with its countdown and the payment, then the confirmation. Failures say what happened and what next.
import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kindUi } from '../../app/kinds';
import type { BookingSummaryFragment, BookingType } from '../../gql/graphql';
import { formatDate, formatMoneyIn, formatUsd } from '../listings/format';
import { BookingConfirmation } from './BookingConfirmation';
import type { Checkout } from './checkout';
import { GuestContactForm } from './GuestContactForm';
import { HoldCountdown } from './HoldCountdown';
import { PriceLines } from './PriceLines';
import { ConvertedAmount } from '../currency/ConvertedAmount';
import { isMobileMoney, type PaymentChoice, PaymentStep, paymentMissing } from './PaymentStep';
import { CheckoutBusy } from './CheckoutBusy';
import { CheckoutFailureAlert } from './CheckoutFailureAlert';

/**
 * Asked only once the traveller books, never painted: the dialog and its focus trap (9 KB brotli) load then, not
 * with the booking page.
 */
const BookingChoiceDialog = lazy(async () => ({ default: (await import('./BookingChoiceDialog')).BookingChoiceDialog }));

interface Props {
  checkout: Checkout;
  kind: BookingType;
  /** The button that confirms the held booking: 'Confirm Reservation', 'Complete Booking', ... */
  confirmLabel: string;
  /** Shown above the held booking's summary (a step heading, for instance). */
  heldHeader?: ReactNode;
}

export function CheckoutFlow({ checkout, kind, confirmLabel, heldHeader }: Props) {
  const { phase, booking } = checkout;
  return (
    <Stack gap="4">
      {checkout.failure && <CheckoutFailureAlert failure={checkout.failure} kind={kind} onDismiss={checkout.dismissFailure} />}
      {phase === 'choice' && (
        <Suspense fallback={<CheckoutBusy />}>
          <BookingChoiceDialog onGuest={checkout.continueAsGuest} onSignedIn={checkout.continueSignedIn} onClose={checkout.reset} />
        </Suspense>
      )}
      {phase === 'guest' && <GuestContactForm initial={checkout.prefill} busy={false} onSubmit={checkout.submitGuest} onBack={checkout.reset} />}
      {phase === 'holding' && <CheckoutBusy />}
      {(phase === 'held' || phase === 'confirming' || phase === 'paying') && booking && (
        <HeldBooking checkout={checkout} booking={booking} kind={kind} confirmLabel={confirmLabel} header={heldHeader} />
      )}
      {phase === 'confirmed' && booking && <BookingConfirmation booking={booking} kind={kind} signedIn={checkout.signedIn} />}
    </Stack>
  );
}

function HeldBooking({
  checkout,
  booking,
  kind,
  confirmLabel,
  header,
}: {
  checkout: Checkout;
  booking: BookingSummaryFragment;
  kind: BookingType;
  confirmLabel: string;
  header?: ReactNode;
}) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'en';
  const [payment, setPayment] = useState<PaymentChoice>({ method: 'PAY_AT_VENUE', cardNumber: '', phone: '' });
  const [checked, setChecked] = useState(false);
  const missing = paymentMissing(payment);
  const paying = checkout.phase === 'paying';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const dates =
    booking.startDate === booking.endDate
      ? formatDate(booking.startDate, language)
      : `${formatDate(booking.startDate, language)} – ${formatDate(booking.endDate, language)}`;

  function confirm() {
    setChecked(true);
    if (missing) return;
    if (payment.method === 'TEST_CARD') void checkout.confirm({ method: 'TEST_CARD', cardNumber: payment.cardNumber.replace(/\s/g, '') });
    else if (isMobileMoney(payment.method)) void checkout.confirm({ method: payment.method, phone: payment.phone.trim() });
    else void checkout.confirm({ method: 'PAY_AT_VENUE' });
  }

  return (
    <Stack
      gap="4"
      p={{ base: '4', md: '6' }}
      rounded="xl"
      bg="white"
      borderWidth="1px"
      borderColor="terracotta.100"
      data-testid="booking-held"
      data-reference={booking.reference}
    >
      {header}
      <Heading as="h2" size="lg" ref={heading} tabIndex={-1}>
        {t('hold.title')}
      </Heading>
      <HoldCountdown expiresAt={String(booking.holdExpiresAt)} onExpired={checkout.expire} />
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
        <Text as="dt" color="gray.600">
          {t(`summary.listing.${kindUi[kind].bookingKey}`)}
        </Text>
        <Text as="dd" fontWeight="semibold">
          {booking.listingName}
        </Text>
        <Text as="dt" color="gray.600">
          {t('summary.when')}
        </Text>
        <Text as="dd">
          {dates}
          {booking.startTime ? ` · ${booking.startTime}` : ''}
        </Text>
        <Text as="dt" color="gray.600">
          {t('summary.party')}
        </Text>
        <Text as="dd">{booking.partySize}</Text>
        <Text as="dt" color="gray.600">
          {t('summary.contact')}
        </Text>
        <Text as="dd">
          {booking.contactName} · {booking.email}
        </Text>
        <Text as="dt" color="gray.600">
          {t('summary.total')}
        </Text>
        <Box as="dd">
          <Text fontWeight="bold" fontSize="lg" color="terracotta.800" data-testid="held-total" data-amount={booking.total.amount}>
            {formatUsd(booking.total.amount, language)}
          </Text>
          <ConvertedAmount usd={booking.total.amount} testId="held-total-converted" />
        </Box>
      </Box>
      <PriceLines lines={booking.lineItems} total={booking.total} testId="held-lines" />
      {paying && booking.mobilePayment ? (
        <MobileMoneyPrompt prompt={booking.mobilePayment} language={language} />
      ) : (
        <PaymentStep value={payment} onChange={setPayment} invalid={checked ? missing : null} />
      )}
      <Text fontSize="sm" color="gray.700" data-testid="charged-in" hidden={paying}>
        {t(isMobileMoney(payment.method) ? 'charge.mobileMoney' : payment.method === 'TEST_CARD' ? 'charge.card' : 'charge.atVenue', {
          amount: formatUsd(booking.total.amount, language),
        })}
      </Text>
      <Flex gap="3" wrap="wrap" hidden={paying}>
        <Button variant="outline" onClick={checkout.reset} disabled={checkout.phase === 'confirming'}>
          {t('actions.back')}
        </Button>
        <Button colorPalette="terracotta" onClick={confirm} loading={checkout.phase === 'confirming'} data-testid="confirm-booking">
          {confirmLabel}
        </Button>
      </Flex>
    </Stack>
  );
}

/** The prompt on the traveller's phone: what it asks for, in the provider's currency beside the USD price. */
function MobileMoneyPrompt({ prompt, language }: { prompt: NonNullable<BookingSummaryFragment['mobilePayment']>; language: string }) {
  const { t } = useTranslation('booking');
  return (
    <Flex role="status" gap="3" align="start" p="4" rounded="md" bg="savanna.50" borderWidth="1px" borderColor="savanna.200" data-testid="mobile-money-prompt">
      <Spinner size="sm" color="terracotta.600" mt="1" />
      <Box>
        <Text fontWeight="semibold">{t('payment.checkPhone')}</Text>
        <Text fontSize="sm" color="gray.700" data-testid="mobile-money-charge" data-currency={prompt.charge.currency}>
          {t('payment.chargeAt', {
            charge: formatMoneyIn(prompt.charge.amount, prompt.charge.currency, language),
            rate: new Intl.NumberFormat(language === 'en' ? 'en-US' : `${language}-u-nu-latn`).format(prompt.rate),
            currency: prompt.charge.currency,
            date: formatDate(prompt.rateDate, language),
          })}
        </Text>
      </Box>
    </Flex>
  );
}
