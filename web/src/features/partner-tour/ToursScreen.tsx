// The organizer's tours: search, open one to edit it, or create a new one (name, place, category, length, price).
import { Badge, Box, Button, Field, Flex, Input, Link, NativeSelect, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ListingCitiesDocument } from '../../gql/graphql';
import { PartnerToursDocument, TourCreateDocument } from '../partner-shared/gql/graphql';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { formatUsd } from '../listings/format';
import { accepted } from '../partner-shared/partner-feedback';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';

const CATEGORIES = ['CULTURAL', 'WILDLIFE', 'ADVENTURE'] as const;

export function ToursScreen() {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const { data, previousData, error, refetch } = useQuery(PartnerToursDocument, { variables: { q: q.trim() || null }, fetchPolicy: 'cache-and-network' });
  const tours = (data ?? previousData)?.partnerTours;

  return (
    <Stack gap="4">
      <ScreenTitle
        actions={
          <Button colorPalette="terracotta" size="sm" onClick={() => setCreating(!creating)} aria-expanded={creating}>
            {t('tours.new')}
          </Button>
        }
      >
        {t('tours.title')}
      </ScreenTitle>
      {creating && data && <NewTourForm countries={data.countries} onDone={() => setCreating(false)} />}
      <Field.Root maxW="sm">
        <Field.Label>{t('tours.search')}</Field.Label>
        <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </Field.Root>
      {error && !tours ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : !tours ? (
        <LoadingRows />
      ) : tours.nodes.length === 0 ? (
        <NothingYet>{t('tours.empty')}</NothingYet>
      ) : (
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
    </Stack>
  );
}

function NewTourForm({ countries, onDone }: { countries: ReadonlyArray<{ code: string; name: string }>; onDone: () => void }) {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', country: 'RW', cityId: '', category: 'CULTURAL', durationDays: '1', price: '' });
  const cities = useQuery(ListingCitiesDocument, { variables: { code: form.country } });
  const [create, { loading }] = useMutation(TourCreateDocument);
  const [problem, setProblem] = useState<{ field?: string | null; message: string } | null>(null);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create({
      variables: {
        input: {
          name: form.name,
          cityId: form.cityId || null,
          category: form.category as (typeof CATEGORIES)[number],
          durationDays: Number(form.durationDays),
          price: form.price === '' ? null : Number(form.price),
        },
      },
    });
    const payload = result.data?.tourCreate;
    setProblem(payload?.userErrors[0] ?? null);
    if (payload?.tour && accepted(payload.userErrors, t('tours.created'))) {
      onDone();
      navigate(payload.tour.id);
    }
  }

  const invalid = (field: string) => problem?.field === field;
  return (
    <Box as="form" onSubmit={submit} bg="white" p="4" rounded="md" borderWidth="1px" aria-label={t('tours.new')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Field.Root required invalid={invalid('name')}>
          <Field.Label>{t('tours.name')}</Field.Label>
          <Input value={form.name} onChange={set('name')} />
          <Field.ErrorText>{problem?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('tours.country')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.country} onChange={(event) => setForm({ ...form, country: event.target.value, cityId: '' })}>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={invalid('cityId')}>
          <Field.Label>{t('tours.city')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.cityId} onChange={set('cityId')}>
              <option value="">{t('tours.chooseCity')}</option>
              {cities.data?.country.cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{problem?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('tours.category')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.category} onChange={set('category')}>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`category.${category}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={invalid('durationDays')}>
          <Field.Label>{t('tours.durationDays')}</Field.Label>
          <Input type="number" min={1} max={60} value={form.durationDays} onChange={set('durationDays')} />
          <Field.ErrorText>{problem?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={invalid('price')}>
          <Field.Label>{t('tours.pricePerPerson')}</Field.Label>
          <Input type="number" min={0} step="0.01" value={form.price} onChange={set('price')} />
          <Field.ErrorText>{problem?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Flex gap="2" mt="4">
        <Button type="submit" colorPalette="terracotta" loading={loading}>
          {t('tours.create')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      </Flex>
    </Box>
  );
}
