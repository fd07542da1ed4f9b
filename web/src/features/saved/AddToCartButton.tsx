// 'Add to cart' for one listing; once there it says so (the cart page removes it).
import { Button } from '@chakra-ui/react';
import { Check, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListingRef } from './saved-items';
import { addToCart, useIsSaved, useSavedReady } from './saved-store';

export function AddToCartButton({ listing, name, size = 'sm' }: { listing: ListingRef; name: string; size?: 'sm' | 'md' | 'lg' }) {
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
        if (!inCart) void addToCart(listing);
      }}
    >
      {inCart ? <Check aria-hidden="true" size={16} /> : <ShoppingCart aria-hidden="true" size={16} />}
      {inCart ? t('cart.inCart') : t('cart.add')}
    </Button>
  );
}
