// /cart (spec §3 cart): the listings put aside to book, newest first. Each is booked on its own page, or all at
// once here: each item with its own choices (dates and party; a tour's departure; a restaurant's time, table and
// pre-order), kept with the cart, then one review, one payment and one receipt (CartCheckout).
import { Button, Stack } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { CartBooked, CartCheckout } from './CartCheckout';
import type { HeldGroup } from '../booking/useGroupCheckout';
import { CartItemPlanFields } from './CartItemPlanFields';
import { bookingItemOf, defaultPlan, planKeyOf } from './cart-plans';
import { type ListingRef, listingPathOf } from './saved-items';
import { removeFromCart, setCartPlan, useCartPlans, useSavedLists } from './saved-store';
import { SavedListingRow } from './SavedListingRow';
import { SavedPageFrame } from './SavedPageFrame';

export function CartPage() {
  const { t } = useTranslation('saved');
  const [country] = useSelectedCountry();
  const saved = useSavedLists();
  const heading = useRef<HTMLHeadingElement>(null);
  const plans = useCartPlans();
  const [itemProblem, setItemProblem] = useState<{ index: number; text: string } | null>(null);
  const [booked, setBooked] = useState<HeldGroup | null>(null);
  const [defaults] = useState(() => defaultPlan());
  const planOf = (listing: ListingRef) => plans[planKeyOf(listing)] ?? defaults;

  function remove(listing: ListingRef) {
    // The focused button leaves with its row: the heading takes the focus.
    heading.current?.focus();
    setItemProblem(null);
    void removeFromCart(listing);
  }

  /** Booked: the items leave the cart, and their plans with them. */
  function onBooked(result: HeldGroup, listings: readonly ListingRef[]) {
    setBooked(result);
    for (const listing of listings) void removeFromCart(listing);
  }

  return (
    <SavedPageFrame
      page="cart"
      saved={saved}
      count={booked ? booked.bookings.length : saved.cart.length}
      headingRef={heading}
      otherPage={{ path: '/favourites', label: t('links.favourites') }}
    >
      {booked ? (
        <CartBooked booked={booked} />
      ) : (
        <>
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t('cart.title')}>
            {saved.cart.map((item, index) => (
              <li key={`${item.type}-${item.id}`} data-testid="cart-item">
                <SavedListingRow
                  listing={item}
                  actions={(name) => (
                    <>
                      <Button asChild size="sm" variant="outline" colorPalette="terracotta">
                        <RouterLink to={withCountry(listingPathOf(item), country)} aria-label={t('cart.bookNamed', { name })} data-testid="cart-book">
                          {t('cart.book')}
                        </RouterLink>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="gray"
                        aria-label={t('cart.removeNamed', { name })}
                        data-testid="cart-remove"
                        onClick={() => remove(item)}
                      >
                        <Trash2 aria-hidden="true" size={16} />
                        {t('cart.remove')}
                      </Button>
                    </>
                  )}
                />
                <CartItemPlanFields
                  listing={item}
                  plan={planOf(item)}
                  onChange={(plan) => setCartPlan(item, plan)}
                  problem={itemProblem?.index === index ? itemProblem.text : null}
                />
              </li>
            ))}
          </Stack>
          <CartCheckout
            items={saved.cart.map((item) => bookingItemOf(item, planOf(item)))}
            onItemProblem={setItemProblem}
            onBooked={(result) => onBooked(result, saved.cart)}
          />
        </>
      )}
    </SavedPageFrame>
  );
}
