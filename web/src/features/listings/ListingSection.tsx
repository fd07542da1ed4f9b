// A titled panel of a listing's page (its map, reviews, cancellation terms): a section named by its heading.
import { Box, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

export function ListingSection({ heading, testId, children }: { heading: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid={testId}
      bg="white"
      rounded="xl"
      p={{ base: '4', md: '6' }}
      borderWidth="1px"
      borderColor="terracotta.100"
    >
      <Heading as="h2" size="lg" id={headingId} mb="2">
        {heading}
      </Heading>
      {children}
    </Box>
  );
}
