// /dashboard/login (spec §2): partners and admins sign in here; a subdomain names the portal. Once signed
// in, an account goes back to the dashboard it asked for (when it is its own) or to its role's dashboard.
import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { type Role, SessionCreateDocument } from '../../gql/graphql';
import { AuthCard } from '../auth/AuthCard';
import { CredentialsFields, useCredentials } from '../auth/CredentialsFields';
import { FormMessage } from '../auth/FormMessage';
import { errorText } from '../../app/errors';
import { LanguageSwitcher } from '../layout/LanguageSwitcher';
import { PageFallback } from '../layout/PageFallback';
import { useCheckedSession } from '../session/useCheckedSession';
import { useSetViewer } from '../session/useSession';
import { dashboardPath, portalOfRole } from './portal';
import { type Portal, portalOfHost, portals, rememberPortal } from './portal-host';

/** Where a signed-in account goes: the page it asked for when it is inside its own dashboard, else its dashboard. */
function destinationOf(role: Role, next: string | null): string | null {
  const own = portalOfRole(role);
  if (!own) return null;
  const home = dashboardPath(own);
  return next && (next === home || next.startsWith(`${home}/`) || next.startsWith(`${home}?`)) ? next : home;
}

export function DashboardLoginPage() {
  const { t } = useTranslation(['backoffice', 'auth', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setViewer = useSetViewer();
  const { user, checking } = useCheckedSession();
  const credentials = useCredentials();
  const [error, setError] = useState<string | null>(null);
  const [createSession, { loading: submitting }] = useMutation(SessionCreateDocument);
  const next = params.get('next');
  const denied = portals.find((portal) => portal === params.get('denied')) ?? null;
  const portal: Portal | null = portalOfHost(window.location.hostname) ?? denied;
  const title = portal ? t('login.portalTitle', { portal: t(`portal.${portal}`) }) : t('login.title');

  // Already signed in with a dashboard (and not just refused one): straight to it.
  const signedInDestination = user && !denied ? destinationOf(user.role, next) : null;
  if (signedInDestination) return <Navigate to={signedInDestination} replace />;
  if (checking) return <PageFallback />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!credentials.complete()) return;
    setError(null);
    try {
      const { data } = await createSession({ variables: { input: credentials.input } });
      const payload = data?.sessionCreate;
      const problem = payload?.userErrors[0];
      if (problem || !payload?.user) return setError(problem ? errorText(t, problem, 'auth') : t('auth:signIn.failed'));
      setViewer(payload.user);
      const destination = destinationOf(payload.user.role, next);
      if (!destination) return setError(t('login.notBackOffice'));
      rememberPortal(portalOfRole(payload.user.role));
      navigate(destination, { replace: true });
    } catch {
      setError(t('auth:signIn.failed'));
    }
  }

  return (
    <Flex direction="column" minH="100dvh">
      <Flex as="header" bg="white" borderBottomWidth="1px" borderColor="terracotta.100" px={{ base: '3', md: '6' }} py="2" minH="52px" align="center">
        <Text fontWeight="bold" fontSize="lg" color="terracotta.700">
          {t('common:brand')}
        </Text>
        <Box marginStart="auto">
          <LanguageSwitcher />
        </Box>
      </Flex>
      <Box as="main" id="main" flex="1">
        <AuthCard
          title={title}
          lead={t('login.lead')}
          footer={
            <>
              <Link asChild color="terracotta.700">
                <RouterLink to="/auth/forgot">{t('auth:signIn.forgot')}</RouterLink>
              </Link>
              <Link asChild color="terracotta.700">
                <RouterLink to="/auth/signin">{t('login.travellerSignIn')}</RouterLink>
              </Link>
            </>
          }
        >
          <form ref={credentials.formRef} onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="4">
              {denied && !error && <FormMessage tone="warning">{t('guard.wrongRole')}</FormMessage>}
              {error && <FormMessage tone="error">{error}</FormMessage>}
              <CredentialsFields credentials={credentials} emailAutoComplete="username" />
              <Button type="submit" colorPalette="terracotta" loading={submitting} loadingText={t('auth:signIn.submitting')}>
                {t('auth:signIn.submit')}
              </Button>
              <Link asChild fontSize="sm" color="terracotta.700" alignSelf="center">
                <RouterLink to="/">{t('login.home')}</RouterLink>
              </Link>
            </Stack>
          </form>
        </AuthCard>
      </Box>
    </Flex>
  );
}
