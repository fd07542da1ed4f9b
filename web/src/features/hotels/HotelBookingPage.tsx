// Hotel details before booking; the booking form itself comes with the bookings issue.
import { Badge, Box, Button, Flex, Heading, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ArrowLeft, MapPin, Star } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { errorMessage } from '../../app/errors';
import { HotelDetailsDocument } from '../../gql/graphql';
import { formatDecimal, formatUsd } from '../listings/format';

export function HotelBookingPage() {
  const { t, i18n } = useTranslation('hotels');
  const language = i18n.resolvedLanguage ?? 'en';
  const { id = '' } = useParams();
  const [country] = useSelectedCountry();
  const { data, loading, error, refetch } = useQuery(HotelDetailsDocument, { variables: { id } });
  const hotel = data?.hotel;

  useEffect(() => {
    if (hotel) document.title = `${hotel.name} · ${t('common:brand')}`;
  }, [hotel, t]);

  return (
    <Box maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <Link asChild color="terracotta.700" mb="4" display="inline-flex" gap="1" alignItems="center">
        <RouterLink to={withCountry('/hotels', country)}>
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
        <Stack align="center" textAlign="center" py="12" gap="3" role="alert">
          <Heading as="h1" size="xl">
            {t('details.failed')}
          </Heading>
          {errorMessage(error, t, 'hotels:details.failed') !== t('details.failed') && <Text>{errorMessage(error, t, 'hotels:details.failed')}</Text>}
          <Button colorPalette="terracotta" onClick={() => void refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      ) : !hotel ? (
        <Stack align="center" textAlign="center" py="12" gap="3">
          <Heading as="h1" size="xl">
            {t('details.notFound')}
          </Heading>
          <Button asChild colorPalette="terracotta" variant="outline">
            <RouterLink to={withCountry('/hotels', country)}>{t('details.browse')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Box as="article" bg="white" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="terracotta.100">
          <Image src={hotel.imageUrl} alt="" width={960} height={400} w="full" h={{ base: '56', md: '80' }} objectFit="cover" bg="savanna.100" />
          <Stack p={{ base: '4', md: '6' }} gap="3">
            <Flex justify="space-between" align="start" gap="3" wrap="wrap">
              <Heading as="h1" size="2xl">
                {hotel.name}
              </Heading>
              <Badge colorPalette="forest">{t(`types.${hotel.type.toLowerCase()}`)}</Badge>
            </Flex>
            <Flex align="center" gap="1" color="gray.700">
              <MapPin aria-hidden="true" size={16} />
              {hotel.location}
            </Flex>
            <Flex align="center" gap="1" color="ochre.700">
              <Star aria-hidden="true" size={16} fill="currentColor" />
              {t('starsLabel', { stars: formatDecimal(hotel.stars, language) })}
            </Flex>
            <Text color="gray.800">{hotel.description}</Text>
            <Text fontSize="xl" fontWeight="semibold" color="terracotta.800">
              {t('pricePerNight', { price: formatUsd(hotel.pricePerNight.amount, language) })}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {t('details.bookingSoon')}
            </Text>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
