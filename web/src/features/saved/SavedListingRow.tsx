// One favourite or cart entry: the listing's picture, linked name and place (asked for by type and id),
// then the actions its page gives it, named after the listing.
import { Button, Flex, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { bookingTypes } from '../../app/kinds';
import { type BookingType, SavedListingSummaryDocument } from '../../gql/graphql';
import { formatUsd } from '../listings/format';
import { useLowData } from '../offline/low-data';
import { type ListingRef, listingPathOf } from './saved-items';
import { useLocalLocation } from '../layout/local-location';

function useListingSummary({ type, id }: ListingRef) {
  // The query asks for the field of each kind under its own flag (`hotel` for HOTEL): only this one's is set.
  const only = Object.fromEntries(bookingTypes.map((kind) => [kind.toLowerCase(), kind === type])) as Record<Lowercase<BookingType>, boolean>;
  const { data, loading, error, refetch } = useQuery(SavedListingSummaryDocument, { variables: { id, ...only } });
  const summary = data && (data.hotel ?? data.tour ?? data.restaurant ?? data.leisureVenue ?? data.ride);
  return { summary, loading, error, refetch };
}

export function SavedListingRow({ listing, actions }: { listing: ListingRef; actions: (name: string) => ReactNode }) {
  const { t, i18n } = useTranslation('saved');
  const localized = useLocalLocation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [country] = useSelectedCountry();
  const lowData = useLowData();
  const { summary, loading, error, refetch } = useListingSummary(listing);
  const name = summary?.name ?? t('listing.unknownName');

  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      gap="3"
      p="3"
      bg="white"
      rounded="lg"
      borderWidth="1px"
      borderColor="terracotta.100"
      data-testid="saved-listing"
      data-listing-type={listing.type}
      data-listing-id={listing.id}
    >
      {loading ? (
        <Flex flex="1" gap="3" align="center" aria-busy="true" aria-label={t('listing.loading')}>
          <Skeleton w="24" h="16" rounded="md" flexShrink={0} />
          <Stack flex="1" gap="2">
            <Skeleton h="4" w="60%" />
            <Skeleton h="3" w="40%" />
          </Stack>
        </Flex>
      ) : (
        <Flex flex="1" gap="3" align="center" minW="0">
          <Image
            src={summary && !lowData ? summary.imageUrl : undefined}
            alt=""
            width={96}
            height={64}
            w="24"
            h="16"
            objectFit="cover"
            rounded="md"
            bg="savanna.100"
            flexShrink={0}
          />
          <Stack gap="1" minW="0">
            {summary ? (
              <Link asChild fontWeight="semibold" color="gray.900">
                <RouterLink to={withCountry(listingPathOf(listing), country)} data-testid="saved-listing-name">
                  {summary.name}
                </RouterLink>
              </Link>
            ) : (
              <Text fontWeight="semibold" data-testid="saved-listing-name">
                {name}
              </Text>
            )}
            {summary ? (
              <>
                <Flex align="center" gap="1" fontSize="sm" color="gray.700">
                  <MapPin aria-hidden="true" size={14} />
                  <span>{localized(summary.location)}</span>
                </Flex>
                <Text fontSize="sm" fontWeight="semibold" color="terracotta.800" data-testid="saved-listing-price" data-amount={summary.price.amount}>
                  {t(`price.${listing.type}`, { price: formatUsd(summary.price.amount, language) })}
                </Text>
              </>
            ) : (
              <Text fontSize="sm" color="gray.700" role={error ? 'alert' : undefined}>
                {error ? t('listing.failed') : t('listing.unavailable')}
                {error && (
                  <Button size="xs" variant="plain" color="terracotta.700" textDecoration="underline" onClick={() => void refetch()}>
                    {t('common:actions.retry')}
                  </Button>
                )}
              </Text>
            )}
          </Stack>
        </Flex>
      )}
      <Flex gap="2" align="center" justify="flex-end" wrap="wrap" flexShrink={0}>
        {actions(name)}
      </Flex>
    </Flex>
  );
}
