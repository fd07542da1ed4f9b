// The organizer's tours: search, open one to edit it, or create a new one (name, place, category, length, price).
import { Badge, Box, Link, Table } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PartnerToursDocument, TourCreateDocument } from '../partner-shared/gql/graphql';
import { formatUsd } from '../listings/format';
import { FormField, SelectInput, TextInput } from '../admin/admin-form';
import { amountOrNull, NewListingForm } from '../partner-shared/NewListingForm';
import { OwnListingsScreen } from '../partner-shared/OwnListingsScreen';

const CATEGORIES = ['CULTURAL', 'WILDLIFE', 'ADVENTURE'] as const;

export function ToursScreen() {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [q, setQ] = useState('');
  const { data, previousData, error, refetch } = useQuery(PartnerToursDocument, { variables: { q: q || null }, fetchPolicy: 'cache-and-network' });
  return (
    <OwnListingsScreen
      texts="tours"
      list={(data ?? previousData)?.partnerTours}
      failed={!!error}
      onRetry={() => void refetch()}
      onSearch={setQ}
      newForm={(close) => data && <NewTourForm countries={data.countries} onDone={close} />}
    >
      {(tours) => (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline" bg="white">
            <Table.Caption srOnly>{t('tours.caption', { total: tours.totalCount })}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('tours.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('tours.place')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('tours.price')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('tours.departures')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('tours.visibility')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tours.nodes.map((tour) => (
                <Table.Row key={tour.id}>
                  <Table.Cell>
                    <Link asChild color="terracotta.700" fontWeight="semibold">
                      <RouterLink to={tour.id}>{tour.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{tour.location}</Table.Cell>
                  <Table.Cell textAlign="end">{formatUsd(tour.price.amount, language)}</Table.Cell>
                  <Table.Cell textAlign="end">{tour.departures.length}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={tour.active ? 'green' : 'gray'}>{tour.active ? t('tours.active') : t('tours.hidden')}</Badge>
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
