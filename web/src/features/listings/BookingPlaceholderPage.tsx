// Stand-in for the booking and reservation routes until their issues land; it shows what the link carried.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { formatUsd } from './format';

/** `back` is the list the visitor came from: /tours, /restaurants, /nightlife or /transport. */
export function BookingPlaceholderPage({ back }: { back: string }) {
  const { t, i18n } = useTranslation('listings');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [country] = useSelectedCountry();
  const total = Number(params.get('total'));
  const addOns = params.get('addons')?.split(',').filter(Boolean) ?? [];
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="16" textAlign="center" data-testid="booking-placeholder" data-path={pathname}>
      <Heading as="h1" size="2xl">
        {t('booking.title')}
      </Heading>
      <Text mt="3" color="gray.600">
        {t('booking.soon')}
      </Text>
      {Number.isFinite(total) && params.get('total') && (
        <Text mt="3" fontWeight="semibold" data-testid="booking-total">
          {t('booking.total', { price: formatUsd(total, i18n.resolvedLanguage ?? 'en') })}
        </Text>
      )}
      {addOns.length > 0 && (
        <Text mt="1" data-testid="booking-addons">
          {t('booking.addOns', { list: addOns.join(', ') })}
        </Text>
      )}
      <Button asChild mt="6" colorPalette="terracotta" variant="outline">
        <RouterLink to={withCountry(back, country)}>{t('booking.back')}</RouterLink>
      </Button>
    </Box>
  );
}
