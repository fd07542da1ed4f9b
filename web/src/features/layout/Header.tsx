import { Box, Button, Flex, HStack, Link } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { bookingTypes, kindUi } from '../../app/kinds';
import { CountrySelector } from './CountrySelector';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CurrencySelect } from '../currency/CurrencySelect';
import { TabLink } from './TabLink';
import { UserMenu } from './UserMenu';
import { SearchCombobox } from '../search/SearchCombobox';
import { SessionWatcher } from '../session/SessionWatcher';
import { CartLink } from '../saved/CartLink';
import { SavedListsSync } from '../saved/SavedListsSync';

const navigation = bookingTypes.map((type) => ({ path: kindUi[type].listPath, labelKey: `nav.${kindUi[type].navKey}` as const }));

const loadMoreSheet = () => import('./MoreSheet');
const MoreSheet = lazy(loadMoreSheet);

export function Header() {
  const { t } = useTranslation();
  const [country] = useSelectedCountry();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const hotels = kindUi.HOTEL.listPath;

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="terracotta.100" position="sticky" top="0" zIndex="sticky">
      {/* 52 px high, like the HTML shell's header (web/index.html), so nothing moves when the app takes over. */}
      {/* On a 360 px phone the row fits in every language: the brand is the one part that gives way (it shortens). */}
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="2" minH="52px" align="center" gap={{ base: '1', sm: '3' }}>
        <Link
          asChild
          fontWeight="bold"
          fontSize={{ base: 'md', sm: 'xl' }}
          whiteSpace="nowrap"
          minW="0"
          flexShrink={1}
          overflow="hidden"
          textOverflow="ellipsis"
          display="block"
          color="terracotta.700"
          _hover={{ textDecoration: 'none' }}
        >
          <RouterLink to={withCountry('/', country)}>{t('brand')}</RouterLink>
        </Link>
        {/* From a tablet up; on a phone each list page has the same box above its results. */}
        <Box display={{ base: 'none', md: 'block' }} flex="1" maxW="md" mx="4">
          <SearchCombobox
            country={country}
            label={t('siteSearch.label')}
            placeholder={t('siteSearch.placeholder')}
            onSearch={(q) => q && navigate(`${withCountry(hotels, country)}&q=${encodeURIComponent(q)}`)}
            cityListPath={hotels}
            compact
          />
        </Box>
        <HStack gap={{ base: '0.5', sm: '2' }} marginStart="auto" flexShrink={0}>
          <CountrySelector />
          {/* On a phone the language is in the More sheet. */}
          <Box display={{ base: 'none', sm: 'block' }}>
            <LanguageSwitcher />
          </Box>
          {/* On a phone and a small tablet the currency is in the More sheet. */}
          <Box display={{ base: 'none', md: 'block' }}>
            <CurrencySelect />
          </Box>
          <CartLink />
          <UserMenu />
          <Button
            ref={moreButton}
            size="sm"
            variant="ghost"
            px="2"
            display={{ base: 'inline-flex', md: 'none' }}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadMoreSheet()}
            onClick={() => setMoreOpen(true)}
            data-testid="more-button"
          >
            <Menu aria-hidden="true" size={18} />
            {/* The icon only, so the cart fits beside it on a phone; the name stays for screen readers. */}
            <Box as="span" srOnly>
              {t('nav.more')}
            </Box>
          </Button>
          <SessionWatcher />
          <SavedListsSync />
        </HStack>
        {moreOpen && (
          <Suspense fallback={null}>
            <MoreSheet onClose={() => setMoreOpen(false)} finalFocus={() => moreButton.current} />
          </Suspense>
        )}
      </Flex>
      {/* Every kind in view on a phone: the tabs wrap to a second row rather than scroll sideways out of sight. */}
      <Box as="nav" aria-label={t('nav.label')} borderTopWidth="1px" borderColor="terracotta.50">
        <HStack as="ul" listStyleType="none" maxW="7xl" mx="auto" px={{ base: '1', md: '6' }} gap={{ base: '0', md: '1' }} flexWrap="wrap">
          {navigation.map(({ path, labelKey }) => (
            <li key={path}>
              <TabLink to={withCountry(path, country)} whiteSpace="nowrap" fontWeight="medium" px={{ base: '2.5', md: '3' }}>
                {t(labelKey)}
              </TabLink>
            </li>
          ))}
        </HStack>
      </Box>
    </Box>
  );
}
