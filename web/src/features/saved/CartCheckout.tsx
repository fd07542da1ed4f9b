// The cart's checkout: the guest's contact (or the account), then every item held for one review (dates, the price
// line by line, the terms, how to pay); its one confirmation pays once and books them all. When an item cannot be
// booked nothing is, nothing is charged, and the item is named with the reason.
import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../app/errors';
import {
  BookingReleaseHoldDocument,
  CartCheckoutConfirmDocument,
  CartCheckoutHoldDocument,
  type CartCheckoutItemInput,
  MyBookingsDocument,
  type UserErrorFieldsFragment,
} from '../../gql/graphql';
import type { GuestContact } from '../booking/checkout';
import { GuestContactForm } from '../booking/GuestContactForm';
import type { PaymentChoice } from '../booking/PaymentStep';
import { PriceLines } from '../booking/PriceLines';
import { type HeldPackage, PackageReview } from '../home/PackageReview';
import { formatUsd } from '../listings/format';
import { useSession } from '../session/useSession';

type Phase = 'idle' | 'guest' | 'holding' | 'review' | 'confirming';

interface Props {
  /** Each item's booking request, in the cart's order. */
  items: CartCheckoutItemInput[];
  /** An item could not be booked (its index and the reason), or null when the attempt starts again. */
  onItemProblem: (problem: { index: number; text: string } | null) => void;
  /** Every item booked: what the one payment booked. */
  onBooked: (booked: HeldPackage) => void;
}

const contactInputOf = (guest: GuestContact | null) =>
  guest ? { name: guest.name.trim(), email: guest.email.trim(), phone: guest.phone.trim() || null } : null;

export function CartCheckout({ items, onItemProblem, onBooked }: Props) {
  const { t } = useTranslation(['saved', 'booking', 'home']);
  const { user } = useSession();
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [contact, setContact] = useState<GuestContact | null>(null);
  const [held, setHeld] = useState<HeldPackage | null>(null);
  const [payment, setPayment] = useState<PaymentChoice>({ method: 'PAY_AT_VENUE', cardNumber: '', phone: '' });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [holdItems] = useMutation(CartCheckoutHoldDocument);
  const [confirmItems] = useMutation(CartCheckoutConfirmDocument, { refetchQueries: [MyBookingsDocument] });
  const [releaseHold] = useMutation(BookingReleaseHoldDocument);
  // One key per attempt, kept only when the network failed: clicking again then retries that same attempt.
  const attemptKey = useRef<string | null>(null);

  /** The refusal in the reader's language; an item's own is named by its place in the cart. */
  function refused(userError: UserErrorFieldsFragment, failedItem: number | null | undefined) {
    const reason = errorText(t, userError, 'booking');
    if (failedItem == null) return reason;
    onItemProblem({ index: failedItem, text: reason });
    return t('cart.checkout.itemFailed', { position: failedItem + 1, reason });
  }

  /** Holds every item for the review; `keepReview` keeps the review (and what was typed) on screen meanwhile. */
  async function holdAll(guest: GuestContact | null, keepReview = false) {
    if (!keepReview) setPhase('holding');
    onItemProblem(null);
    attemptKey.current ??= crypto.randomUUID();
    try {
      const result = await holdItems({ variables: { input: { idempotencyKey: attemptKey.current, items, contact: contactInputOf(guest) } } });
      attemptKey.current = null;
      const payload = result.data?.cartCheckoutHold;
      const userError = payload?.userErrors[0];
      if (!payload?.total || userError) {
        setHeld(null);
        setProblem(userError ? refused(userError, payload?.failedItem) : t('booking:failed.booking'));
        setPhase(userError?.field?.startsWith('contact') ? 'guest' : 'idle');
        return;
      }
      setHeld({ bookings: payload.bookings, total: payload.total });
      setPhase('review');
    } catch {
      setHeld(null);
      setProblem(t('booking:failed.booking'));
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
      const result = await confirmItems({
        variables: {
          input: {
            references: held.bookings.map((booking) => booking.reference),
            email: user ? null : (contact?.email.trim() ?? null),
            payment: method === 'TEST_CARD' ? { method, cardNumber: payment.cardNumber.replace(/\s/g, '') } : { method },
            termsAccepted,
          },
        },
      });
      const payload = result.data?.cartCheckoutConfirm;
      const userError = payload?.userErrors[0];
      if (payload?.total && !userError) {
        setHeld(null);
        onBooked({ bookings: payload.bookings, total: payload.total });
        return;
      }
      const text = userError ? refused(userError, payload?.failedItem) : t('booking:failed.booking');
      // Nothing was booked and the holds were let go: they are held again at once, the review and its choices kept.
      await holdAll(contact, true);
      setProblem(text);
    } catch {
      setProblem(t('booking:failed.booking'));
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

  return (
    <Stack gap="3" mt="6">
      {problem && (
        <Box role="alert" p="4" rounded="md" bg="red.50" borderWidth="1px" borderColor="red.200" data-testid="cart-checkout-failed">
          <Text color="red.900">{problem}</Text>
        </Box>
      )}
      {phase === 'guest' ? (
        <GuestContactForm initial={contact ?? {}} busy={false} onSubmit={(guest) => start(guest)} onBack={() => setPhase('idle')} />
      ) : (phase === 'review' || phase === 'confirming') && held ? (
        <PackageReview
          held={held}
          copy={{
            title: t('cart.checkout.reviewTitle'),
            intro: t('cart.checkout.reviewIntro'),
            total: (price) => t('cart.checkout.total', { price }),
            confirm: t('cart.checkout.confirm', { count: held.bookings.length }),
          }}
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
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={phase === 'holding'}
          onClick={() => (user ? start(null) : setPhase('guest'))}
          data-testid="cart-checkout"
        >
          {t('cart.checkout.action', { count: items.length })}
        </Button>
      )}
    </Stack>
  );
}

/** What the checkout booked: each booking's reference and price line by line, the one total paid, and My bookings. */
export function CartBooked({ booked }: { booked: HeldPackage }) {
  const { t, i18n } = useTranslation(['saved', 'booking', 'home']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box p={{ base: '4', md: '6' }} rounded="xl" bg="forest.50" borderWidth="1px" borderColor="forest.200" data-testid="cart-booked">
      <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2" color="forest.700" ref={heading} tabIndex={-1} outline="none">
        <CheckCircle2 aria-hidden="true" />
        {t('cart.checkout.done', { count: booked.bookings.length })}
      </Heading>
      <Text mt="2">{t('home:finderResults.book.sentTo', { email: booked.bookings[0]?.email })}</Text>
      <Stack as="ul" mt="3" gap="3" listStyleType="none" ps="0">
        {booked.bookings.map((booking) => (
          <Box as="li" key={booking.id} data-testid="cart-booked-booking">
            <Text fontWeight="semibold">
              <Text as="span" dir="ltr">
                {booking.reference}
              </Text>{' '}
              · {booking.listingName}
            </Text>
            <PriceLines lines={booking.lineItems} total={booking.total} testId="cart-booked-lines" />
          </Box>
        ))}
      </Stack>
      <Text mt="3" fontWeight="bold" data-testid="cart-booked-total" data-amount={booked.total.amount}>
        {t('cart.checkout.total', { price: formatUsd(booked.total.amount, language) })}
      </Text>
      {user && (
        <Link asChild mt="2" color="terracotta.700" fontWeight="semibold">
          <RouterLink to="/profile/bookings">{t('booking:confirmed.viewBookings')}</RouterLink>
        </Link>
      )}
    </Box>
  );
}
