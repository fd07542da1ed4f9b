// The first-visit guide's panel (CountryGuide.tsx shows it once): a non-modal dialog, closed by its button or Escape.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_COUNTRIES_COUNT } from '../../app/constants';

export default function GuidePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('country');
  const titleId = useId();
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
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <Heading as="h2" size="sm" id={titleId} display="flex" alignItems="center" gap="2">
        <Globe aria-hidden="true" size={18} />
        {t('guide.title')}
      </Heading>
      <Text mt="2" fontSize="sm" color="gray.700">
        {t('guide.text', { count: ALL_COUNTRIES_COUNT })}
      </Text>
      <Button mt="3" size="sm" colorPalette="terracotta" onClick={() => onClose()}>
        {t('guide.dismiss')}
      </Button>
    </Box>
  );
}
