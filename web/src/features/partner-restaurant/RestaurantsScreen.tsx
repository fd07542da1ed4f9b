// The manager's restaurants: open one to arrange its floor plan, hours and the day's reservations.
import { Badge, Box, Field, Input, Link, Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PartnerRestaurantsDocument } from '../partner-shared/gql/graphql';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';

export function RestaurantsScreen() {
  const { t } = useTranslation('partners');
  const [q, setQ] = useState('');
  const { data, previousData, error, refetch } = useQuery(PartnerRestaurantsDocument, { variables: { q: q.trim() || null }, fetchPolicy: 'cache-and-network' });
  const restaurants = (data ?? previousData)?.partnerRestaurants;
  return (
    <Stack gap="4">
      <ScreenTitle>{t('restaurants.title')}</ScreenTitle>
      <Field.Root maxW="sm">
        <Field.Label>{t('restaurants.search')}</Field.Label>
        <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </Field.Root>
      {error && !restaurants ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : !restaurants ? (
        <LoadingRows />
      ) : restaurants.nodes.length === 0 ? (
        <NothingYet>{t('restaurants.empty')}</NothingYet>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline" bg="white">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('restaurants.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('tours.place')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('tours.visibility')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {restaurants.nodes.map((restaurant) => (
                <Table.Row key={restaurant.id}>
                  <Table.Cell>
                    <Link asChild color="terracotta.700" fontWeight="semibold">
                      <RouterLink to={`restaurants/${restaurant.id}`}>{restaurant.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{restaurant.location}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={restaurant.active ? 'green' : 'gray'}>{restaurant.active ? t('tours.active') : t('tours.hidden')}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
