// A listing's verified reviews on its own page: the average and count, then the newest reviews. Every review comes
// from a completed booking of the listing (server/src/modules/reviews), so the section says they are verified.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListingReviewFragment, ListingReviewSummaryFragment } from '../../gql/graphql';
import { formatCount, formatDateTime, formatDecimal } from './format';
import { ListingSection } from './ListingSection';
import { Stars } from './Stars';

interface Props {
  summary: ListingReviewSummaryFragment | null | undefined;
  reviews: readonly ListingReviewFragment[];
}

export function ListingReviews({ summary, reviews }: Props) {
  const { t, i18n } = useTranslation('listings');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ListingSection heading={t('reviews.heading')} testId="listing-reviews">
      {summary ? (
        <Stack gap="1" mb="3">
          <Flex align="center" gap="2" wrap="wrap" data-testid="review-summary" data-rating={summary.rating} data-count={summary.count}>
            <Stars rating={summary.rating} label={t('reviews.rating', { rating: formatDecimal(summary.rating, language) })} />
            <Text fontWeight="semibold">{formatDecimal(summary.rating, language)}</Text>
            <Text fontSize="sm" color="gray.700">
              {t('reviews.count', { count: summary.count, formatted: formatCount(summary.count, language) })}
            </Text>
          </Flex>
          <Flex align="center" gap="1" fontSize="sm" color="forest.700">
            <BadgeCheck aria-hidden="true" size={16} />
            {t('reviews.verified')}
          </Flex>
        </Stack>
      ) : (
        <Text color="gray.700">{t('reviews.none')}</Text>
      )}
      {reviews.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3">
          {reviews.map((review) => (
            <Box as="li" key={review.id} p="3" rounded="md" bg="savanna.50">
              <Flex justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="semibold">{review.authorName}</Text>
                <Stars rating={review.rating} label={t('reviews.stars', { count: review.rating })} />
              </Flex>
              <Text fontSize="xs" color="gray.700">
                <time dateTime={review.createdAt}>{formatDateTime(review.createdAt, language)}</time>
              </Text>
              <Text mt="1" fontSize="sm" color="gray.800">
                {review.text}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </ListingSection>
  );
}
