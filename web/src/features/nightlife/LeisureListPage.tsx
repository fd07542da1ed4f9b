import { Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Clock, Disc3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelectedCountry, withCountry } from '../../app/country';
import { LeisureListDocument, type LeisureListConnectionFragment } from '../../gql/graphql';
import { formatUsd } from '../listings/format';
import { CardFact, CardPrice, ListingCard } from '../listings/ListingCard';
import { ListingPage } from '../listings/ListingPage';
import { useListUrlState } from '../listings/url-state';
import { LeisureFilters } from './LeisureFilters';
import { activeLeisureFilters, leisureListVariables, leisureSorts, noLeisureFilters, readLeisureSearch, type LeisureSearch } from './leisure-search';

type LeisureNode = LeisureListConnectionFragment['nodes'][number];

/** Spec §3: times show their first 5 characters, HH:MM. */
const hhmm = (time: string) => time.slice(0, 5);

export function LeisureListPage() {
  const { t, i18n } = useTranslation(['nightlife', 'listings']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [country] = useSelectedCountry();
  const { state, update } = useListUrlState<LeisureSearch>(readLeisureSearch);
  const venues = useQuery(LeisureListDocument, { variables: leisureListVariables(country, state) });

  return (
    <ListingPage<LeisureNode, LeisureSearch['sort']>
      ns="nightlife"
      country={country}
      state={state}
      update={update}
      sorts={leisureSorts}
      filters={<LeisureFilters values={state} activeCount={activeLeisureFilters(state)} onApply={update} />}
      connection={venues.data?.leisureVenues}
      loading={venues.loading}
      error={venues.error}
      onRetry={() => void venues.refetch()}
      onClearFilters={() => update(noLeisureFilters)}
      thingOf={(venue) => ({
        type: 'EntertainmentBusiness',
        name: venue.name,
        imageUrl: venue.imageUrl,
        path: withCountry(`/nightlife/${venue.id}/book`, country),
        price: venue.entryPrice,
        reviewSummary: venue.reviewSummary,
      })}
      renderCard={(venue) => (
        <ListingCard
          testId="leisure-card"
          listing={{ type: 'LEISURE', id: venue.id }}
          view={state.view}
          href={withCountry(`/nightlife/${venue.id}/book`, country)}
          name={venue.name}
          nameLanguage={venue.textLanguage}
          imageUrl={venue.imageUrl}
          badge={t(`types.${venue.type.toLowerCase()}`)}
          location={venue.location}
          price={
            <CardPrice amount={venue.entryPrice.amount}>
              <Box as="span" aria-label={t('priceLevelLabel', { level: venue.priceLevel })} me="2" color="ochre.700" data-testid="leisure-price-level">
                {'$'.repeat(venue.priceLevel)}
              </Box>
              {t('entryPrice', { price: formatUsd(venue.entryPrice.amount, language) })}
            </CardPrice>
          }
          action={{ label: t('bookTable'), ariaLabel: t('bookTableNamed', { name: venue.name }) }}
        >
          <CardFact icon={<Clock aria-hidden="true" size={14} />} testId="leisure-hours">
            {t('hours', { open: hhmm(venue.openTime), close: hhmm(venue.closeTime) })}
          </CardFact>
          {venue.djs.length > 0 && (
            <CardFact icon={<Disc3 aria-hidden="true" size={14} />} testId="leisure-djs">
              {t('djs', { names: venue.djs.join(', ') })}
            </CardFact>
          )}
        </ListingCard>
      )}
    />
  );
}
