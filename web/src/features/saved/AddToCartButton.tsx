// 'Add to cart' for one listing, with what its page already chose (a tour's departure); once there it says so
// (the cart page changes the choices and removes it).
import { Button } from '@chakra-ui/react';
import { Check, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type CartItemPlan, defaultPlan } from './cart-plans';
import type { ListingRef } from './saved-items';
import { addToCart, useIsSaved, useSavedReady } from './saved-store';

interface Props {
  listing: ListingRef;
  name: string;
  size?: 'sm' | 'md' | 'lg';
  /** What the page already chose for it, kept as the cart item's plan. */
  plan?: Partial<CartItemPlan>;
}

export function AddToCartButton({ listing, name, size = 'sm', plan }: Props) {
  const { t } = useTranslation('saved');
  const inCart = useIsSaved('cart', listing);
  const ready = useSavedReady();
  // The same button in both states, so keyboard focus stays put when it changes.
  return (
    <Button
      size={size}
      variant={inCart ? 'subtle' : 'outline'}
      colorPalette={inCart ? 'forest' : 'terracotta'}
      aria-label={inCart ? t('cart.inCartNamed', { name }) : t('cart.addNamed', { name })}
      aria-disabled={inCart || undefined}
      disabled={!ready}
      data-testid="add-to-cart"
      onClick={() => {
        if (!inCart) void addToCart(listing, plan && { ...defaultPlan(), ...plan });
      }}
    >
      {inCart ? <Check aria-hidden="true" size={16} /> : <ShoppingCart aria-hidden="true" size={16} />}
      {inCart ? t('cart.inCart') : t('cart.add')}
    </Button>
  );
}
