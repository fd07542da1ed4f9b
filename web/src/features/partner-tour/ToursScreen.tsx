// The organizer's tours: search, open one to edit it, or create a new one (name, place, category, length, price).
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PartnerToursDocument, TourCreateDocument } from '../partner-shared/gql/graphql';
import { formatUsd } from '../listings/format';
import { FormField, SelectInput, TextInput } from '../admin/admin-form';
import { amountOrNull, NewListingForm } from '../partner-shared/NewListingForm';
import { OwnListingsScreen, OwnListingsTable } from '../partner-shared/OwnListingsScreen';
import { listingEditorPath } from '../partner-shared/ListingEditorScreen';
import { useSearchPaging } from '../partner-shared/ListPager';

const CATEGORIES = ['CULTURAL', 'WILDLIFE', 'ADVENTURE'] as const;

export function ToursScreen() {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const { q, page, onSearch, onPage } = useSearchPaging();
  const { data, previousData, error, refetch } = useQuery(PartnerToursDocument, { variables: { q: q || null, page }, fetchPolicy: 'cache-and-network' });
  return (
    <OwnListingsScreen
      texts="tours"
      list={(data ?? previousData)?.partnerTours}
      failed={!!error}
      onRetry={() => void refetch()}
      onSearch={onSearch}
      onPage={onPage}
      newForm={(close) => data && <NewTourForm countries={data.countries} onDone={close} />}
    >
      {(tours) => (
        <OwnListingsTable
          rows={tours.nodes}
          caption={t('tours.caption', { total: tours.totalCount })}
          nameHeader={t('tours.name')}
          linkTo={(tour) => tour.id}
          editTo={(tour) => `../${listingEditorPath(tour.id)}`}
          columns={[
            { header: t('tours.price'), numeric: true, cell: (tour) => formatUsd(tour.price.amount, language) },
            { header: t('tours.departures'), numeric: true, cell: (tour) => tour.departures.length },
          ]}
        />
      )}
    </OwnListingsScreen>
  );
}

function NewTourForm({ countries, onDone }: { countries: ReadonlyArray<{ code: string; name: string }>; onDone: () => void }) {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const [create] = useMutation(TourCreateDocument);
  return (
    <NewListingForm
      texts="tours"
      countries={countries}
      initial={{ category: 'CULTURAL', durationDays: '1', price: '' }}
      ownFields={(own, change, problemOf) => (
        <>
          <FormField label={t('tours.category')} error={problemOf('category')}>
            <SelectInput
              value={own.category}
              onChange={change('category')}
              options={CATEGORIES.map((category) => ({ value: category, label: t(`category.${category}`) }))}
            />
          </FormField>
          <FormField label={t('tours.durationDays')} error={problemOf('durationDays')} required>
            <TextInput type="number" min={1} max={60} value={own.durationDays} onChange={change('durationDays')} />
          </FormField>
          <FormField label={t('tours.pricePerPerson')} error={problemOf('price')} required>
            <TextInput type="number" min={0} step="0.01" value={own.price} onChange={change('price')} />
          </FormField>
        </>
      )}
      create={async (listing, own) => {
        const input = {
          ...listing,
          category: own.category as (typeof CATEGORIES)[number],
          durationDays: Number(own.durationDays),
          price: amountOrNull(own.price),
        };
        const payload = (await create({ variables: { input } })).data?.tourCreate;
        return payload && { id: payload.tour?.id, userErrors: payload.userErrors };
      }}
      onCreated={(id) => {
        onDone();
        navigate(id);
      }}
      onCancel={onDone}
    />
  );
}
