// A USD price in the traveller's display currency, in small print beside it (never inside the price's own text) with
// the day of its rate: for guidance only, the charge is in USD (or in the mobile-money provider's currency at the rate
// locked when prompted).
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatWholeIn } from '../listings/format';
import { approximateIn } from './convert';
import { useDisplayCurrency } from './useDisplayCurrency';

export function ConvertedAmount({ usd, testId = 'converted-price' }: { usd: number; testId?: string }) {
  const { t, i18n } = useTranslation();
  const { currency, rate } = useDisplayCurrency();
  if (!rate || usd <= 0) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Text fontSize="xs" fontWeight="normal" color="gray.700" data-testid={testId} data-currency={currency}>
      {t('currency.converted', { amount: formatWholeIn(approximateIn(usd, rate.perUsd), currency, language), date: formatDate(rate.date, language) })}
    </Text>
  );
}
