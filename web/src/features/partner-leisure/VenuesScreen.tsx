// The leisure manager's venues: opening hours, places a night (never below a night's reservations), entry price.
import { Badge, Button, Card, Checkbox, Field, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeisureVenueUpdateDocument, PartnerLeisureVenuesDocument, type PartnerLeisureVenuesQuery } from '../partner-shared/gql/graphql';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { accepted } from '../partner-shared/partner-feedback';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';

type Venue = PartnerLeisureVenuesQuery['partnerLeisureVenues']['nodes'][number];

export function VenuesScreen() {
  const { t } = useTranslation('partners');
  const [q, setQ] = useState('');
  const { data, previousData, error, refetch } = useQuery(PartnerLeisureVenuesDocument, { variables: { q: q.trim() || null }, fetchPolicy: 'cache-and-network' });
  const venues = (data ?? previousData)?.partnerLeisureVenues;
  return (
    <Stack gap="4">
      <ScreenTitle>{t('venues.title')}</ScreenTitle>
      <Field.Root maxW="sm">
        <Field.Label>{t('venues.search')}</Field.Label>
        <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </Field.Root>
      {error && !venues ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : !venues ? (
        <LoadingRows />
      ) : venues.nodes.length === 0 ? (
        <NothingYet>{t('venues.empty')}</NothingYet>
      ) : (
        venues.nodes.map((venue) => <VenueCard key={venue.id} venue={venue} />)
      )}
    </Stack>
  );
}

function VenueCard({ venue }: { venue: Venue }) {
  const { t } = useTranslation('partners');
  const [form, setForm] = useState({ openTime: venue.openTime, closeTime: venue.closeTime, capacity: String(venue.capacity), entryPrice: String(venue.entryPrice.amount), active: venue.active });
  const [update, { loading }] = useMutation(LeisureVenueUpdateDocument);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await update({
      variables: { id: venue.id, input: { openTime: form.openTime, closeTime: form.closeTime, capacity: Number(form.capacity), entryPrice: Number(form.entryPrice), active: form.active } },
    });
    accepted(result.data?.leisureVenueUpdate.userErrors, t('saved'));
  }
  return (
    <Card.Root as="form" onSubmit={submit} aria-labelledby={`venue-${venue.id}`}>
      <Card.Body>
        <Flex gap="3" align="center" wrap="wrap" mb="3">
          <Heading as="h2" size="md" id={`venue-${venue.id}`}>
            {venue.name}
          </Heading>
          <Text color="gray.600" fontSize="sm">
            {venue.location}
          </Text>
          <Badge colorPalette={venue.active ? 'green' : 'gray'}>{venue.active ? t('tours.active') : t('tours.hidden')}</Badge>
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
