// The frame of every dashboard (spec §2 'Back-office and portals'): the product's name and the portal,
// the signed-in account and sign-out, the dashboard's navigation (a side list on wide screens, a drawer
// on phones) and a skip link. No country selector and no loading overlay here.
import { Box, Button, ChakraProvider, CloseButton, Drawer, Flex, Heading, HStack, Link, Portal as Layer, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Menu } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { SessionDeleteDocument } from '../../gql/graphql';
import { LanguageSwitcher } from '../layout/LanguageSwitcher';
import { PageFallback } from '../layout/PageFallback';
import { PageErrorBoundary } from '../not-found/RouteErrorPage';
import { NewVersionPrompt } from '../offline/NewVersionPrompt';
import { ToastHost } from '../session/ToastHost';
import { useSession, useSetViewer } from '../session/useSession';
import { backOfficeSystem } from './backoffice-system';
import { DASHBOARD_LOGIN_PATH, dashboardPath } from './portal';
import { type Portal, rememberPortal } from './portal-host';

/** One entry of a dashboard's navigation: `path` is below the dashboard's own path ('' for its home). */
export interface BackOfficeNavItem {
  path: string;
  label: string;
  icon?: ReactNode;
}

export function BackOfficeLayout({ portal, navigation, children }: { portal: Portal; navigation: readonly BackOfficeNavItem[]; children: ReactNode }) {
  const { t } = useTranslation(['backoffice', 'common']);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const portalName = t(`backoffice:portal.${portal}`);
  const home = dashboardPath(portal);
  const links = navigation.map((item) => ({ ...item, to: item.path ? `${home}/${item.path}` : home }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen closes the phone menu and starts at the top.
  useEffect(() => {
    setMenuOpen(false);
    window.scrollTo({ top: 0 });
  }, [pathname]);

  const navList = (
    <Stack as="ul" listStyleType="none" gap="1">
      {links.map(({ to, label, icon, path }) => (
        <li key={to}>
          <Link
            asChild
            display="flex"
            alignItems="center"
            gap="2"
            px="3"
            py="2"
            rounded="md"
            color="gray.800"
            _hover={{ bg: 'terracotta.50', textDecoration: 'none' }}
            css={{ '&[aria-current=page]': { bg: 'terracotta.100', color: 'terracotta.800', fontWeight: 'semibold' } }}
          >
            <NavLink to={to} end={path === ''}>
              {icon}
              {label}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );

  return (
    <ChakraProvider value={backOfficeSystem}>
      <Flex direction="column" minH="100dvh" bg="gray.50">
        <Box asChild position="absolute" insetStart="2" top="-12" zIndex="skipLink" bg="white" px="3" py="2" rounded="md" _focus={{ top: '2' }}>
          <a href="#main">{t('common:a11y.skipToContent')}</a>
        </Box>
        <Box as="header" bg="white" borderBottomWidth="1px" borderColor="terracotta.100" position="sticky" top="0" zIndex="sticky">
          <Flex px={{ base: '3', md: '6' }} py="2" minH="52px" align="center" gap="3">
            <Button
              size="sm"
              variant="ghost"
              px="2"
              display={{ base: 'inline-flex', md: 'none' }}
              aria-label={t('backoffice:layout.openMenu')}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
            >
              <Menu aria-hidden="true" size={18} />
            </Button>
            <Stack gap="0" minW="0">
              <Text fontWeight="bold" fontSize={{ base: 'md', sm: 'lg' }} color="terracotta.700" lineHeight="short" truncate>
                {t('common:brand')}
              </Text>
              <Text fontSize="xs" color="gray.600" truncate>
                {portalName}
              </Text>
            </Stack>
            <HStack gap="2" marginStart="auto">
              <Box display={{ base: 'none', sm: 'block' }}>
                <LanguageSwitcher />
              </Box>
              <AccountArea />
            </HStack>
          </Flex>
        </Box>
        <NewVersionPrompt />
        <Flex flex="1" align="stretch">
          <Box
            as="nav"
            aria-label={t('backoffice:layout.navigation')}
            display={{ base: 'none', md: 'block' }}
            width="60"
            flexShrink={0}
            bg="white"
            borderEndWidth="1px"
            borderColor="terracotta.100"
            p="3"
          >
            {navList}
          </Box>
          <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" outline="none" px={{ base: '3', md: '8' }} py={{ base: '4', md: '6' }}>
            <PageErrorBoundary key={pathname}>
              <Suspense fallback={<PageFallback />}>{children}</Suspense>
            </PageErrorBoundary>
          </Box>
        </Flex>
        <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start">
          <Layer>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>{portalName}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Box as="nav" aria-label={t('backoffice:layout.navigation')}>
                    {navList}
                  </Box>
                  <Box mt="4" display={{ base: 'block', sm: 'none' }}>
                    <LanguageSwitcher />
                  </Box>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('backoffice:layout.close')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Layer>
        </Drawer.Root>
        <ToastHost />
      </Flex>
    </ChakraProvider>
  );
}

/** The signed-in account and sign-out. */
function AccountArea() {
  const { t } = useTranslation('backoffice');
  const { user } = useSession();
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const [deleteSession, { loading }] = useMutation(SessionDeleteDocument);
  if (!user) return null;
  const name = user.name || t('fallbackName');

  async function signOut() {
    try {
      await deleteSession();
    } catch (error) {
      // Spec §8: a failed logout is logged; the local session is cleared regardless.
      console.error('Sign-out failed', error);
    }
    rememberPortal(null);
    setViewer(null);
    navigate(DASHBOARD_LOGIN_PATH, { replace: true });
  }

  return (
    <HStack gap="2">
      <Text fontSize="sm" display={{ base: 'none', md: 'block' }} maxW="48" truncate data-testid="user-menu" title={t('layout.account', { name })}>
        <Box as="span" srOnly>
          {t('layout.account', { name })}
        </Box>
        <span aria-hidden="true">{name}</span>
      </Text>
      <Button size="sm" variant="outline" loading={loading} onClick={() => void signOut()}>
        {t('layout.signOut')}
      </Button>
    </HStack>
  );
}

/** A dashboard screen's title: one h1 per screen, and the tab names it. */
export function ScreenTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${children} · ${t('brand')}`;
  }, [children, t]);
  return (
    <Flex align="center" gap="3" wrap="wrap" mb="5">
      <Heading as="h1" size="2xl">
        {children}
      </Heading>
      {actions && <HStack marginStart="auto">{actions}</HStack>}
    </Flex>
  );
}
