// Tour detail: description, itinerary timeline, upcoming departures, verified reviews, add-ons and the live price per person.
import { Badge, Box, Button, Flex, Heading, Image, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ArrowLeft, CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { errorText } from '../../app/errors';
import { usePageMeta } from '../../app/page-meta';
import { PartnerWords, wordsIn } from '../listings/PartnerWords';
import { listingThing, StructuredData } from '../listings/StructuredData';
import { useSiteUrl } from '../../app/site-origin';
import { useLowData } from '../offline/low-data';
import { TourDetailsDocument, TourPriceDocument } from '../../gql/graphql';
import { formatCount, formatDate, formatUsd } from '../listings/format';
import { paintedLater } from '../../app/painted-later';
import { LaterListingMap } from '../listings/later-parts';
import { ConvertedAmount } from '../currency/ConvertedAmount';
import { AddToCartButton } from '../saved/AddToCartButton';
import { FavouriteButton } from '../saved/FavouriteButton';
import { addOnName } from '../../../../shared/src/demo-names';
import { useLocalLocation } from '../layout/local-location';

/** Shown only when the tour could not be read: its code loads then. */
const ErrorState = lazy(async () => ({ default: (await import('../listings/ListStates')).ErrorState }));
const story = () => import(/* painted-later */ './TourStory');
const TourPictures = paintedLater(async () => (await story()).TourPictures, 'used');
const TourReviewsAndTerms = paintedLater(async () => (await story()).TourReviewsAndTerms, 'used');

export function TourDetailsPage() {
  const { t, i18n } = useTranslation(['tours', 'listings', 'saved']);
  const localized = useLocalLocation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { id = '' } = useParams();
  const [country] = useSelectedCountry();
  const { data, loading, error, refetch } = useQuery(TourDetailsDocument, { variables: { id } });
  const [chosen, setChosen] = useState<string[]>([]);
  const [departureDate, setDepartureDate] = useState('');
  const lowData = useLowData();
  const tour = data?.tour;
  const site = useSiteUrl();
  const addOns = data?.tourAddOns ?? [];

  usePageMeta(tour ? `${tour.name} · ${t('common:brand')}` : undefined, tour?.description, tour?.imageUrl);

  // The server prices the choice (spec §9), as a booking would; the last answer stays while the next loads.
  const priced = useQuery(TourPriceDocument, { variables: { id, addOns: chosen }, skip: !tour });
  const total = (priced.data ?? priced.previousData)?.tour?.priceWithAddOns.amount ?? tour?.price.amount ?? 0;
  const bookingPath = tour
    ? `/booking/tour/${encodeURIComponent(tour.id)}?${new URLSearchParams({
        total: total.toFixed(2),
        addons: addOns
          .filter((addOn) => chosen.includes(addOn.id))
          .map((addOn) => addOn.id)
          .join(','),
        country,
        ...(departureDate && { date: departureDate }),
      }).toString()}`
    : '';

  return (
    <Box maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <Link asChild color="terracotta.700" mb="4" display="inline-flex" gap="1" alignItems="center">
        <RouterLink to={withCountry('/tours', country)}>
          <ArrowLeft aria-hidden="true" size={16} style={{ transform: 'scaleX(var(--direction-flip, 1))' }} />
          {t('details.back')}
        </RouterLink>
      </Link>
      {loading ? (
        <Stack gap="4" aria-busy="true" aria-label={t('common:status.loading')}>
          <Skeleton height="72" />
          <Skeleton height="8" width="60%" />
          <Skeleton height="4" width="40%" />
        </Stack>
      ) : error ? (
        <Suspense fallback={null}>
          <ErrorState title={t('details.failed')} detail={errorText(t, error, 'tours')} onRetry={() => void refetch()} />
        </Suspense>
      ) : !tour ? (
        <Stack align="center" textAlign="center" py="12" gap="3" role="alert">
          <Heading as="h1" size="xl">
            {t('details.failed')}
          </Heading>
          <Text>{t('details.notFound')}</Text>
        </Stack>
      ) : (
        <Box as="article" bg="white" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="terracotta.100">
          <StructuredData
            data={{
              '@context': 'https://schema.org',
              ...listingThing(
                {
                  type: ['TouristTrip', 'Product'],
                  name: tour.name,
                  description: tour.description,
                  imageUrl: tour.imageUrl,
                  path: site.pageUrl,
                  price: tour.price,
                  reviewSummary: tour.reviewSummary,
                  more: { touristType: tour.category, itinerary: { '@type': 'ItemList', numberOfItems: tour.itinerary.length } },
                },
                site.origin,
              ),
            }}
          />
          <Image
            src={lowData ? undefined : tour.imageUrl}
            fetchPriority="high"
            alt=""
            width={960}
            height={400}
            w="full"
            h={{ base: '56', md: '80' }}
            objectFit="cover"
            bg="savanna.100"
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" p={{ base: '4', md: '6' }}>
            <Stack gap="5" gridColumn={{ md: 'span 2' }}>
              <Stack gap="2">
                <Flex justify="space-between" align="start" gap="3" wrap="wrap">
                  <Heading as="h1" size="2xl" {...wordsIn(tour.textLanguage)}>
                    {tour.name}
                  </Heading>
                  <Flex align="center" gap="1">
                    <Badge colorPalette="forest">{t(`categories.${tour.category.toLowerCase()}`)}</Badge>
                    <FavouriteButton listing={{ type: 'TOUR', id: tour.id }} name={tour.name} />
                  </Flex>
                </Flex>
                <Flex gap="4" wrap="wrap" color="gray.700" fontSize="sm">
                  <Flex align="center" gap="1">
                    <MapPin aria-hidden="true" size={16} />
                    {localized(tour.location)}
                  </Flex>
                  <Flex align="center" gap="1" data-testid="tour-duration" data-value={tour.durationDays}>
                    <Clock aria-hidden="true" size={16} />
                    {t('duration', { count: tour.durationDays, formatted: formatCount(tour.durationDays, language) })}
                  </Flex>
                </Flex>
              </Stack>
              <PartnerWords language={tour.textLanguage} testId="listing-description">
                {tour.description}
              </PartnerWords>
              <TourPictures tour={tour} />

              <Box as="section" aria-labelledby="tour-departures">
                <Heading as="h2" size="lg" id="tour-departures" mb="3">
                  {t('details.departures')}
                </Heading>
                {tour.departures.length === 0 ? (
                  <Text color="gray.700">{t('details.noDepartures')}</Text>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="2" data-testid="tour-departures">
                    {tour.departures.map((departure) => (
                      <Flex
                        as="li"
                        key={departure.id}
                        justify="space-between"
                        gap="3"
                        p="2"
                        rounded="md"
                        bg={departureDate === String(departure.date) ? 'terracotta.50' : 'savanna.50'}
                      >
                        {/* Choosing a departure carries it into the booking wizard. */}
                        <Flex as="label" align="center" gap="2" cursor={departure.seatsLeft > 0 ? 'pointer' : 'not-allowed'}>
                          <input
                            type="radio"
                            name="departure"
                            value={String(departure.date)}
                            disabled={departure.seatsLeft === 0}
                            checked={departureDate === String(departure.date)}
                            onChange={() => setDepartureDate(String(departure.date))}
                            style={{ accentColor: 'var(--chakra-colors-terracotta-600)' }}
                          />
                          <CalendarDays aria-hidden="true" size={16} />
                          {formatDate(String(departure.date), language)}
                        </Flex>
                        <Flex align="center" gap="1" color={departure.seatsLeft > 0 ? 'forest.700' : 'terracotta.700'}>
                          <Users aria-hidden="true" size={16} />
                          {departure.seatsLeft > 0 ? t('details.seatsLeft', { count: departure.seatsLeft }) : t('details.full')}
                        </Flex>
                      </Flex>
                    ))}
                  </Stack>
                )}
              </Box>

              <TourReviewsAndTerms tour={tour} reviews={data?.reviews} />
              <LaterListingMap name={tour.name} position={tour.position} city={tour.city} />
            </Stack>

            <Stack
              as="aside"
              gap="4"
              aria-labelledby="tour-price"
              alignSelf="start"
              p="4"
              rounded="lg"
              borderWidth="1px"
              borderColor="terracotta.100"
              bg="savanna.50"
            >
              <Heading as="h2" size="md" id="tour-price">
                {t('details.addOns')}
              </Heading>
              <Stack gap="2" role="group" aria-label={t('details.addOns')}>
                {addOns.map((addOn) => (
                  <Flex as="label" key={addOn.id} align="center" gap="2" cursor="pointer">
                    <input
                      type="checkbox"
                      value={addOn.id}
                      checked={chosen.includes(addOn.id)}
                      data-testid={`addon-${addOn.id}`}
                      style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-terracotta-600)' }}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setChosen((previous) => (checked ? [...previous, addOn.id] : previous.filter((other) => other !== addOn.id)));
                      }}
                    />
                    <span>
                      {t('details.addOnLabel', {
                        name: addOnName({ code: addOn.id, name: addOn.name }, language),
                        price: formatUsd(addOn.price.amount, language),
                      })}
                    </span>
                  </Flex>
                ))}
              </Stack>
              <Stack gap="1">
                <Text fontSize="sm" color="gray.700">
                  {t('details.basePrice', { price: formatUsd(tour.price.amount, language) })}
                </Text>
                <Text fontSize="2xl" fontWeight="bold" color="terracotta.800" aria-live="polite" data-testid="tour-total" data-amount={total}>
                  {t('details.total', { price: formatUsd(total, language) })}
                </Text>
                <ConvertedAmount usd={total} />
                <Text fontSize="xs" color="gray.600">
                  {t('details.perPerson')}
                </Text>
              </Stack>
              <Button asChild colorPalette="terracotta" size="lg">
                <RouterLink to={bookingPath} data-testid="book-now">
                  {t('details.bookNow')}
                </RouterLink>
              </Button>
              <AddToCartButton
                listing={{ type: 'TOUR', id: tour.id }}
                name={tour.name}
                size="md"
                plan={departureDate ? { startDate: departureDate } : undefined}
              />
            </Stack>
          </SimpleGrid>
        </Box>
      )}
    </Box>
  );
}
