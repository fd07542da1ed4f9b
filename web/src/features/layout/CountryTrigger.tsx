// The header's country button: light, so the page paints without the menu's code; the menu loads on first use.
// Its flag is the chosen country's image file (features/layout/flag-files.ts), the same drawing as CountryFlag's in
// the menu (whose 54 flags are one 7 KB chunk, loaded with the menu): no code, and no table of flags, in the page.
import { Box, Button, type ButtonProps, Text } from '@chakra-ui/react';
import { ChevronDown, Globe } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A country's flag, decorative as CountryFlag's: its name is the button's label. */
function Flag({ code }: { code: string }) {
  return (
    <Box asChild width="1.5em" height="1em" flexShrink={0} borderRadius="2px">
      <img data-flag={code} src={`${__FLAG_DIR__}/${code}.svg`} alt="" aria-hidden="true" width={24} height={16} decoding="async" />
    </Box>
  );
}

interface Props extends ButtonProps {
  /** The chosen country's ISO code, once the country list has loaded. */
  code?: string;
  label: string;
}

export const CountryTrigger = forwardRef<HTMLButtonElement, Props>(function CountryTrigger({ code, label, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <Button ref={ref} size="sm" variant="outline" aria-label={t('country.selectLabel', { country: label })} aria-haspopup="dialog" {...props}>
      {code ? <Flag code={code} /> : <Globe aria-hidden="true" size={16} />}
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {label}
      </Text>
      <ChevronDown aria-hidden="true" size={14} />
    </Button>
  );
});
