// Header account area (spec §2): Sign In / Register when signed out; avatar menu with profile links and
// Log out when signed in. The menu itself (a popover) loads when first opened.
import { Button, type ButtonProps, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { forwardRef, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../session/UserAvatar';
import { useSession, type Viewer } from '../session/useSession';

const loadMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadMenu);

export const AccountTrigger = forwardRef<HTMLButtonElement, ButtonProps & { user: Viewer; displayName: string }>(function AccountTrigger(
  { user, displayName, ...props },
  ref,
) {
  const { t } = useTranslation('auth');
  return (
    <Button ref={ref} size="sm" variant="ghost" px="1" aria-label={t('menu.label', { name: displayName })} data-testid="user-menu" {...props}>
      <UserAvatar user={user} />
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="32" truncate>
        {displayName}
      </Text>
      <ChevronDown aria-hidden="true" size={14} />
    </Button>
  );
});

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();

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
