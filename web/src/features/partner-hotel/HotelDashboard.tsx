// The hotel dashboard (/hotel-dashboard/*): its screens are declared here, inside the back-office shell.
// The route guard in app/router.tsx admits only its role.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { DashboardComingSoon } from '../backoffice/DashboardComingSoon';

export function HotelDashboard() {
  const { t } = useTranslation('backoffice');
  return (
    <BackOfficeLayout portal="hotel" navigation={[{ path: '', label: t('overview.title') }]}>
      <Routes>
        <Route path="*" element={<DashboardComingSoon />} />
      </Routes>
    </BackOfficeLayout>
  );
}
