// A dashboard screen not built yet: says so plainly instead of an empty page.
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from './BackOfficeLayout';

export function DashboardComingSoon() {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <ScreenTitle>{t('overview.title')}</ScreenTitle>
      <Text color="gray.700">{t('overview.soon')}</Text>
    </>
  );
}
