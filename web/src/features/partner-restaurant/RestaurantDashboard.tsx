// The restaurant dashboard (/restaurant-dashboard/*): its screens are declared here, inside the back-office shell.
// The route guard in app/router.tsx admits only its role.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { DashboardComingSoon } from '../backoffice/DashboardComingSoon';
import { API_KEYS_PATH, ApiKeysScreen } from '../partner-api-keys/ApiKeysScreen';

export function RestaurantDashboard() {
  const { t } = useTranslation('backoffice');
  return (
    <BackOfficeLayout portal="restaurant" navigation={[{ path: '', label: t('overview.title') }, { path: API_KEYS_PATH, label: t('apiKeys.nav') }]}>
      <Routes>
        <Route path={API_KEYS_PATH} element={<ApiKeysScreen />} />
        <Route path="*" element={<DashboardComingSoon />} />
      </Routes>
    </BackOfficeLayout>
  );
}
