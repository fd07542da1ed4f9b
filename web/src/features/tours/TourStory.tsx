// A tour's page below its description, painted by the server and alive once used (app/painted-later.tsx): its photos
// and itinerary, then its reviews, policies and cancellation terms. The departures and the price between them are
// the page's controls and load with it; the map below is alive once seen.
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dayWithin } from '../../../../shared/src/itinerary-days';
import type { TourDetailsQuery } from '../../gql/graphql';
import { CancellationTerms } from '../listings/CancellationTerms';
import { formatCount, formatDecimal } from '../listings/format';
import { ListingPolicies } from '../listings/ListingPolicies';
import { PhotoGallery } from '../listings/PhotoGallery';
import { Stars } from '../listings/Stars';
import { ItineraryTimeline } from './ItineraryTimeline';

type Tour = NonNullable<TourDetailsQuery['tour']>;

/** The tour's photos and its days. */
export function TourPictures({ tour }: { tour: Tour }) {
  return (
    <Stack gap="5">
      <PhotoGallery name={tour.name} photos={tour.gallery} />
      <ItineraryTimeline steps={tour.itinerary.map((step) => ({ ...step, day: dayWithin(step.day, tour.durationDays) }))} />
    </Stack>
  );
}

/** What travellers said, the tour's policies and terms. */
export function TourReviewsAndTerms({ tour, reviews }: { tour: Tour; reviews: TourDetailsQuery['reviews'] | undefined }) {
  const { t, i18n } = useTranslation('tours');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="tour-reviews" data-testid="tour-reviews">
        <Heading as="h2" size="lg" id="tour-reviews" mb="3">
          {t('details.reviews')}
        </Heading>
        {tour.reviewSummary ? (
          <Flex align="center" gap="2" mb="3" data-testid="tour-review-summary" data-count={tour.reviewSummary.count}>
            <Stars rating={tour.reviewSummary.rating} label={t('details.rating', { rating: formatDecimal(tour.reviewSummary.rating, language) })} />
            <Text fontSize="sm" color="gray.700">
              {t('details.reviewCount', { count: tour.reviewSummary.count, formatted: formatCount(tour.reviewSummary.count, language) })}
            </Text>
          </Flex>
        ) : (
          <Text color="gray.700">{t('details.noReviews')}</Text>
        )}
        <Stack as="ul" listStyleType="none" gap="3">
          {(reviews ?? []).map((review) => (
            <Box as="li" key={review.id} p="3" rounded="md" bg="savanna.50">
              <Flex justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="semibold">{review.authorName}</Text>
                <Stars rating={review.rating} label={t('details.stars', { count: review.rating })} />
              </Flex>
              <Text mt="1" fontSize="sm" color="gray.800">
                {review.text}
              </Text>
            </Box>
          ))}
        </Stack>
      </Box>
      <ListingPolicies policies={tour.listingPolicies} />
      <CancellationTerms caseIds={tour.cancellationCases} />
    </Stack>
  );
}
