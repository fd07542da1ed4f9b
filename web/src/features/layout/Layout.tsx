import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useCountryInUrl } from '../../app/country';
import { scrollToTop } from '../../app/scroll';
import { CountrySwitchHost } from '../country-switch/CountrySwitchHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageFallback } from './PageFallback';

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useCountryInUrl();
  useEffect(() => {
    scrollToTop();
  }, [pathname]);

  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        position="absolute"
        insetStart="2"
        top="-12"
        zIndex="skipLink"
        bg="white"
        px="3"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        <a href="#main">{t('a11y.skipToContent')}</a>
      </Box>
      <Header />
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <CountrySwitchHost />
    </Flex>
  );
}
