// What the favourites and cart pages share: the heading, a note for signed-out visitors, and the loading,
// failure and empty states around the list.
import { Box, Button, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Compass } from 'lucide-react';
import { type ReactNode, type Ref, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { ErrorState } from '../listings/ListStates';
import { reloadSavedLists, type SavedState } from './saved-store';

interface Props {
  /** 'favourites' or 'cart': the group of texts in saved.json. */
  page: 'favourites' | 'cart';
  saved: SavedState;
  count: number;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The other saved page, linked under the heading. */
  otherPage: { path: string; label: string };
  children: ReactNode;
}

export function SavedPageFrame({ page, saved, count, headingRef, otherPage, children }: Props) {
  const { t } = useTranslation('saved');
  const [country] = useSelectedCountry();
  const title = t(`${page}.title`);
  useEffect(() => {
    document.title = `${title} · ${t('common:brand')}`;
  }, [title, t]);

  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="2" ref={headingRef} tabIndex={-1} outline="none">
        {title}
      </Heading>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '4' }} mb="6" fontSize="sm" color="gray.700">
        {!saved.signedIn && saved.status === 'ready' && (
          <Text>
            {t('signedOutNote')}{' '}
            <Link asChild color="terracotta.700" fontWeight="semibold">
              <RouterLink to={withCountry('/auth/signin', country)}>{t('common:auth.signIn')}</RouterLink>
            </Link>
          </Text>
        )}
        <Link asChild color="terracotta.700" marginStart={{ sm: 'auto' }}>
          <RouterLink to={otherPage.path}>{otherPage.label}</RouterLink>
        </Link>
      </Stack>
      {saved.status === 'loading' ? (
        <Stack gap="3" aria-busy="true" aria-label={t('common:status.loading')}>
          <Skeleton h="20" rounded="lg" />
          <Skeleton h="20" rounded="lg" />
        </Stack>
      ) : saved.status === 'failed' ? (
        <ErrorState title={t(`${page}.failed`)} onRetry={reloadSavedLists} />
      ) : count === 0 ? (
        <Stack align="center" textAlign="center" py="12" gap="3" data-testid="saved-empty">
          <Compass aria-hidden="true" size={40} color="var(--chakra-colors-ochre-600)" />
          <Heading as="h2" size="lg">
            {t(`${page}.emptyTitle`)}
          </Heading>
          <Text color="gray.700">{t(`${page}.emptyHint`)}</Text>
          <Button asChild colorPalette="terracotta">
            <RouterLink to={withCountry('/tours', country)}>{t('explore')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        children
      )}
    </Box>
  );
}
