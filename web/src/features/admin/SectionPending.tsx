// A section whose screens are not built yet says so plainly, instead of an empty page.
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from './admin-ui';

export function SectionPending() {
  const { t } = useTranslation('admin');
  return (
    <Stack>
      <AdminPageHeader title={t('pending.title')} />
      <Text color="gray.700">{t('pending.body')}</Text>
    </Stack>
  );
}
