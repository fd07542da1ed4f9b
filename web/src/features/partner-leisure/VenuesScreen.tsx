// The leisure manager's venues: create one; opening hours, places a night (never below a night's reservations), entry price.
import { Box, Button, Card, Checkbox, Field, Flex, Heading, HStack, Input, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LeisureVenueCreateDocument,
  LeisureVenueUpdateDocument,
  PartnerLeisureVenuesDocument,
  type PartnerLeisureVenuesQuery,
} from '../partner-shared/gql/graphql';
import { FormField, SelectInput, TextInput } from '../admin/admin-form';
import { amountOrNull, NewListingForm } from '../partner-shared/NewListingForm';
import { accepted } from '../partner-shared/partner-feedback';
import { OwnListingsScreen } from '../partner-shared/OwnListingsScreen';
import { useSearchPaging } from '../partner-shared/ListPager';
import { EditListingLink, VisibilityBadge, useHideConfirmation } from '../partner-shared/ListingParts';
import { listingEditorPath } from '../partner-shared/ListingEditorScreen';

type Venue = PartnerLeisureVenuesQuery['partnerLeisureVenues']['nodes'][number];
const LEISURE_TYPES = ['BAR', 'CLUB', 'WALK', 'EVENTS', 'FESTIVALS', 'SPORTS'] as const;
const PRICE_LEVELS = [1, 2, 3, 4] as const;

export function VenuesScreen() {
  const { q, page, onSearch, onPage } = useSearchPaging();
  const { data, previousData, error, refetch } = useQuery(PartnerLeisureVenuesDocument, {
    variables: { q: q || null, page },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <OwnListingsScreen
      texts="venues"
      list={(data ?? previousData)?.partnerLeisureVenues}
      failed={!!error}
      onRetry={() => void refetch()}
      onSearch={onSearch}
      onPage={onPage}
      newForm={(close) => data && <NewVenueForm countries={data.countries} onDone={close} />}
    >
      {(venues) => venues.nodes.map((venue) => <VenueCard key={venue.id} venue={venue} />)}
    </OwnListingsScreen>
  );
}

function VenueCard({ venue }: { venue: Venue }) {
  const { t } = useTranslation('partners');
  const [form, setForm] = useState({
    openTime: venue.openTime,
    closeTime: venue.closeTime,
    capacity: String(venue.capacity),
    entryPrice: String(venue.entryPrice.amount),
    active: venue.active,
  });
  const [update, { loading }] = useMutation(LeisureVenueUpdateDocument);
  const hiding = useHideConfirmation();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await hiding.allowed(venue.name, venue.active, form.active))) return;
    const result = await update({
      variables: {
        id: venue.id,
        input: {
          openTime: form.openTime,
          closeTime: form.closeTime,
          capacity: Number(form.capacity),
          entryPrice: Number(form.entryPrice),
          active: form.active,
        },
      },
    });
    accepted(result.data?.leisureVenueUpdate.userErrors, t('saved'));
  }
  return (
    <Card.Root as="form" onSubmit={submit} aria-labelledby={`venue-${venue.id}`}>
      {hiding.dialog}
      <Card.Body>
        <Flex gap="3" align="center" wrap="wrap" mb="3">
          <Heading as="h2" size="md" id={`venue-${venue.id}`}>
            {venue.name}
          </Heading>
          <Text color="gray.600" fontSize="sm">
            {venue.location}
          </Text>
          <VisibilityBadge active={venue.active} />
          <Box marginStart="auto">
            <EditListingLink to={listingEditorPath(venue.id)} name={venue.name} />
          </Box>
          <Link asChild color="terracotta.700" fontSize="sm">
            <RouterLink to={`nights?venue=${venue.id}`} aria-label={t('leisureNights.openFor', { venue: venue.name })}>
              {t('nav.nights')}
            </RouterLink>
          </Link>
        </Flex>
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root maxW="32">
            <Field.Label>{t('venues.opens')}</Field.Label>
            <Input type="time" value={form.openTime} onChange={(event) => setForm({ ...form, openTime: event.target.value })} />
          </Field.Root>
          <Field.Root maxW="32">
            <Field.Label>{t('venues.closes')}</Field.Label>
            <Input type="time" value={form.closeTime} onChange={(event) => setForm({ ...form, closeTime: event.target.value })} />
          </Field.Root>
          <Field.Root maxW="32">
            <Field.Label>{t('venues.capacity')}</Field.Label>
            <Input type="number" min={1} value={form.capacity} onChange={(event) => setForm({ ...form, capacity: event.target.value })} />
          </Field.Root>
          <Field.Root maxW="32">
            <Field.Label>{t('venues.entryPrice')}</Field.Label>
            <Input type="number" min={0} step="0.01" value={form.entryPrice} onChange={(event) => setForm({ ...form, entryPrice: event.target.value })} />
          </Field.Root>
          <Checkbox.Root checked={form.active} onCheckedChange={(details) => setForm({ ...form, active: details.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('venues.visibleToTravellers')}</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" size="sm" colorPalette="terracotta" loading={loading}>
            {t('actions.save')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function NewVenueForm({ countries, onDone }: { countries: ReadonlyArray<{ code: string; name: string }>; onDone: () => void }) {
  const { t } = useTranslation('partners');
  const [create] = useMutation(LeisureVenueCreateDocument);
  return (
    <NewListingForm
      texts="venues"
      countries={countries}
      initial={{ type: 'BAR', openTime: '18:00', closeTime: '02:00', priceLevel: '2', entryPrice: '', capacity: '' }}
      ownFields={(own, change, problemOf) => (
        <>
          <FormField label={t('venues.type')} error={problemOf('type')}>
            <SelectInput
              value={own.type}
              onChange={change('type')}
              options={LEISURE_TYPES.map((type) => ({ value: type, label: t(`venues.types.${type}`) }))}
            />
          </FormField>
          <FormField label={t('venues.opens')} error={problemOf('openTime')} required>
            <TextInput type="time" value={own.openTime} onChange={change('openTime')} />
          </FormField>
          <FormField label={t('venues.closes')} error={problemOf('closeTime')} required>
            <TextInput type="time" value={own.closeTime} onChange={change('closeTime')} />
          </FormField>
          <FormField label={t('venues.priceLevel')} error={problemOf('priceLevel')}>
            <SelectInput
              value={own.priceLevel}
              onChange={change('priceLevel')}
              options={PRICE_LEVELS.map((level) => ({ value: String(level), label: '$'.repeat(level) }))}
            />
          </FormField>
          <FormField label={t('venues.entryPrice')} error={problemOf('entryPrice')} required>
            <TextInput type="number" min={0} step="0.01" value={own.entryPrice} onChange={change('entryPrice')} />
          </FormField>
          <FormField label={t('venues.capacity')} error={problemOf('capacity')} required>
            <TextInput type="number" min={1} value={own.capacity} onChange={change('capacity')} />
          </FormField>
        </>
      )}
      create={async (listing, own) => {
        const { type, openTime, closeTime } = own;
        const input = {
          ...listing,
          type: type as (typeof LEISURE_TYPES)[number],
          openTime,
          closeTime,
          priceLevel: Number(own.priceLevel),
          entryPrice: amountOrNull(own.entryPrice),
          capacity: amountOrNull(own.capacity),
        };
        const payload = (await create({ variables: { input } })).data?.leisureVenueCreate;
        return payload && { id: payload.venue?.id, userErrors: payload.userErrors };
      }}
      onCreated={onDone}
      onCancel={onDone}
    />
  );
}
