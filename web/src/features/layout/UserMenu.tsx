// Header account area (spec §2): Sign In / Register when signed out; avatar menu with profile links and Log out when signed in.
import { Box, Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SessionDeleteDocument } from '../../gql/graphql';
import { UserAvatar } from '../session/UserAvatar';
import { useSession, useSetViewer } from '../session/useSession';

const menuLinks = [
  { path: '/profile', labelKey: 'menu.profile', desktopOnly: false },
  { path: '/profile/bookings', labelKey: 'menu.bookings', desktopOnly: false },
  { path: '/profile/settings', labelKey: 'menu.settings', desktopOnly: true },
] as const;

export function UserMenu() {
  const { t } = useTranslation(['auth', 'profile']);
  const { user } = useSession();
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleteSession, { loading: signingOut }] = useMutation(SessionDeleteDocument);

  if (!user) {
    return (
      <>
        <Button asChild size="sm" variant="ghost" display={{ base: 'none', sm: 'inline-flex' }}>
          <RouterLink to="/auth/signin">{t('common:auth.signIn')}</RouterLink>
        </Button>
        <Button asChild size="sm" colorPalette="terracotta">
          <RouterLink to="/auth/register">{t('common:auth.register')}</RouterLink>
        </Button>
      </>
    );
  }

  const displayName = user.name || t('profile:fallbackName');

  async function signOut() {
    try {
      await deleteSession();
    } catch (error) {
      // Spec §8: a failed logout is logged; the local session is cleared regardless.
      console.error('Sign-out failed', error);
    }
    setOpen(false);
    setViewer(null);
    navigate('/');
  }

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="ghost" px="1" aria-label={t('menu.label', { name: displayName })} data-testid="user-menu">
          <UserAvatar user={user} />
          <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="32" truncate>
            {displayName}
          </Text>
          <ChevronDown aria-hidden="true" size={14} />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="60">
            <Popover.Body p="2">
              <Popover.Title srOnly>{t('menu.title')}</Popover.Title>
              <Box px="2" py="1">
                <Text fontWeight="semibold" truncate>
                  {displayName}
                </Text>
                <Text fontSize="sm" color="gray.600" truncate>
                  {user.email}
                </Text>
              </Box>
              <Box as="hr" my="2" borderColor="gray.200" />
              <Stack as="ul" listStyleType="none" gap="0">
                {menuLinks.map(({ path, labelKey, desktopOnly }) => (
                  <Box as="li" key={path} display={desktopOnly ? { base: 'none', md: 'block' } : undefined}>
                    <Button asChild variant="ghost" size="sm" width="full" justifyContent="flex-start">
                      <RouterLink to={path} onClick={() => setOpen(false)}>
                        {t(labelKey)}
                      </RouterLink>
                    </Button>
                  </Box>
                ))}
                <li>
                  <Button variant="ghost" size="sm" width="full" justifyContent="flex-start" loading={signingOut} onClick={() => void signOut()}>
                    {t('menu.logout')}
                  </Button>
                </li>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
