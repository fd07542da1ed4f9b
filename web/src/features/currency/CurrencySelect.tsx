// The display currency chooser (header, and the phone's More sheet): the browsed country's currency by default, USD
// alone, or any currency a rate is known for, each named in the interface's language. Remembered in this browser.
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../app/browser-setting';
import { chooseCurrency } from './currency-choice';
import { useDisplayCurrency } from './useDisplayCurrency';

const COUNTRY_DEFAULT = '';

export function CurrencySelect() {
  const { t, i18n } = useTranslation();
  const { choice, countryCurrency, currencies } = useDisplayCurrency();
  // Node and the browser know different currency names (their ICU data differ): the painted page, and the render
  // hydrating it, name each by its code, and the browser names them after (the painted choice is the country default, in our words).
  const hydrated = useHydrated();
  const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'currency' });
  const label = (code: string) => (hydrated ? `${code} · ${names.of(code) ?? code}` : code);
  return (
    <NativeSelect.Root size="sm" width="auto" maxW="11rem">
      <NativeSelect.Field
        aria-label={t('currency.label')}
        data-testid="currency-select"
        value={choice ?? COUNTRY_DEFAULT}
        onChange={(event) => chooseCurrency(event.currentTarget.value || null)}
      >
        <option value={COUNTRY_DEFAULT}>
          {countryCurrency ? t('currency.countryDefault', { currency: countryCurrency }) : t('currency.countryDefaultNone')}
        </option>
        {['USD', ...currencies.filter((code) => code !== 'USD')].map((code) => (
          <option key={code} value={code}>
            {label(code)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
