// The admin dashboard (/admin-dashboard/*): its screens are declared here, inside the back-office shell.
// The route guard in app/router.tsx admits only its role.
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { DashboardComingSoon } from '../backoffice/DashboardComingSoon';

const AdminSupportPage = lazy(async () => ({ default: (await import('./support/AdminSupportPage')).AdminSupportPage }));

export function AdminDashboard() {
  const { t } = useTranslation(['backoffice', 'support']);
  return (
    <BackOfficeLayout
      portal="admin"
      navigation={[
        { path: '', label: t('overview.title') },
        { path: 'support', label: t('support:admin.title') },
      ]}
    >
      <Routes>
        <Route path="support" element={<AdminSupportPage />} />
        <Route path="*" element={<DashboardComingSoon />} />
      </Routes>
    </BackOfficeLayout>
  );
}
