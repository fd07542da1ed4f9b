import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { CountryInUrl, useCountrySettled } from '../../app/country';
import { PageLive } from '../../app/first-paint';
import { scrollToTop } from '../../app/scroll';
import { CountrySwitchHost } from '../country-switch/CountrySwitchHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageFallback } from './PageFallback';
import { ToastHost } from '../session/ToastHost';
import { NewVersionPrompt } from '../offline/NewVersionPrompt';
import { OfflineBanner } from '../offline/OfflineBanner';
import { PageErrorBoundary } from '../not-found/RouteErrorPage';

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A legacy link's country name is resolved before the page asks for anything in that country.
  const countrySettled = useCountrySettled();
  // Not on arrival: a visitor may have scrolled the painted page before the app hydrated it.
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: spec §2, every route change scrolls to the top.
  useEffect(() => {
    if (arrived.current) scrollToTop();
    arrived.current = true;
  }, [pathname]);

  return (
    <Flex direction="column" minH="100dvh">
      <Box asChild position="absolute" insetStart="2" top="-12" zIndex="skipLink" bg="white" px="3" py="2" rounded="md" _focus={{ top: '2' }}>
        <a href="#main">{t('a11y.skipToContent')}</a>
      </Box>
      <Header />
      <OfflineBanner />
      <NewVersionPrompt />
      {/* At least a screen high: the footer never shows, then jumps, while a page loads. */}
      <Box as="main" id="main" tabIndex={-1} flex="1" minH="100dvh" outline="none">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageFallback />}>
            {countrySettled ? <Outlet /> : <PageFallback />}
            <PageLive />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <Footer />
      <CountrySwitchHost />
      <ToastHost />
      {/* Last, so its effects run after the page's, as the layout's own do. */}
      <CountryInUrl />
    </Flex>
  );
}
