import { Badge } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSelectedCountry, withCountry } from '../../app/country';
import { RideListDocument, type RideListConnectionFragment } from '../../gql/graphql';
import { formatUsd } from '../listings/format';
import { CardPrice, ListingCard } from '../listings/ListingCard';
import { ListingPage } from '../listings/ListingPage';
import { useListUrlState } from '../listings/url-state';
import { RideFilters } from './RideFilters';
import { noRideFilters, readRideSearch, rideListVariables, rideSorts, type RideSearch } from './ride-search';

type RideNode = RideListConnectionFragment['nodes'][number];

export function RideListPage() {
  const { t, i18n } = useTranslation(['transport', 'listings']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [country] = useSelectedCountry();
  const { state, update } = useListUrlState<RideSearch>(readRideSearch);
  const rides = useQuery(RideListDocument, { variables: rideListVariables(country, state) });

  return (
    <ListingPage<RideNode, RideSearch['sort']>
      ns="transport"
      country={country}
      state={state}
      update={update}
      sorts={rideSorts}
      filters={<RideFilters type={state.type} onApply={update} />}
      connection={rides.data?.rides}
      loading={rides.loading}
      error={rides.error}
      onRetry={() => void rides.refetch()}
      onClearFilters={() => update(noRideFilters)}
      thingOf={(ride) => ({
        type: 'Service',
        name: ride.name,
        imageUrl: ride.imageUrl,
        path: withCountry(`/transport/${ride.id}/book`, country),
        price: ride.pricePerDay,
        reviewSummary: ride.reviewSummary,
      })}
      renderCard={(ride) => (
        <ListingCard
          testId="ride-card"
          listing={{ type: 'TRANSPORT', id: ride.id }}
          view={state.view}
          href={withCountry(`/transport/${ride.id}/book`, country)}
          name={ride.name}
          nameLanguage={ride.textLanguage}
          imageUrl={ride.imageUrl}
          badge={t(`types.${ride.type.toLowerCase()}`)}
          location={ride.location}
          price={<CardPrice amount={ride.pricePerDay.amount}>{t('pricePerDay', { price: formatUsd(ride.pricePerDay.amount, language) })}</CardPrice>}
          action={{ label: t('book'), ariaLabel: t('bookNamed', { name: ride.name }) }}
        >
          <Badge alignSelf="start" variant="outline" colorPalette={ride.status === 'ACTIVE' ? 'forest' : 'gray'} data-testid="ride-status">
            {t(`status.${ride.status.toLowerCase()}`)}
          </Badge>
        </ListingCard>
      )}
    />
  );
}
