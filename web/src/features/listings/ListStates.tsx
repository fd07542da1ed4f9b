// Empty and failure states shared by the list pages (their loading state is CardSkeletons): loaded when shown.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function EmptyState({ title, hint, onClear }: { title: string; hint?: string; onClear: () => void }) {
  const { t } = useTranslation('listings');
  return (
    <Stack align="center" textAlign="center" py="12" gap="3" data-testid="empty-state">
      <SearchX aria-hidden="true" size={40} color="var(--chakra-colors-ochre-600)" />
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="gray.700">{hint ?? t('empty.hint')}</Text>
      <Button colorPalette="terracotta" variant="outline" onClick={onClear}>
        {t('empty.clear')}
      </Button>
    </Stack>
  );
}

/** `detail` is the server's message when it says more than the title. */
export function ErrorState({ title, detail, onRetry }: { title: string; detail?: string; onRetry: () => void }) {
  const { t } = useTranslation('listings');
  return (
    <Stack align="center" textAlign="center" py="12" gap="3" role="alert" data-testid="error-state">
      <TriangleAlert aria-hidden="true" size={40} color="var(--chakra-colors-terracotta-600)" />
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {detail && detail !== title && <Text color="gray.700">{detail}</Text>}
      <Button colorPalette="terracotta" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </Stack>
  );
}
