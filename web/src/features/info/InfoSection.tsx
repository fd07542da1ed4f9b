import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TextSection {
  heading: string;
  body: string;
}

/** The frame of the information pages: heading, lead, optional "last updated" line, content. */
export function InfoLayout({ title, lead, updated, children }: { title: string; lead?: string; updated?: string; children: ReactNode }) {
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="3xl" mb="3">
        {title}
      </Heading>
      {updated && (
        <Text color="gray.600" fontSize="sm" mb="3" data-testid="last-updated">
          {updated}
        </Text>
      )}
      {lead && (
        <Text fontSize="lg" color="gray.800" mb="6">
          {lead}
        </Text>
      )}
      <Stack gap="6">{children}</Stack>
    </Box>
  );
}

export function InfoSection({ heading, children, id }: { heading: string; children: ReactNode; id?: string }) {
  const headingId = id ?? `section-${heading.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" mb="2" id={headingId}>
        {heading}
      </Heading>
      {children}
    </Box>
  );
}

export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <InfoSection key={section.heading} heading={section.heading} id={`section-${index}`}>
          <Text color="gray.800">{section.body}</Text>
        </InfoSection>
      ))}
    </>
  );
}
