import { Box, Flex } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelectedCountry, withCountry } from '../../app/country';
import { HotelListDocument, type HotelListConnectionFragment } from '../../gql/graphql';
import { formatDecimal, formatUsd } from '../listings/format';
import { CardPrice, ListingCard } from '../listings/ListingCard';
import { ListingPage } from '../listings/ListingPage';
import { useListUrlState } from '../listings/url-state';
import { HotelFilters } from './HotelFilters';
import { activeHotelFilters, hotelListVariables, hotelSorts, noHotelFilters, readHotelSearch, type HotelSearch } from './hotel-search';

type HotelNode = HotelListConnectionFragment['nodes'][number];

export function HotelListPage() {
  const { t, i18n } = useTranslation(['hotels', 'listings']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [country] = useSelectedCountry();
  const { state, update } = useListUrlState<HotelSearch>(readHotelSearch);
  const hotels = useQuery(HotelListDocument, { variables: hotelListVariables(country, state) });

  return (
    <ListingPage<HotelNode, HotelSearch['sort']>
      ns="hotels"
      country={country}
      state={state}
      update={update}
      sorts={hotelSorts}
      filters={<HotelFilters values={state} activeCount={activeHotelFilters(state)} onApply={update} />}
      connection={hotels.data?.hotels}
      loading={hotels.loading}
      error={hotels.error}
      onRetry={() => void hotels.refetch()}
      onClearFilters={() => update(noHotelFilters)}
      thingOf={(hotel) => ({
        type: 'Hotel',
        name: hotel.name,
        imageUrl: hotel.imageUrl,
        path: withCountry(`/hotels/${hotel.id}/book`, country),
        price: hotel.pricePerNight,
        reviewSummary: hotel.reviewSummary,
        more: { starRating: { '@type': 'Rating', ratingValue: hotel.stars } },
      })}
      renderCard={(hotel) => {
        const stars = formatDecimal(hotel.stars, language);
        return (
          <ListingCard
            testId="hotel-card"
            listing={{ type: 'HOTEL', id: hotel.id }}
            view={state.view}
            href={withCountry(`/hotels/${hotel.id}/book`, country)}
            name={hotel.name}
            nameLanguage={hotel.textLanguage}
            imageUrl={hotel.imageUrl}
            badge={t(`types.${hotel.type.toLowerCase()}`)}
            location={hotel.location}
            price={<CardPrice amount={hotel.pricePerNight.amount}>{t('pricePerNight', { price: formatUsd(hotel.pricePerNight.amount, language) })}</CardPrice>}
            action={{ label: t('book'), ariaLabel: t('bookHotel', { name: hotel.name }) }}
          >
            <Flex align="center" gap="1" fontSize="sm" color="ochre.700">
              <Star aria-hidden="true" size={14} fill="currentColor" />
              <span aria-hidden="true">{stars}</span>
              <Box as="span" srOnly data-testid="hotel-stars" data-stars={hotel.stars}>
                {t('starsLabel', { stars })}
              </Box>
            </Flex>
          </ListingCard>
        );
      }}
    />
  );
}
