// My bookings (spec §2): the list arrives with the bookings issue; until then, the empty state.
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ProfileShell } from './ProfileShell';

export function BookingsPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileShell title={t('bookings.title')}>
      <Box textAlign="center" py="12" bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100">
        <Heading as="h2" size="lg">
          {t('bookings.empty')}
        </Heading>
        <Text mt="2" color="gray.600">
          {t('bookings.emptyText')}
        </Text>
      </Box>
    </ProfileShell>
  );
}
