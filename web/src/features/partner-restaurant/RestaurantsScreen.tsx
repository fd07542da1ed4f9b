// The manager's restaurants: open one to arrange its floor plan, hours and the day's reservations, or create one.
import { Badge, Box, Link, Table } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PartnerRestaurantsDocument, RestaurantCreateDocument } from '../partner-shared/gql/graphql';
import { FormField, SelectInput, TextInput } from '../admin/admin-form';
import { amountOrNull, NewListingForm } from '../partner-shared/NewListingForm';
import { OwnListingsScreen } from '../partner-shared/OwnListingsScreen';

export function RestaurantsScreen() {
  const { t } = useTranslation('partners');
  const [q, setQ] = useState('');
  const { data, previousData, error, refetch } = useQuery(PartnerRestaurantsDocument, { variables: { q: q || null }, fetchPolicy: 'cache-and-network' });
  return (
    <OwnListingsScreen
      texts="restaurants"
      list={(data ?? previousData)?.partnerRestaurants}
      failed={!!error}
      onRetry={() => void refetch()}
      onSearch={setQ}
      newForm={(close) => data && <NewRestaurantForm countries={data.countries} onDone={close} />}
    >
      {(restaurants) => (
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
    </OwnListingsScreen>
  );
}

const CUISINES = ['AFRICAN', 'RWANDAN', 'CONTINENTAL', 'INTERNATIONAL'] as const;

/** Opens the new restaurant at once: its floor plan and hours are the next things to set. */
function NewRestaurantForm({ countries, onDone }: { countries: ReadonlyArray<{ code: string; name: string }>; onDone: () => void }) {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const [create] = useMutation(RestaurantCreateDocument);
  return (
    <NewListingForm
      texts="restaurants"
      countries={countries}
      initial={{ cuisine: 'AFRICAN', averagePrice: '' }}
      ownFields={(own, change, problemOf) => (
        <>
          <FormField label={t('restaurants.cuisine')} error={problemOf('cuisine')}>
            <SelectInput
              value={own.cuisine}
              onChange={change('cuisine')}
              options={CUISINES.map((cuisine) => ({ value: cuisine, label: t(`restaurants.cuisines.${cuisine}`) }))}
            />
          </FormField>
          <FormField label={t('restaurants.averagePrice')} error={problemOf('averagePrice')} required>
            <TextInput type="number" min={0} step="0.01" value={own.averagePrice} onChange={change('averagePrice')} />
          </FormField>
        </>
      )}
      create={async (listing, own) => {
        const input = { ...listing, cuisine: own.cuisine as (typeof CUISINES)[number], averagePrice: amountOrNull(own.averagePrice) };
        const payload = (await create({ variables: { input } })).data?.restaurantCreate;
        return payload && { id: payload.restaurant?.id, userErrors: payload.userErrors };
      }}
      onCreated={(id) => {
        onDone();
        navigate(`restaurants/${id}`);
      }}
      onCancel={onDone}
    />
  );
}
