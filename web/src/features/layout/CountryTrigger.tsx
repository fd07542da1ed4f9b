// The header's country button: light, so the page paints without the menu's code; the menu loads on first use.
// The flags (one chunk, shared with the menu) load beside it: until then a flag-sized gap keeps the label still.
import { Box, Button, type ButtonProps, Text } from '@chakra-ui/react';
import { ChevronDown, Globe } from 'lucide-react';
import { forwardRef, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const CountryFlag = lazy(() => import('./CountryFlag'));

interface Props extends ButtonProps {
  /** The chosen country's ISO code, once the country list has loaded. */
  code?: string;
  label: string;
}

export const CountryTrigger = forwardRef<HTMLButtonElement, Props>(function CountryTrigger({ code, label, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <Button ref={ref} size="sm" variant="outline" aria-label={t('country.selectLabel', { country: label })} aria-haspopup="dialog" {...props}>
      {code ? (
        <Suspense fallback={<Box as="span" width="1.5em" height="1em" flexShrink={0} />}>
          <CountryFlag code={code} />
        </Suspense>
      ) : (
        <Globe aria-hidden="true" size={16} />
      )}
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {label}
      </Text>
      <ChevronDown aria-hidden="true" size={14} />
    </Button>
  );
});
