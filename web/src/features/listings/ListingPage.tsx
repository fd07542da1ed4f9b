// The frame every list page shares: heading, toolbar, summary, states, cards and pagination.
import { Box, Flex, Heading, HStack, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { errorText } from '../../app/errors';
import { usePageMeta } from '../../app/page-meta';
import { ListingCitiesDocument } from '../../gql/graphql';
import { inCountry, localCountryName } from '../layout/country-names';
import { SearchCombobox } from '../search/SearchCombobox';
import { CitySelect } from './CitySelect';
import { ListSummary, type ConnectionSummary } from './ListSummary';
import { FirstCardContext } from './ListingCard';
import { CardSkeletons } from './CardSkeletons';
import { Pagination } from './Pagination';
import { type ListedThing, ListStructuredData } from './StructuredData';
import { useSiteUrl } from '../../app/site-origin';
import { ToolbarSelect } from './ToolbarSelect';
import { type BaseListState, pageAddress, searchFormParams } from './url-state';
import { ViewToggle } from './ViewToggle';

/** The empty and failure states, loaded when a list shows one (a painted page that shows one preloads it). */
const EmptyState = lazy(async () => ({ default: (await import('./ListStates')).EmptyState }));
const ErrorState = lazy(async () => ({ default: (await import('./ListStates')).ErrorState }));

interface Props<Node extends { id: string }, Sort extends string> {
  /** The page's namespace: title, heading, search, sort, empty and error texts. */
  ns: string;
  country: string;
  state: BaseListState<Sort>;
  update: (changes: Partial<BaseListState<Sort>>, options?: { replace?: boolean }) => void;
  sorts: readonly Sort[];
  /** More toolbar controls (the tour dates). */
  controls?: ReactNode;
  filters: ReactNode;
  connection?: ConnectionSummary & { nodes: readonly Node[] };
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  onClearFilters: () => void;
  renderCard: (node: Node) => ReactNode;
  /** A card's listing as schema.org sees it (the page's structured data). */
  thingOf: (node: Node) => ListedThing;
}

export function ListingPage<Node extends { id: string }, Sort extends string>(props: Props<Node, Sort>) {
  const { ns, country, state, update, sorts, loading, error } = props;
  // The 30 cards render in an interruptible pass: a slow phone keeps answering taps while they build.
  const connection = useDeferredValue(props.connection);
  // t looks in the page's namespace first, then in the shared one: a page may word a shared string its own way.
  const { t, i18n } = useTranslation([ns, 'listings']);
  const language = i18n.resolvedLanguage ?? 'en';
  const cities = useQuery(ListingCitiesDocument, { variables: { code: country } });
  const { pathname, search } = useLocation();
  const { origin } = useSiteUrl();

  const onSearch = useCallback((q: string) => update({ q } as Partial<BaseListState<Sort>>, { replace: true }), [update]);
  const columns: Record<string, number> = state.view === 'grid' ? { base: 1, sm: 2, lg: 3 } : { base: 1 };
  const countryName = localCountryName(country, cities.data?.country.name ?? country, language);
  usePageMeta(`${t('title')} · ${t('common:brand')}`, t('heading', { country: countryName, inCountry: inCountry(country, countryName, language) }));

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <Heading as="h1" size="2xl" mb="4">
        {t('heading', { country: countryName, inCountry: inCountry(country, countryName, language) })}
      </Heading>

      <Flex role="search" gap="3" wrap="wrap" align="start" mb="2">
        {/* A plain GET form too: on a painted page, Enter searches before the app arrives (the server paints the answer). */}
        <Box asChild display="contents">
          <form method="get" action={pathname} onSubmit={(event) => event.preventDefault()}>
            {searchFormParams(search).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <SearchCombobox
              country={country}
              name="q"
              value={state.q}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              onSearch={onSearch}
              searchWhileTyping
              cityListPath={pathname}
            />
          </form>
        </Box>
        <HStack gap="2" wrap="wrap">
          {props.controls}
          <CitySelect cities={cities.data?.country.cities ?? []} value={state.city} onChange={(city) => update({ city } as Partial<BaseListState<Sort>>)} />
          {sorts.length > 1 && (
            <ToolbarSelect
              label={t('sort.label')}
              testId="sort-select"
              value={state.sort}
              options={sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}` as string) }))}
              onChange={(sort) => update({ sort: sort as Sort } as Partial<BaseListState<Sort>>)}
            />
          )}
          {props.filters}
          <ViewToggle view={state.view} onChange={(view) => update({ view } as Partial<BaseListState<Sort>>)} />
        </HStack>
      </Flex>

      <ListSummary connection={connection} loading={loading} />

      {/* Skeletons until the deferred cards are ready too: the grid never blinks empty. */}
      {loading || (props.connection && !connection) ? (
        <CardSkeletons columns={columns} />
      ) : error ? (
        <Suspense fallback={<CardSkeletons columns={columns} />}>
          <ErrorState title={t('error.title')} detail={errorText(t, error, ns, 'listings')} onRetry={props.onRetry} />
        </Suspense>
      ) : connection && connection.nodes.length > 0 ? (
        <>
          <ListStructuredData things={connection.nodes.map(props.thingOf)} origin={origin} />
          <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="5" aria-label={t('listLabel')}>
            {connection.nodes.map((node: Node, index) => (
              <li key={node.id}>
                <FirstCardContext.Provider value={index === 0}>{props.renderCard(node)}</FirstCardContext.Provider>
              </li>
            ))}
          </SimpleGrid>
          <Pagination
            page={connection.pageInfo.page ?? state.page}
            totalPages={connection.pageInfo.totalPages}
            hrefOf={(page) => pageAddress(pathname, search, page)}
          />
        </>
      ) : connection ? (
        <Suspense fallback={<CardSkeletons columns={columns} />}>
          <EmptyState title={t('empty.title')} hint={t('empty.hint', { defaultValue: '' }) || undefined} onClear={props.onClearFilters} />
        </Suspense>
      ) : null}
    </Box>
  );
}
