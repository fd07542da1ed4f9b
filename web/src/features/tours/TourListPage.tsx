import { Field, HStack, Input } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelectedCountry, withCountry } from '../../app/country';
import { TourListDocument, type TourListConnectionFragment } from '../../gql/graphql';
import { formatCount, formatDate, formatUsdWhole } from '../listings/format';
import { CardFact, CardPrice, ListingCard } from '../listings/ListingCard';
import { ListingPage } from '../listings/ListingPage';
import { useListUrlState } from '../listings/url-state';
import { TourFilters } from './TourFilters';
import { activeTourFilters, noTourFilters, readTourSearch, tourListVariables, tourSorts, type TourSearch } from './tour-search';

type TourNode = TourListConnectionFragment['nodes'][number];

export function TourListPage() {
  const { t, i18n } = useTranslation(['tours', 'listings']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [country] = useSelectedCountry();
  const { state, update } = useListUrlState<TourSearch>(readTourSearch);
  // A To date before the From date is the traveller's to correct, said at the field: no search is sent for it.
  const datesInvalid = Boolean(state.from && state.to && state.from > state.to);
  const tours = useQuery(TourListDocument, { variables: tourListVariables(country, state), skip: datesInvalid });

  const dates = (
    <HStack gap="2" align="end">
      {(['from', 'to'] as const).map((name) => (
        <Field.Root key={name} width="auto" invalid={name === 'to' && datesInvalid}>
          <Field.Label fontSize="xs" mb="0">
            {t(`dates.${name}`)}
          </Field.Label>
          <Input
            type="date"
            size="sm"
            bg="white"
            name={name}
            value={state[name] ?? ''}
            min={name === 'to' ? (state.from ?? undefined) : undefined}
            onChange={(event) => update({ [name]: event.currentTarget.value || null })}
          />
          {name === 'to' && datesInvalid && state.from && (
            <Field.ErrorText maxW="15rem" color="red.700" data-testid="tour-dates-error">
              {t('dates.toBeforeFrom', { from: formatDate(state.from, language) })}
            </Field.ErrorText>
          )}
        </Field.Root>
      ))}
    </HStack>
  );

  return (
    <ListingPage<TourNode, TourSearch['sort']>
      ns="tours"
      country={country}
      state={state}
      update={update}
      sorts={tourSorts}
      controls={dates}
      filters={<TourFilters values={state} activeCount={activeTourFilters(state)} onApply={update} />}
      connection={datesInvalid ? undefined : tours.data?.tours}
      loading={tours.loading}
      error={tours.error}
      onRetry={() => void tours.refetch()}
      onClearFilters={() => update(noTourFilters)}
      thingOf={(tour) => ({
        type: ['TouristTrip', 'Product'],
        name: tour.name,
        imageUrl: tour.imageUrl,
        path: withCountry(`/tours/${tour.id}`, country),
        price: tour.price,
        reviewSummary: tour.reviewSummary,
      })}
      renderCard={(tour) => (
        <ListingCard
          testId="tour-card"
          listing={{ type: 'TOUR', id: tour.id }}
          view={state.view}
          href={withCountry(`/tours/${tour.id}`, country)}
          name={tour.name}
          nameLanguage={tour.textLanguage}
          imageUrl={tour.imageUrl}
          badge={t(`categories.${tour.category.toLowerCase()}`)}
          location={tour.location}
          price={<CardPrice amount={tour.price.amount}>{t('fromPrice', { price: formatUsdWhole(tour.price.amount, language) })}</CardPrice>}
          action={{ label: t('viewTour'), ariaLabel: t('viewTourNamed', { name: tour.name }) }}
        >
          <CardFact icon={<Clock aria-hidden="true" size={14} />} testId="tour-duration" value={tour.durationDays}>
            {t('duration', { count: tour.durationDays, formatted: formatCount(tour.durationDays, language) })}
          </CardFact>
        </ListingCard>
      )}
    />
  );
}
