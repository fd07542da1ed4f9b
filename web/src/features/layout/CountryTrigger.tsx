// The header's country button: light, so the page paints without the menu's code; the menu loads on first use.
// Its flag loads beside it, the chosen country's alone (the menu's 54 flags are one 7 KB chunk, CountryFlag): until
// then a flag-sized gap keeps the label still.
import { Box, Button, type ButtonProps, Text } from '@chakra-ui/react';
import { ChevronDown, Globe } from 'lucide-react';
import { type ComponentType, forwardRef, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** Each African country's flag (the same drawings as CountryFlag's), a file of its own loaded when shown. */
const flagSources = import.meta.glob<string>(
  '../../../../node_modules/country-flag-icons/3x2/{AO,BF,BI,BJ,BW,CD,CF,CG,CI,CM,CV,DJ,DZ,EG,ER,ET,GA,GH,GM,GN,GQ,GW,KE,KM,LR,LS,LY,MA,MG,ML,MR,MU,MW,MZ,NA,NE,NG,RW,SC,SD,SL,SN,SO,SS,ST,SZ,TD,TG,TN,TZ,UG,ZA,ZM,ZW}.svg',
  { query: '?raw', import: 'default' },
);
const flags = new Map<string, ComponentType>();

/** A country's flag as inline SVG, decorative as CountryFlag's; loaded once per country. */
function flagOf(code: string) {
  const source = Object.entries(flagSources).find(([path]) => path.endsWith(`/${code}.svg`))?.[1];
  if (!source) return null;
  let Flag = flags.get(code);
  if (!Flag) {
    Flag = lazy(async () => {
      const [, viewBox, drawing] = /^<svg[^>]*viewBox="([^"]+)"[^>]*>(.*)<\/svg>\s*$/s.exec(await source()) ?? [];
      return {
        default: () => (
          <svg
            data-flag={code}
            aria-hidden="true"
            viewBox={viewBox}
            style={{ width: '1.5em', height: '1em', flexShrink: 0, borderRadius: '2px' }}
            // The package's own drawing, built in: no visitor's text reaches it.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a flag file of the package, not user content.
            dangerouslySetInnerHTML={{ __html: drawing ?? '' }}
          />
        ),
      };
    });
    flags.set(code, Flag);
  }
  return Flag;
}

interface Props extends ButtonProps {
  /** The chosen country's ISO code, once the country list has loaded. */
  code?: string;
  label: string;
}

export const CountryTrigger = forwardRef<HTMLButtonElement, Props>(function CountryTrigger({ code, label, ...props }, ref) {
  const { t } = useTranslation();
  const Flag = code ? flagOf(code) : null;
  return (
    <Button ref={ref} size="sm" variant="outline" aria-label={t('country.selectLabel', { country: label })} aria-haspopup="dialog" {...props}>
      {Flag ? (
        <Suspense fallback={<Box as="span" width="1.5em" height="1em" flexShrink={0} />}>
          <Flag />
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
