// The header's country button: light, so the page paints without the menu's code; the menu loads on first use.
// Its flag is the chosen country's image file (CountryFlag, as in the menu): no drawing in the page's code.
import { Button, type ButtonProps, Text } from '@chakra-ui/react';
import { ChevronDown, Globe } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from './CountryFlag';

interface Props extends ButtonProps {
  /** The chosen country's ISO code, once the country list has loaded. */
  code?: string;
  label: string;
}

export const CountryTrigger = forwardRef<HTMLButtonElement, Props>(function CountryTrigger({ code, label, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <Button ref={ref} size="sm" variant="outline" aria-label={t('country.selectLabel', { country: label })} aria-haspopup="dialog" {...props}>
      {code ? <CountryFlag code={code} /> : <Globe aria-hidden="true" size={16} />}
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {label}
      </Text>
      <ChevronDown aria-hidden="true" size={14} />
    </Button>
  );
});
