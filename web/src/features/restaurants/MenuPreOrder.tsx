// The Check Menu step's menu: each dish and drink with its price and a stepper to pre-order it. The sum shown is a
// guide; the server prices the pre-order from its own menu when the table is held (the Confirm step's lines).
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../listings/format';
import { dishName } from '../../../../shared/src/demo-names';

/** A dish as the reservation query selects it. */
export interface MenuDish {
  code: string;
  name: string;
  description: string;
  price: { amount: number };
}

/** Dish codes and how many of each; a dish left at 0 is not ordered. */
export type PreOrder = Record<string, number>;

/** Spec §9: a reservation without a pre-order costs 50 before taxes and fees. */
export const RESERVATION_FALLBACK = 50;
/** The most of one dish the server accepts. */
export const QUANTITY_MAX = 20;

/** The pre-order as the booking request sends it: codes and quantities only, never prices. */
export const preOrderLines = (preOrder: PreOrder) =>
  Object.entries(preOrder)
    .filter(([, quantity]) => quantity > 0)
    .map(([code, quantity]) => ({ code, quantity }));

export function useDishName() {
  const { i18n } = useTranslation();
  return (dish: Pick<MenuDish, 'code' | 'name'>) => dishName(dish, i18n.resolvedLanguage ?? 'en');
}

interface MenuPreOrderProps {
  menu: readonly MenuDish[];
  preOrder: PreOrder;
  onChange: (preOrder: PreOrder) => void;
}

export function MenuPreOrder({ menu, preOrder, onChange }: MenuPreOrderProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'en';
  const dishName = useDishName();
  const count = menu.reduce((sum, dish) => sum + (preOrder[dish.code] ?? 0), 0);
  const sum = menu.reduce((total, dish) => total + (preOrder[dish.code] ?? 0) * dish.price.amount, 0);
  const set = (code: string, quantity: number) => onChange({ ...preOrder, [code]: Math.max(0, Math.min(QUANTITY_MAX, quantity)) });

  return (
    <Stack gap="3" data-testid="restaurant-menu">
      <Heading as="h3" size="md">
        {t('restaurant.menuTitle')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" ps="0" m="0">
        {menu.map((dish) => {
          const name = dishName(dish);
          const quantity = preOrder[dish.code] ?? 0;
          return (
            <Flex as="li" key={dish.code} gap="3" align="center" justify="space-between" wrap="wrap" data-testid="menu-item" data-price={dish.price.amount}>
              <Box flex="1" minW="12rem">
                <Text fontWeight="semibold">
                  {name} · {formatUsd(dish.price.amount, language)}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  {t(`restaurant.dishes.${dish.code}.description`, { defaultValue: dish.description })}
                </Text>
              </Box>
              <Flex align="center" gap="2" role="group" aria-label={name}>
                {/* Both stay focusable at their limits (aria-disabled), so the keyboard keeps its place. */}
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('restaurant.preOrder.remove', { name })}
                  aria-disabled={!quantity}
                  onClick={() => set(dish.code, quantity - 1)}
                >
                  −
                </Button>
                <Text as="output" minW="2ch" textAlign="center" aria-live="polite" aria-label={t('restaurant.preOrder.ordered', { name, count: quantity })}>
                  {quantity}
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('restaurant.preOrder.add', { name })}
                  aria-disabled={quantity >= QUANTITY_MAX}
                  onClick={() => set(dish.code, quantity + 1)}
                >
                  +
                </Button>
              </Flex>
            </Flex>
          );
        })}
      </Stack>
      <Text fontWeight="semibold" color="terracotta.800" data-testid="pre-order-sum" aria-live="polite">
        {count
          ? t('restaurant.preOrder.summary', { count, price: formatUsd(sum, language) })
          : t('restaurant.preOrder.nothing', { price: formatUsd(RESERVATION_FALLBACK, language) })}
      </Text>
    </Stack>
  );
}
