// The signed-in user's menu: profile, bookings, settings (desktop only) and Log out (spec §2).
import { Box, Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SessionDeleteDocument } from '../../gql/graphql';
import { useSetViewer, type Viewer } from '../session/useSession';
import { AccountTrigger } from './AccountTrigger';
import { popoverRecipe } from '../../app/overlay-recipes';

const menuLinks = [
  { path: '/profile', labelKey: 'menu.profile', desktopOnly: false },
  { path: '/profile/bookings', labelKey: 'menu.bookings', desktopOnly: false },
  { path: '/favourites', labelKey: 'saved:links.favourites', desktopOnly: false },
  { path: '/profile/settings', labelKey: 'menu.settings', desktopOnly: true },
] as const;

export default function AccountMenu({ user, displayName }: { user: Viewer; displayName: string }) {
  const { t } = useTranslation(['auth', 'profile', 'saved']);
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  // It loads because the visitor opened it.
  const [open, setOpen] = useState(true);
  const [deleteSession, { loading: signingOut }] = useMutation(SessionDeleteDocument);

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
    <Popover.Root recipe={popoverRecipe} open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <AccountTrigger user={user} displayName={displayName} />
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
