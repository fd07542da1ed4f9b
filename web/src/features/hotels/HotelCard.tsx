import { Badge, Box, Button, Flex, Heading, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { withCountry } from '../../app/country';
import type { HotelListQuery } from '../../gql/graphql';
import { formatStars, formatUsd } from './format';
import type { HotelView } from './hotel-search';

export type HotelSummary = HotelListQuery['hotels']['nodes'][number];

const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 300;

export function HotelCard({ hotel, view, country }: { hotel: HotelSummary; view: HotelView; country: string }) {
  const { t, i18n } = useTranslation('hotels');
  const language = i18n.resolvedLanguage ?? 'en';
  const bookPath = withCountry(`/hotels/${hotel.id}/book`, country);
  const list = view === 'list';

  return (
    <Flex
      as="article"
      data-testid="hotel-card"
      direction={list ? { base: 'column', sm: 'row' } : 'column'}
      bg="white"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="terracotta.100"
      shadow="xs"
      height="full"
    >
      <Image
        src={hotel.imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        objectFit="cover"
        bg="savanna.100"
        w={list ? { base: 'full', sm: '56' } : 'full'}
        h={list ? { base: 'auto', sm: 'full' } : 'auto'}
        aspectRatio={list ? undefined : `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`}
        flexShrink={0}
      />
      <Stack p="4" gap="2" flex="1">
        <Flex justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" lineHeight="short">
            <Link asChild color="gray.900">
              <RouterLink to={bookPath}>{hotel.name}</RouterLink>
            </Link>
          </Heading>
          <Badge colorPalette="forest" variant="subtle" flexShrink={0}>
            {t(`types.${hotel.type.toLowerCase()}`)}
          </Badge>
        </Flex>
        <Flex align="center" gap="1" color="gray.700" fontSize="sm" data-testid="hotel-location">
          <MapPin aria-hidden="true" size={14} />
          <span>{hotel.location}</span>
        </Flex>
        <Flex align="center" gap="1" fontSize="sm" color="ochre.700">
          <Star aria-hidden="true" size={14} fill="currentColor" />
          <span aria-hidden="true">{formatStars(hotel.stars, language)}</span>
          <Box as="span" srOnly data-testid="hotel-stars" data-stars={hotel.stars}>
            {t('starsLabel', { stars: formatStars(hotel.stars, language) })}
          </Box>
        </Flex>
        <Flex mt="auto" pt="2" align="center" justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold" color="terracotta.800" data-testid="hotel-price" data-amount={hotel.pricePerNight.amount}>
            {t('pricePerNight', { price: formatUsd(hotel.pricePerNight.amount, language) })}
          </Text>
          <Button asChild size="sm" colorPalette="terracotta">
            <RouterLink to={bookPath} aria-label={t('bookHotel', { name: hotel.name })}>
              {t('book')}
            </RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}

export function HotelCardSkeleton() {
  return (
    <Box bg="white" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="terracotta.100" data-testid="hotel-card-skeleton">
      <Skeleton aspectRatio={`${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`} rounded="none" />
      <Stack p="4" gap="3">
        <Skeleton height="5" width="70%" />
        <Skeleton height="4" width="50%" />
        <Skeleton height="4" width="30%" />
        <Skeleton height="8" width="full" />
      </Stack>
    </Box>
  );
}
