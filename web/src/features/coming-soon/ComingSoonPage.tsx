// Placeholder for routes other issues will build; replace the route's element in app/router.tsx.
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="16" textAlign="center">
      <Heading as="h1" size="2xl">
        {t(titleKey)}
      </Heading>
      <Text mt="3" color="gray.600">
        {t('comingSoon.text')}
      </Text>
    </Box>
  );
}
