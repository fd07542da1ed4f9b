// The admin dashboard (/admin-dashboard/*) for admins and sub-admins, inside the back-office shell: its
// navigation and sub-routes come from admin-sections.ts, each section a lazily loaded chunk.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { adminSections } from './admin-sections';

export function AdminDashboard() {
  const { t } = useTranslation('admin');
  const navigation = adminSections.map((section) => ({ path: section.path, label: t(section.labelKey), icon: <section.icon aria-hidden="true" size={16} /> }));
  return (
    <BackOfficeLayout portal="admin" navigation={navigation}>
      <Routes>
        {adminSections.map((section) => (
          <Route key={section.path} path={section.path ? `${section.path}/*` : undefined} index={!section.path} element={<section.component />} />
        ))}
      </Routes>
    </BackOfficeLayout>
  );
}
