// The frame of the /profile pages: a heading and the section links.
import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabLink } from '../layout/TabLink';

const sections = [
  { path: '/profile', labelKey: 'nav.profile', end: true },
  { path: '/profile/bookings', labelKey: 'nav.bookings', end: false },
  { path: '/profile/support', labelKey: 'nav.support', end: false },
  { path: '/profile/settings', labelKey: 'nav.settings', end: false },
] as const;

export function ProfileShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('profile');
  useEffect(() => {
    document.title = `${title} · ${t('common:brand')}`;
  }, [title, t]);
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <Box as="nav" aria-label={t('nav.label')} mb="6" borderBottomWidth="1px" borderColor="terracotta.100">
        {/* Every section in view on a phone (Settings too): the tabs wrap rather than scroll sideways. */}
        <HStack as="ul" listStyleType="none" gap={{ base: '0', sm: '1' }} flexWrap="wrap">
          {sections.map(({ path, labelKey, end }) => (
            <li key={path}>
              <TabLink to={path} end={end}>
                {t(labelKey)}
              </TabLink>
            </li>
          ))}
        </HStack>
      </Box>
      {children}
    </Box>
  );
}

/** A titled panel of a profile page. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" p={{ base: '4', md: '6' }}>
      <Text as="h2" id={id} fontSize="lg" fontWeight="semibold" mb="4">
        {title}
      </Text>
      {children}
    </Box>
  );
}
