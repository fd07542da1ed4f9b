// Stand-in for /finderResults until the AI package issue lands; it shows the request the hero sent.
import { Badge, Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

const shown = ['country', 'date', 'endDate', 'journeyers', 'budget', 'prefs'] as const;

export function FinderResultsPlaceholderPage() {
  const { t } = useTranslation('home');
  const [params] = useSearchParams();
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="16" textAlign="center" data-testid="finder-results">
      <Heading as="h1" size="2xl">
        {t('finderResults.title')}
      </Heading>
      <Text mt="3" color="gray.600">
        {t('finderResults.soon')}
      </Text>
      <Flex mt="4" gap="2" wrap="wrap" justify="center">
        {shown.map((name) =>
          params.get(name) ? (
            <Badge key={name} colorPalette="forest" variant="subtle">
              {t(`finderResults.${name}`, { value: params.get(name) })}
            </Badge>
          ) : null,
        )}
      </Flex>
    </Box>
  );
}
