// One of a partner's own listings, opened from its list: the way back, then the listing under its name once loaded
// (the loading and failed states otherwise). Each kind's screen gives the parts it edits.
import { Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { LoadFailed, LoadingRows } from './ScreenStates';

interface Props<View> {
  /** The list's path, relative to this screen's, and the link's words. */
  back: { to: string; label: string };
  /** What the query answered, undefined until it has. */
  view: View | undefined;
  failed: boolean;
  onRetry: () => void;
  title: (view: View) => string;
  children: (view: View) => ReactNode;
}

export function OwnListingScreen<View>({ back, view, failed, onRetry, title, children }: Props<View>) {
  const backLink = (
    <Link asChild color="terracotta.700">
      <RouterLink to={back.to} relative="path">
        {back.label}
      </RouterLink>
    </Link>
  );
  if (failed && !view)
    return (
      <Stack>
        {backLink}
        <LoadFailed onRetry={onRetry} />
      </Stack>
    );
  if (!view) return <LoadingRows />;
  return (
    <Stack gap="6">
      {backLink}
      <ScreenTitle>{title(view)}</ScreenTitle>
      {children(view)}
    </Stack>
  );
}
