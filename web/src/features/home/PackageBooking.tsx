// 'Book this package': the guest's contact (or the account), then every part held for a review (parts, dates, the
// price line by line, the terms, how to pay); only the review's one confirmation books them all. If a part was
// taken meanwhile nothing is booked, and the server's replacement package is shown instead.
import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import {
  BookingReleaseHoldDocument,
  MyBookingsDocument,
  TripPackageConfirmDocument,
  TripPackageHoldDocument,
  type TripPackageInput,
  type TripPlanFieldsFragment,
} from '../../gql/graphql';
import type { GuestContact } from '../booking/checkout';
import { GuestContactForm } from '../booking/GuestContactForm';
import type { PaymentChoice } from '../booking/PaymentStep';
import { formatDateTime, formatUsd } from '../listings/format';
import { useSession } from '../session/useSession';
import { type HeldPackage, PackageReview } from './PackageReview';

type Phase = 'idle' | 'guest' | 'holding' | 'review' | 'confirming' | 'booked';

interface Props {
  plan: TripPlanFieldsFragment;
  request: TripPackageInput;
  onReplacement: (plan: TripPlanFieldsFragment) => void;
}

const contactInputOf = (guest: GuestContact | null) =>
  guest ? { name: guest.name.trim(), email: guest.email.trim(), phone: guest.phone.trim() || null } : null;

export function PackageBooking({ plan, request, onReplacement }: Props) {
  const { t, i18n } = useTranslation(['home', 'booking']);
  const { user } = useSession();
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [contact, setContact] = useState<GuestContact | null>(null);
  const [held, setHeld] = useState<HeldPackage | null>(null);
  const [booked, setBooked] = useState<HeldPackage | null>(null);
  const [payment, setPayment] = useState<PaymentChoice>({ method: 'PAY_AT_VENUE', cardNumber: '', phone: '' });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [holdParts] = useMutation(TripPackageHoldDocument);
  const [confirmParts] = useMutation(TripPackageConfirmDocument, { refetchQueries: [MyBookingsDocument] });
  const [releaseHold] = useMutation(BookingReleaseHoldDocument);
  // One key per attempt, kept only when the network failed: clicking again then retries that same attempt.
  const attemptKey = useRef<string | null>(null);
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

  /** Holds every part for the review; `keepReview` keeps the review (and what was typed) on screen meanwhile. */
  async function holdAll(guest: GuestContact | null, keepReview = false) {
    if (!keepReview) setPhase('holding');
    attemptKey.current ??= crypto.randomUUID();
    try {
      const result = await holdParts({ variables: { input: { idempotencyKey: attemptKey.current, trip: request, parts, contact: contactInputOf(guest) } } });
      attemptKey.current = null;
      const payload = result.data?.tripPackageHold;
      const refused = payload?.userErrors[0];
      if (!payload || refused || !payload.total) {
        setHeld(null);
        setProblem(payload?.replacement ? t('finderResults.book.replaced') : refused ? errorText(t, refused, 'booking') : t('finderResults.book.failed'));
        if (payload?.replacement) onReplacement(payload.replacement);
        setPhase(refused?.field?.startsWith('contact') ? 'guest' : 'idle');
        return;
      }
      setHeld({ bookings: payload.bookings, total: payload.total });
      setPhase('review');
    } catch {
      setHeld(null);
      setProblem(t('finderResults.book.failed'));
      setPhase('idle');
    }
  }

  function start(guest: GuestContact | null) {
    setContact(guest);
    setProblem(null);
    void holdAll(guest);
  }

  async function confirmAll() {
    if (!held) return;
    setPhase('confirming');
    setProblem(null);
    const method = payment.method === 'TEST_CARD' ? 'TEST_CARD' : 'PAY_AT_VENUE';
    try {
      const result = await confirmParts({
        variables: {
          input: {
            idempotencyKey: crypto.randomUUID(),
            references: held.bookings.map((booking) => booking.reference),
            email: user ? null : (contact?.email.trim() ?? null),
            payment: method === 'TEST_CARD' ? { method, cardNumber: payment.cardNumber.replace(/\s/g, '') } : { method },
            termsAccepted,
          },
        },
      });
      const payload = result.data?.tripPackageConfirm;
      const refused = payload?.userErrors[0];
      if (payload && !refused && payload.total) {
        setBooked({ bookings: payload.bookings, total: payload.total });
        setHeld(null);
        setPhase('booked');
        return;
      }
      setProblem(refused ? errorText(t, refused, 'booking') : t('finderResults.book.failed'));
      // Nothing was booked and the parts were let go: they are held again at once, the review and its choices kept.
      await holdAll(contact, true);
    } catch {
      setProblem(t('finderResults.book.failed'));
      setPhase('review');
    }
  }

  /** Back from the review: the holds are let go at once, for other travellers. */
  function leaveReview() {
    for (const booking of held?.bookings ?? [])
      void releaseHold({ variables: { input: { reference: booking.reference, email: user ? null : booking.email } } }).catch(() => undefined);
    setHeld(null);
    setProblem(null);
    setPhase('idle');
  }

  if (phase === 'booked' && booked?.bookings.length) {
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
    <Stack gap="3">
      {problem && (
        <Box role="alert" p="4" rounded="md" bg="red.50" borderWidth="1px" borderColor="red.200" data-testid="package-book-failed">
          <Text color="red.900">{problem}</Text>
        </Box>
      )}
      {phase === 'guest' ? (
        <GuestContactForm initial={contact ?? {}} busy={false} onSubmit={(guest) => start(guest)} onBack={() => setPhase('idle')} />
      ) : (phase === 'review' || phase === 'confirming') && held ? (
        <PackageReview
          held={held}
          copy={{
            title: t('finderResults.book.reviewTitle'),
            intro: t('finderResults.book.reviewIntro'),
            total: (price) => t('finderResults.book.packageTotal', { price }),
            confirm: t('finderResults.book.confirm'),
          }}
          transfers={found.transfers}
          payment={payment}
          onPayment={setPayment}
          termsAccepted={termsAccepted}
          onTermsAccepted={setTermsAccepted}
          confirming={phase === 'confirming'}
          onConfirm={() => void confirmAll()}
          onBack={leaveReview}
          onExpired={() => {
            setHeld(null);
            setProblem(errorText(t, { code: 'HOLD_EXPIRED' }, 'booking'));
            setPhase('idle');
          }}
        />
      ) : (
        <Button
          colorPalette="terracotta"
          size="lg"
          alignSelf="flex-start"
          disabled={!found.withinBudget || !found.hotel}
          loading={phase === 'holding'}
          onClick={() => (user ? start(null) : setPhase('guest'))}
          data-testid="book-package"
        >
          {t('finderResults.book.action')}
        </Button>
      )}
    </Stack>
  );
}
