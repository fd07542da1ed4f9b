// /cart (spec §3 cart): the listings put aside to book, newest first, each with a way to book it and a remove.
import { Button, Stack } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { type ListingRef, listingPathOf } from './saved-items';
import { removeFromCart, useSavedLists } from './saved-store';
import { SavedListingRow } from './SavedListingRow';
import { SavedPageFrame } from './SavedPageFrame';

export function CartPage() {
  const { t } = useTranslation('saved');
  const [country] = useSelectedCountry();
  const saved = useSavedLists();
  const heading = useRef<HTMLHeadingElement>(null);

  function remove(listing: ListingRef) {
    // The focused button leaves with its row: the heading takes the focus.
    heading.current?.focus();
    void removeFromCart(listing);
  }

  return (
    <SavedPageFrame page="cart" saved={saved} count={saved.cart.length} headingRef={heading} otherPage={{ path: '/favourites', label: t('links.favourites') }}>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t('cart.title')}>
        {saved.cart.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <SavedListingRow
              listing={item}
              actions={(name) => (
                <>
                  <Button asChild size="sm" colorPalette="terracotta">
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
          </li>
        ))}
      </Stack>
    </SavedPageFrame>
  );
}
