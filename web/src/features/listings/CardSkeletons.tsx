// A list page's loading state: placeholders in the shape of its cards. Apart from ListStates, whose empty and failure
// states a page with results never shows: a list page loads their code only when it shows one.
import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';

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
