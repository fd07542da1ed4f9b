import { Box, Button, Flex, Heading, HStack, IconButton, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LayoutGrid, List, SearchX, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedCountry } from '../../app/country';
import { errorMessage } from '../../app/errors';
import { scrollToTop } from '../../app/scroll';
import { localCountryName } from '../layout/country-names';
import { CountryCitiesDocument, HotelListDocument } from '../../gql/graphql';
import { HotelCard, HotelCardSkeleton } from './HotelCard';
import { HotelFiltersDialog } from './HotelFiltersDialog';
import { HotelPagination } from './HotelPagination';
import { HotelSearchBox } from './HotelSearchBox';
import { activeFilterCount, hotelListVariables, hotelSorts, noFilters, useHotelSearch, type HotelSortKey, type HotelView } from './hotel-search';

const SKELETON_COUNT = 6;

export function HotelListPage() {
  const { t, i18n } = useTranslation('hotels');
  const language = i18n.resolvedLanguage ?? 'en';
  const [country] = useSelectedCountry();
  const { search, update } = useHotelSearch();
  const hotels = useQuery(HotelListDocument, { variables: hotelListVariables(country, search), notifyOnNetworkStatusChange: true });
  const cities = useQuery(CountryCitiesDocument, { variables: { code: country } });

  useEffect(() => {
    document.title = `${t('title')} · ${t('common:brand')}`;
  }, [t]);

  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const goToPage = (page: number) => {
    update({ page });
    scrollToTop();
  };

  const connection = hotels.data?.hotels;
  const showSkeletons = hotels.loading;
  const gridColumns = search.view === 'grid' ? { base: 1, sm: 2, lg: 3 } : { base: 1 };

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <Heading as="h1" size="2xl" mb="4">
        {t('heading', { country: localCountryName(country, cities.data?.country.name ?? country, language) })}
      </Heading>

      <Flex role="search" gap="3" wrap="wrap" align="start" mb="2">
        <HotelSearchBox value={search.q} onSearch={onSearch} />
        <HStack gap="2" wrap="wrap">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('city.label')}
              bg="white"
              value={search.city ?? ''}
              onChange={(event) => update({ city: event.currentTarget.value || null })}
            >
              <option value="">{t('city.all')}</option>
              {cities.data?.country.cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('sort.label')}
              bg="white"
              value={search.sort}
              onChange={(event) => update({ sort: event.currentTarget.value as HotelSortKey })}
            >
              {(Object.keys(hotelSorts) as HotelSortKey[]).map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <HotelFiltersDialog
            values={search}
            activeCount={activeFilterCount(search)}
            onApply={(values) => update(values)}
          />
          <HStack gap="0" role="group" aria-label={t('view.label')}>
            {(['grid', 'list'] as HotelView[]).map((view) => (
              <IconButton
                key={view}
                size="sm"
                variant={search.view === view ? 'subtle' : 'ghost'}
                aria-label={t(`view.${view}`)}
                aria-pressed={search.view === view}
                onClick={() => update({ view })}
              >
                {view === 'grid' ? <LayoutGrid aria-hidden="true" /> : <List aria-hidden="true" />}
              </IconButton>
            ))}
          </HStack>
        </HStack>
      </Flex>

      <Text role="status" aria-live="polite" color="gray.700" fontSize="sm" mb="4" minH="5" data-testid="hotel-summary">
        {connection && connection.totalCount > 0 && !showSkeletons
          ? t('summary', {
              from: (connection.pageInfo.page! - 1) * connection.pageInfo.pageSize + 1,
              to: (connection.pageInfo.page! - 1) * connection.pageInfo.pageSize + connection.nodes.length,
              total: connection.totalCount,
              page: connection.pageInfo.page,
              pages: connection.pageInfo.totalPages,
            })
          : showSkeletons
            ? t('common:status.loading')
            : ''}
      </Text>

      {showSkeletons ? (
        <SimpleGrid columns={gridColumns} gap="5" aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <HotelCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : hotels.error ? (
        <Stack align="center" textAlign="center" py="12" gap="3" role="alert">
          <TriangleAlert aria-hidden="true" size={40} color="var(--chakra-colors-terracotta-600)" />
          <Heading as="h2" size="lg">
            {t('error.title')}
          </Heading>
          {errorMessage(hotels.error, t, 'hotels:error.title') !== t('error.title') && (
            <Text color="gray.700">{errorMessage(hotels.error, t, 'hotels:error.title')}</Text>
          )}
          <Button colorPalette="terracotta" onClick={() => void hotels.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      ) : connection && connection.nodes.length > 0 ? (
        <>
          <SimpleGrid as="ul" listStyleType="none" columns={gridColumns} gap="5" aria-label={t('listLabel')}>
            {connection.nodes.map((hotel) => (
              <li key={hotel.id}>
                <HotelCard hotel={hotel} view={search.view} country={country} />
              </li>
            ))}
          </SimpleGrid>
          <HotelPagination page={connection.pageInfo.page ?? search.page} totalPages={connection.pageInfo.totalPages} onPageChange={goToPage} />
        </>
      ) : connection ? (
        <Stack align="center" textAlign="center" py="12" gap="3">
          <SearchX aria-hidden="true" size={40} color="var(--chakra-colors-ochre-600)" />
          <Heading as="h2" size="lg">
            {t('empty.title')}
          </Heading>
          <Text color="gray.700">{t('empty.hint')}</Text>
          <Button colorPalette="terracotta" variant="outline" onClick={() => update(noFilters)}>
            {t('empty.clear')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
