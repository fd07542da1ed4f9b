// The manager's restaurants: open one to arrange its floor plan, hours and the day's reservations, or create one.
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PartnerRestaurantsDocument, RestaurantCreateDocument } from '../partner-shared/gql/graphql';
import { FormField, SelectInput, TextInput } from '../admin/admin-form';
import { amountOrNull, NewListingForm } from '../partner-shared/NewListingForm';
import { OwnListingsScreen, OwnListingsTable } from '../partner-shared/OwnListingsScreen';
import { listingEditorPath } from '../partner-shared/ListingEditorScreen';
import { useSearchPaging } from '../partner-shared/ListPager';

export function RestaurantsScreen() {
  const { t } = useTranslation('partners');
  const { q, page, onSearch, onPage } = useSearchPaging();
  const { data, previousData, error, refetch } = useQuery(PartnerRestaurantsDocument, { variables: { q: q || null, page }, fetchPolicy: 'cache-and-network' });
  return (
    <OwnListingsScreen
      texts="restaurants"
      list={(data ?? previousData)?.partnerRestaurants}
      failed={!!error}
      onRetry={() => void refetch()}
      onSearch={onSearch}
      onPage={onPage}
      newForm={(close) => data && <NewRestaurantForm countries={data.countries} onDone={close} />}
    >
      {(restaurants) => (
        <OwnListingsTable
          rows={restaurants.nodes}
          nameHeader={t('restaurants.name')}
          linkTo={(restaurant) => `restaurants/${restaurant.id}`}
          editTo={(restaurant) => listingEditorPath(restaurant.id)}
        />
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
