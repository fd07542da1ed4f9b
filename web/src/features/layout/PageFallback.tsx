import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown while a route's chunk downloads. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="8" aria-busy="true" aria-label={t('status.loading')}>
      <Stack gap="4">
        <Skeleton height="8" width="40%" />
        <Skeleton height="48" />
      </Stack>
    </Box>
  );
}
