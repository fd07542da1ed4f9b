// Header account area (spec §2): Sign In / Register when signed out; avatar menu with profile links and
// Log out when signed in; neither while who is signed in is still to be known. The menu itself (a popover) loads when
// first opened.
import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useHydrated } from '../../app/browser-setting';
import { PaintedMaybeSignedIn } from '../../app/first-paint';
import { useCheckedSession } from '../session/useCheckedSession';
import type { Viewer } from '../session/useSession';
import { AccountTrigger } from './AccountTrigger';

const loadMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadMenu);

export function UserMenu() {
  const { t } = useTranslation();
  const { user, checking } = useCheckedSession();
  // A visitor who may be signed in is painted with neither Sign In nor the account (the server cannot tell who it is),
  // and hydrated so; then, until the app knows, the same. One who cannot be is painted signed out, and hydrated so.
  const maybeSignedIn = useContext(PaintedMaybeSignedIn);
  const hydrated = useHydrated();
  if (hydrated ? checking : maybeSignedIn && !user) {
    return <Box aria-hidden="true" width="8" height="8" data-testid="account-pending" />;
  }

  if (!user) {
    return (
      <>
        <Button asChild size="sm" variant="ghost" px="2">
          <RouterLink to="/auth/signin">{t('auth.signIn')}</RouterLink>
        </Button>
        {/* On a phone, Register is in the More sheet. */}
        <Button asChild size="sm" colorPalette="terracotta" display={{ base: 'none', sm: 'inline-flex' }}>
          <RouterLink to="/auth/register">{t('auth.register')}</RouterLink>
        </Button>
      </>
    );
  }

  return (
    <Suspense fallback={null}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}

/** Its own component: only a signed-in visitor loads the account texts. */
function SignedInMenu({ user }: { user: Viewer }) {
  const { t } = useTranslation(['auth', 'profile']);
  const [menuWanted, setMenuWanted] = useState(false);
  const displayName = user.name || t('profile:fallbackName');
  const trigger = <AccountTrigger user={user} displayName={displayName} onPointerEnter={() => void loadMenu()} onClick={() => setMenuWanted(true)} />;
  if (!menuWanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AccountMenu user={user} displayName={displayName} />
    </Suspense>
  );
}
