// People: accounts and clients, and (admins only) the sub-admins.
import { Button, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { PeopleListPage } from './PeopleListPage';
import { SubadminsPage } from './SubadminsPage';

export function PeopleSection() {
  const { t } = useTranslation('admin');
  const isAdmin = useSession().user?.role === 'ADMIN';
  const tabs = [
    { to: '.', label: t('people.accounts'), end: true },
    { to: 'clients', label: t('people.clients'), end: false },
    ...(isAdmin ? [{ to: 'subadmins', label: t('people.subadmins'), end: false }] : []),
  ];
  return (
    <Stack gap="4">
      <Flex as="nav" aria-label={t('people.views')} gap="2" wrap="wrap">
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end}>
            {({ isActive }) => (
              <Button as="span" size="sm" colorPalette="terracotta" variant={isActive ? 'solid' : 'outline'}>
                {tab.label}
              </Button>
            )}
          </NavLink>
        ))}
      </Flex>
      <Routes>
        <Route index element={<PeopleListPage clients={false} />} />
        <Route path="clients" element={<PeopleListPage clients />} />
        {isAdmin && <Route path="subadmins" element={<SubadminsPage />} />}
      </Routes>
    </Stack>
  );
}
