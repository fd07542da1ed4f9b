// The frame of every booking screen: back link, the listing's heading and picture, loading and failure states.
import { Box, Button, chakra, Flex, Heading, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ArrowLeft, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { usePageMeta } from '../../app/page-meta';
import { AddToCartButton } from '../saved/AddToCartButton';
import { FavouriteButton } from '../saved/FavouriteButton';
import type { ListingRef } from '../saved/saved-items';
import { useLocalLocation } from '../layout/local-location';

interface Props {
  back: string;
  backLabel: string;
  loading: boolean;
  /** 'Failed to load hotel', ... when the listing could not be read. */
  failed?: string;
  /** 'Hotel not found', ... when the listing does not exist. */
  notFound?: string;
  onRetry: () => void;
  listing?: { name: string; location: string; imageUrl: string } | null;
  /** The listing's kind and id, for its favourite heart and Add to cart. */
  saved?: ListingRef;
  children?: ReactNode;
}

export function BookingScreen({ back, backLabel, loading, failed, notFound, onRetry, listing, saved, children }: Props) {
  const { t } = useTranslation('booking');
  const localized = useLocalLocation();
  const [country] = useSelectedCountry();
  usePageMeta(listing ? `${listing.name} · ${t('common:brand')}` : undefined);
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <Link asChild color="terracotta.700" mb="4" display="inline-flex" gap="1" alignItems="center">
        <RouterLink to={withCountry(back, country)}>
          <ArrowLeft aria-hidden="true" size={16} style={{ transform: 'scaleX(var(--direction-flip, 1))' }} />
          {backLabel}
        </RouterLink>
      </Link>
      {loading ? (
        <Stack gap="4" aria-busy="true" aria-label={t('common:status.loading')}>
          <Skeleton height="40" />
          <Skeleton height="8" width="60%" />
          <Skeleton height="32" />
        </Stack>
      ) : failed ? (
        <Stack align="center" textAlign="center" py="12" gap="3" role="alert">
          <Heading as="h1" size="xl">
            {failed}
          </Heading>
          <Button colorPalette="terracotta" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Stack>
      ) : !listing ? (
        <Stack align="center" textAlign="center" py="12" gap="3" role="alert">
          <Heading as="h1" size="xl">
            {notFound}
          </Heading>
          <Button asChild colorPalette="terracotta" variant="outline">
            <RouterLink to={withCountry(back, country)}>{backLabel}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="5">
          <Flex gap="4" align="center" bg="white" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="terracotta.100">
            <Image
              src={listing.imageUrl}
              alt=""
              width={160}
              height={120}
              w={{ base: '28', md: '40' }}
              h={{ base: '24', md: '28' }}
              objectFit="cover"
              bg="savanna.100"
              flexShrink={0}
            />
            <Stack gap="1" py="2" pe="3">
              <Heading as="h1" size={{ base: 'lg', md: '2xl' }}>
                {listing.name}
              </Heading>
              <Flex align="center" gap="1" color="gray.700" fontSize="sm">
                <MapPin aria-hidden="true" size={14} />
                <Text>{localized(listing.location)}</Text>
              </Flex>
              {saved && (
                <Flex gap="1" align="center" wrap="wrap" pt="1">
                  <AddToCartButton listing={saved} name={listing.name} />
                  <FavouriteButton listing={saved} name={listing.name} />
                </Flex>
              )}
            </Stack>
          </Flex>
          {children}
        </Stack>
      )}
    </Box>
  );
}

/** A line of form-level validation, announced when it appears. */
export function FormProblem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Text role="alert" color="red.700" fontWeight="semibold" data-testid="form-problem">
      {text}
    </Text>
  );
}

/** The foot of a booking form: its problem line, Cancel back to the list, and the submit button. */
export function FormActions({ problem, back, submitLabel }: { problem: string | null; back: string; submitLabel: string }) {
  const { t } = useTranslation('booking');
  const [country] = useSelectedCountry();
  return (
    <>
      <FormProblem text={problem} />
      <Flex gap="3" wrap="wrap">
        <Button asChild variant="outline">
          <RouterLink to={withCountry(back, country)}>{t('actions.cancel')}</RouterLink>
        </Button>
        <Button type="submit" colorPalette="terracotta">
          {submitLabel}
        </Button>
      </Flex>
    </>
  );
}

/** A form laid out as a vertical stack. */
export const FormStack = chakra('form', { base: { display: 'flex', flexDirection: 'column' } });

const panel = {
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  bg: 'white',
  p: { base: '4', md: '6' },
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'terracotta.100',
};
/** The white panel a booking's details or step sit in. */
export const BookingPanel = chakra('div', { base: panel });
/** A booking form, in the same panel. */
export const BookingForm = chakra('form', { base: panel });

/**
 * A booking screen's listing, read by its id, with the back label, loading, failure and not-found states to pass to
 * `BookingScreen`; `words` is where its texts are: `ride` reads `ride.back`, `ride.failed` and `ride.notFound`.
 */
export function useBookingListing<Listing>(document: TypedDocumentNode<Listing, { id: string }>, id: string, words: string) {
  const { t } = useTranslation('booking');
  const { data, loading, error, refetch } = useQuery(document, { variables: { id } });
  const states = {
    backLabel: t(`${words}.back`),
    loading,
    failed: error ? t(`${words}.failed`) : undefined,
    notFound: t(`${words}.notFound`),
    onRetry: () => void refetch(),
  };
  return { data, states };
}

/** The steps of a booking, numbered, the current one marked for screen readers too. */
export function StepList({ label, steps, current }: { label: string; steps: string[]; current: number }) {
  return (
    <Box as="ol" display="flex" gap="2" listStyleType="none" flexWrap="wrap" aria-label={label}>
      {steps.map((name, index) => (
        <Box
          as="li"
          key={name}
          px="3"
          py="1"
          rounded="full"
          fontSize="sm"
          bg={index === current ? 'terracotta.600' : index < current ? 'forest.100' : 'gray.100'}
          color={index === current ? 'white' : 'gray.800'}
          aria-current={index === current ? 'step' : undefined}
        >
          {index + 1}. {name}
        </Box>
      ))}
    </Box>
  );
}
