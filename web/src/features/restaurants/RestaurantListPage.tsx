import { useQuery } from '@apollo/client/react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelectedCountry, withCountry } from '../../app/country';
import { RestaurantListDocument, type RestaurantListConnectionFragment } from '../../gql/graphql';
import { formatDecimal, formatUsdWhole } from '../listings/format';
import { CardFact, CardPrice, ListingCard } from '../listings/ListingCard';
import { ListingPage } from '../listings/ListingPage';
import { useListUrlState } from '../listings/url-state';
import { RestaurantFilters } from './RestaurantFilters';
import {
  activeRestaurantFilters,
  noRestaurantFilters,
  readRestaurantSearch,
  restaurantListVariables,
  restaurantSorts,
  type RestaurantSearch,
} from './restaurant-search';

type RestaurantNode = RestaurantListConnectionFragment['nodes'][number];

export function RestaurantListPage() {
  const { t, i18n } = useTranslation(['restaurants', 'listings']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [country] = useSelectedCountry();
  const { state, update } = useListUrlState<RestaurantSearch>(readRestaurantSearch);
  const restaurants = useQuery(RestaurantListDocument, { variables: restaurantListVariables(country, state) });

  return (
    <ListingPage<RestaurantNode, RestaurantSearch['sort']>
      ns="restaurants"
      country={country}
      state={state}
      update={update}
      sorts={restaurantSorts}
      filters={<RestaurantFilters values={state} activeCount={activeRestaurantFilters(state)} onApply={update} />}
      connection={restaurants.data?.restaurants}
      loading={restaurants.loading}
      error={restaurants.error}
      onRetry={() => void restaurants.refetch()}
      onClearFilters={() => update(noRestaurantFilters)}
      thingOf={(restaurant) => ({
        type: 'Restaurant',
        name: restaurant.name,
        imageUrl: restaurant.imageUrl,
        path: withCountry(`/restaurants/${restaurant.id}/reserve`, country),
        price: restaurant.averagePrice,
        reviewSummary: restaurant.reviewSummary,
      })}
      renderCard={(restaurant) => (
        <ListingCard
          testId="restaurant-card"
          listing={{ type: 'RESTAURANT', id: restaurant.id }}
          view={state.view}
          href={withCountry(`/restaurants/${restaurant.id}/reserve`, country)}
          name={restaurant.name}
          nameLanguage={restaurant.textLanguage}
          imageUrl={restaurant.imageUrl}
          badge={t(`cuisines.${restaurant.cuisine.toLowerCase()}`)}
          location={restaurant.location}
          price={
            <CardPrice amount={restaurant.averagePrice.amount}>
              {t('averagePrice', { price: formatUsdWhole(restaurant.averagePrice.amount, language) })}
            </CardPrice>
          }
          action={{ label: t('reserve'), ariaLabel: t('reserveNamed', { name: restaurant.name }) }}
        >
          <CardFact
            icon={<Star aria-hidden="true" size={14} fill="currentColor" color="var(--chakra-colors-ochre-600)" />}
            testId="restaurant-rating"
            value={restaurant.rating}
          >
            {t('rating', { rating: formatDecimal(restaurant.rating, language) })}
          </CardFact>
        </ListingCard>
      )}
    />
  );
}
