// /finderResults (spec §2 'AI Generated Package'): the request's badges, Regenerate, the loader, the package and
// 'Book this package'. It plans on load and again whenever the request in the URL changes (spec §4).
import { skipToken, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../app/errors';
import { useSelectedCountry } from '../../app/country';
import { TripPackageDocument, type TripPlanFieldsFragment } from '../../gql/graphql';
import { localCountryName } from '../layout/country-names';
import { formatDate, formatUsd } from '../listings/format';
import { PackageBooking } from './PackageBooking';
import { TripPackageView } from './TripPackageView';
import { tripRequestFrom } from './trip-request';

export function FinderResultsPage() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage ?? 'en';
  const [params] = useSearchParams();
  const [selected] = useSelectedCountry();
  const request = useMemo(() => tripRequestFrom(params, selected), [params, selected]);
  const result = useQuery(
    TripPackageDocument,
    request ? { variables: { input: request }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true } : skipToken,
  );
  const { loading, error, refetch } = result;
  const planned = result.dataState === 'complete' ? result.data.tripPackage : null;
  // A replacement offered after a part was taken stands in for the package it replaced, until the next plan.
  const [replaced, setReplaced] = useState<{ original: TripPlanFieldsFragment; plan: TripPlanFieldsFragment } | null>(null);
  const plan = replaced && replaced.original === planned ? replaced.plan : planned;

  const badges = request && [
    ['country', localCountryName(plan?.country ?? request.country, plan?.countryName ?? request.country, language)],
    plan && ['date', formatDate(plan.startDate, language)],
    plan && ['endDate', formatDate(plan.endDate, language)],
    plan && ['nights', String(plan.days)],
    ['journeyers', String(request.journeyers)],
    ['budget', formatUsd(request.budget ?? 0, language)],
    request.preferences?.length ? ['prefs', request.preferences.map((pref) => t(`finder.chips.${pref}`, { defaultValue: pref })).join(', ')] : null,
  ];

  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="10" data-testid="finder-results">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('finderResults.title')}
        </Heading>
        <Button variant="outline" colorPalette="terracotta" onClick={() => void refetch()} disabled={loading || !request} data-testid="regenerate">
          <RefreshCw aria-hidden="true" />
          {t('finderResults.regenerate')}
        </Button>
      </Flex>
      <Flex mt="4" gap="2" wrap="wrap" data-testid="finder-badges">
        {badges?.map((badge) =>
          badge ? (
            <Badge key={badge[0]} colorPalette="forest" variant="subtle">
              {t(`finderResults.${badge[0]}`, { value: badge[1] })}
            </Badge>
          ) : null,
        )}
      </Flex>
      <Stack mt="6" gap="6" aria-busy={loading}>
        {!request && <Text>{t('finderResults.noCountry')}</Text>}
        {loading && (
          <Flex align="center" gap="3" role="status" py="10" justify="center">
            <Spinner color="terracotta.600" />
            <Text>{t('finderResults.loading')}</Text>
          </Flex>
        )}
        {!loading && error && (
          <Box role="alert" p="4" rounded="md" bg="red.50" borderWidth="1px" borderColor="red.200" data-testid="finder-error">
            <Text color="red.900">{finderErrorText(error, t)}</Text>
          </Box>
        )}
        {!loading && !error && plan && request && (
          <>
            <TripPackageView plan={plan} />
            <PackageBooking plan={plan} request={request} onReplacement={(next) => planned && setReplaced({ original: planned, plan: next })} />
          </>
        )}
      </Stack>
    </Box>
  );
}

/** Spec §8: 'AI Package Error: ' with what the server answered, in the reader's language; 'Failed to generate AI package' when nothing answered. */
function finderErrorText(error: unknown, t: TFunction<'home'>): string {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return t('finderResults.error', { message: errorText(t, error, 'home') });
  return t('finderResults.failed');
}
