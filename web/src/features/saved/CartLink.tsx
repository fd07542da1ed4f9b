// The header's cart: an icon link to /cart with the count, capped at '99+' (spec §2, §9).
import { Box, Button } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { cartBadgeText } from './saved-items';
import { useCartCount } from './saved-store';

export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  const badge = cartBadgeText(count);
  return (
    <Button asChild size="sm" variant="ghost" px="2" position="relative">
      <RouterLink to="/cart" aria-label={t('saved.cart', { count: badge })} data-testid="cart-link">
        <ShoppingCart aria-hidden="true" size={18} />
        {count > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="0"
            insetEnd="0"
            minW="4"
            h="4"
            px="1"
            rounded="full"
            bg="terracotta.700"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="1rem"
            textAlign="center"
            data-testid="cart-badge"
          >
            {badge}
          </Box>
        )}
      </RouterLink>
    </Button>
  );
}
