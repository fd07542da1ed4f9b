// The signed-in visitor's avatar and name in the header: it opens the account menu (UserMenu, AccountMenu).
import { Button, type ButtonProps, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../session/UserAvatar';
import type { Viewer } from '../session/useSession';

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
