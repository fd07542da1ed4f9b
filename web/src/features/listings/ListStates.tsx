// Loading, empty and failure states shared by the list pages.
import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const SKELETON_COUNT = 6;

export function CardSkeletons({ columns }: { columns: Record<string, number> }) {
  return (
    <SimpleGrid columns={columns} gap="5" aria-hidden="true">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, identical and never reordered.
        <Box key={index} bg="white" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="terracotta.100" data-testid="card-skeleton">
          <Skeleton aspectRatio="8 / 5" rounded="none" />
          <Stack p="4" gap="3">
            <Skeleton height="5" width="70%" />
            <Skeleton height="4" width="50%" />
            <Skeleton height="4" width="30%" />
            <Skeleton height="8" width="full" />
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}

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
