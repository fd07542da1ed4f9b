import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { CountrySelector } from './CountrySelector';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';
import { SessionWatcher } from '../session/SessionWatcher';

const navigation = [
  { path: '/tours', labelKey: 'nav.tours' },
  { path: '/restaurants', labelKey: 'nav.restaurants' },
  { path: '/hotels', labelKey: 'nav.hotels' },
  { path: '/transport', labelKey: 'nav.rides' },
  { path: '/nightlife', labelKey: 'nav.leisure' },
] as const;

export function Header() {
  const { t } = useTranslation();
  const [country] = useSelectedCountry();

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="terracotta.100" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="2" align="center" gap="3" wrap="wrap">
        <Link asChild fontWeight="bold" fontSize="xl" color="terracotta.700" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={withCountry('/', country)}>{t('brand')}</RouterLink>
        </Link>
        <HStack gap="2" marginStart="auto">
          <CountrySelector />
          <LanguageSwitcher />
          <UserMenu />
          <SessionWatcher />
        </HStack>
      </Flex>
      <Box as="nav" aria-label={t('nav.label')} borderTopWidth="1px" borderColor="terracotta.50" overflowX="auto">
        <HStack as="ul" listStyleType="none" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} gap="1">
          {navigation.map(({ path, labelKey }) => (
            <li key={path}>
              <Link
                asChild
                display="inline-block"
                px="3"
                py="2"
                whiteSpace="nowrap"
                color="gray.700"
                fontWeight="medium"
                borderBottomWidth="2px"
                borderColor="transparent"
                _hover={{ color: 'terracotta.700', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { color: 'var(--chakra-colors-terracotta-700)', borderColor: 'var(--chakra-colors-terracotta-500)' } }}
              >
                <NavLink to={withCountry(path, country)}>{t(labelKey)}</NavLink>
              </Link>
            </li>
          ))}
        </HStack>
      </Box>
    </Box>
  );
}
