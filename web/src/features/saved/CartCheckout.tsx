// The cart's checkout: the guest's contact (or the account), then every item held for one review (dates, the price
// line by line, the terms, how to pay); its one confirmation pays once and books them all. When an item cannot be
// booked nothing is, nothing is charged, and the item is named with the reason.
import { useMutation } from '@apollo/client/react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../app/errors';
import { CartCheckoutConfirmDocument, CartCheckoutHoldDocument, type CartCheckoutItemInput, MyBookingsDocument } from '../../gql/graphql';
import { GroupCheckout } from '../booking/GroupCheckout';
import { PriceLines } from '../booking/PriceLines';
import { type HeldGroup, useGroupCheckout } from '../booking/useGroupCheckout';
import { formatUsd } from '../listings/format';
import { useSession } from '../session/useSession';
import { flushCartPlans } from './saved-store';

interface Props {
  /** Each item's booking request, in the cart's order. */
  items: CartCheckoutItemInput[];
  /** An item could not be booked (its index and the reason), or null when the attempt starts again. */
  onItemProblem: (problem: { index: number; text: string } | null) => void;
  /** Every item booked: what the one payment booked. */
  onBooked: (booked: HeldGroup) => void;
}

export function CartCheckout({ items, onItemProblem, onBooked }: Props) {
  const { t } = useTranslation(['saved', 'booking']);
  const [holdItems] = useMutation(CartCheckoutHoldDocument);
  const [confirmItems] = useMutation(CartCheckoutConfirmDocument, { refetchQueries: [MyBookingsDocument] });
  const checkout = useGroupCheckout({
    async hold(idempotencyKey, contact) {
      onItemProblem(null);
      // The account keeps the choices being checked out, whatever happens next.
      void flushCartPlans();
      return (await holdItems({ variables: { input: { idempotencyKey, items, contact } } })).data?.cartCheckoutHold;
    },
    async confirm(confirmation) {
      return (await confirmItems({ variables: { input: confirmation } })).data?.cartCheckoutConfirm;
    },
    // The item at fault is named by its place in the cart, and its reason is shown beside it too.
    refusal(answer, userError) {
      const reason = errorText(t, userError, 'booking');
      const { failedItem } = answer;
      if (failedItem == null) return reason;
      onItemProblem({ index: failedItem, text: reason });
      return t('cart.checkout.itemFailed', { position: failedItem + 1, reason });
    },
    onBooked,
  });

  return (
    <Box mt="6">
      <GroupCheckout
        checkout={checkout}
        copy={{
          title: t('cart.checkout.reviewTitle'),
          intro: t('cart.checkout.reviewIntro'),
          total: (price) => t('cart.checkout.total', { price }),
          confirm: t('cart.checkout.confirm', { count: items.length }),
        }}
        startLabel={t('cart.checkout.action', { count: items.length })}
        testIds={{ start: 'cart-checkout', failed: 'cart-checkout-failed' }}
      />
    </Box>
  );
}

/**
 * The cart's one receipt: each booking's reference and price line by line, the one total paid (the same receipt is
 * mailed once, for all of them), and My bookings.
 */
export function CartBooked({ booked }: { booked: HeldGroup }) {
  const { t, i18n } = useTranslation(['saved', 'booking']);
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
      <Text mt="2" data-testid="cart-receipt-sent">
        {t('cart.checkout.receiptSent', { count: booked.bookings.length, email: booked.bookings[0]?.email })}
      </Text>
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
