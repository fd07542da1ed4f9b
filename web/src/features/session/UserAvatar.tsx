import { Flex, Image } from '@chakra-ui/react';
import { initialsOf, type Viewer } from './useSession';

/** The user's picture, or their initials on a coloured disc. Decorative: the name is always shown or labelled beside it. */
export function UserAvatar({ user, size = '8', src }: { user: Viewer; size?: string; src?: string | null }) {
  const picture = src ?? user.avatarUrl;
  if (picture) return <Image src={picture} alt="" boxSize={size} rounded="full" objectFit="cover" flexShrink="0" data-testid="user-avatar-image" />;
  return (
    <Flex
      aria-hidden="true"
      boxSize={size}
      rounded="full"
      bg="terracotta.600"
      color="white"
      align="center"
      justify="center"
      fontWeight="semibold"
      fontSize={size === '8' ? 'xs' : 'xl'}
      flexShrink="0"
    >
      {initialsOf(user)}
    </Flex>
  );
}
