// Where back-office roles land after sign-in (spec §6); the dashboards come with their own issues.
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function DashboardPlaceholderPage() {
  const { t } = useTranslation('auth');
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="16" textAlign="center">
      <Heading as="h1" size="2xl">
        {t('dashboard.title')}
      </Heading>
      <Text mt="3" color="gray.600">
        {t('dashboard.soon')}
      </Text>
    </Box>
  );
}
