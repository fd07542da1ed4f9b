// The header's country button: light, so the page paints without the menu's code; the menu loads on first use.
import { Button, type ButtonProps, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props extends ButtonProps {
  flag?: string;
  label: string;
}

export const CountryTrigger = forwardRef<HTMLButtonElement, Props>(function CountryTrigger({ flag, label, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <Button ref={ref} size="sm" variant="outline" aria-label={t('country.selectLabel', { country: label })} aria-haspopup="dialog" {...props}>
      <span aria-hidden="true">{flag ?? '🌍'}</span>
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {label}
      </Text>
      <ChevronDown aria-hidden="true" size={14} />
    </Button>
  );
});
