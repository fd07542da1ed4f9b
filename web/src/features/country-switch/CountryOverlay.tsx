// Full-screen loading overlay of a country switch (spec §2): the map, the country, a polite status.
import { Box, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryMapPinFragmentDoc } from '../../gql/graphql';
import { overlayOnScreen } from './switch-store';

const AfricaMap = lazy(() => import('./AfricaMap'));

/** Placed after the map in its boundary: its effect runs once the map is on screen. */
function OnScreen() {
  useEffect(overlayOnScreen, []);
  return null;
}

export function CountryOverlay({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation('country');
  const client = useApolloClient();
  const pin = client.cache.readFragment({ id: client.cache.identify({ __typename: 'Country', code }), fragment: CountryMapPinFragmentDoc });
  const names = [label, ...(pin ? [pin.name, ...pin.aliases] : [])];

  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="savanna.50"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="4"
      px="4"
      data-testid="country-overlay"
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <Box width="min(92vw, 720px)" aspectRatio="4 / 3" maxH="65vh" rounded="2xl" overflow="hidden" bg="forest.50">
        <Suspense fallback={null}>
          <AfricaMap country={{ isoNumeric: pin?.isoNumeric, names }} centre={pin ? [pin.lng, pin.lat] : undefined} />
          <OnScreen />
        </Suspense>
      </Box>
      <Stack gap="1" textAlign="center">
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="terracotta.800">
          {t('overlay.preparing', { country: label })}
        </Text>
        <Text color="gray.700">{t('overlay.loading', { country: label })}</Text>
      </Stack>
    </Box>
  );
}
