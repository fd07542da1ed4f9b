// Loading, empty and failure states of the partner screens.
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function LoadingRows() {
  return (
    <Stack gap="3" aria-hidden="true">
      <Skeleton height="10" />
      <Skeleton height="10" />
      <Skeleton height="10" />
    </Stack>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('partners');
  return (
    <Stack role="alert" align="start" gap="3" py="6">
      <Text>{t('states.failed')}</Text>
      <Button size="sm" colorPalette="terracotta" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </Stack>
  );
}

export function NothingYet({ children }: { children: string }) {
  return (
    <Text py="6" color="gray.700" data-testid="empty-state">
      {children}
    </Text>
  );
}
