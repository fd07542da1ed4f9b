// First-visit guide (spec §2): after 1 s, once, says the destination changes from the header selector.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Globe } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_COUNTRIES_COUNT, COUNTRY_GUIDE_DELAY_MS, COUNTRY_GUIDE_STORAGE_KEY } from '../../app/constants';

function alreadyShown(): boolean {
  try {
    return localStorage.getItem(COUNTRY_GUIDE_STORAGE_KEY) === '1';
  } catch {
    return true;
  }
}

export function CountryGuide() {
  const { t } = useTranslation('country');
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (alreadyShown()) return;
    const timer = window.setTimeout(() => {
      setOpen(true);
      try {
        localStorage.setItem(COUNTRY_GUIDE_STORAGE_KEY, '1');
      } catch {
        // Private mode: it may show again next visit.
      }
    }, COUNTRY_GUIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="country-guide"
      position="fixed"
      bottom="4"
      insetEnd="4"
      insetStart={{ base: '4', sm: 'auto' }}
      maxW={{ sm: 'sm' }}
      zIndex="popover"
      bg="white"
      rounded="xl"
      shadow="lg"
      borderWidth="1px"
      borderColor="terracotta.200"
      p="4"
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <Heading as="h2" size="sm" id={titleId} display="flex" alignItems="center" gap="2">
        <Globe aria-hidden="true" size={18} />
        {t('guide.title')}
      </Heading>
      <Text mt="2" fontSize="sm" color="gray.700">
        {t('guide.text', { count: ALL_COUNTRIES_COUNT })}
      </Text>
      <Button mt="3" size="sm" colorPalette="terracotta" onClick={() => setOpen(false)}>
        {t('guide.dismiss')}
      </Button>
    </Box>
  );
}
