// One of the organizer's tours: its details and visibility, its departures and seats (what travellers book), and
// its itinerary. Loaded with one query; each change is one mutation, refetched after.
import { Box, Button, Checkbox, Field, Flex, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PartnerTourDocument, type PartnerTourQuery, TourUpdateDocument } from '../partner-shared/gql/graphql';
import { accepted } from '../partner-shared/partner-feedback';
import { Panel, useHideConfirmation } from '../partner-shared/ListingParts';
import { OwnListingScreen } from '../partner-shared/OwnListingScreen';
import { TourDepartures } from './TourDepartures';
import { TourItinerary } from './TourItinerary';

export function TourEditorScreen() {
  const { t } = useTranslation('partners');
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(PartnerTourDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch();
  return (
    <OwnListingScreen back={{ to: '..', label: t('tours.back') }} view={data?.partnerTour} failed={!!error} onRetry={reload} title={(view) => view.tour.name}>
      {(view) => (
        <>
          <TourDetails tour={view.tour} />
          <TourDepartures
            tourId={view.tour.id}
            departures={view.departures.map((departure) => ({ ...departure, date: String(departure.date) }))}
            rules={view.departureRules.map((rule) => ({ ...rule, from: String(rule.from), until: String(rule.until) }))}
            onChange={reload}
          />
          <TourItinerary tourId={view.tour.id} durationDays={view.tour.durationDays} steps={view.itinerary} onChange={reload} />
        </>
      )}
    </OwnListingScreen>
  );
}

type TourView = PartnerTourQuery['partnerTour']['tour'];

function TourDetails({ tour }: { tour: TourView }) {
  const { t } = useTranslation('partners');
  const [form, setForm] = useState({
    name: tour.name,
    description: tour.description,
    durationDays: String(tour.durationDays),
    price: String(tour.price.amount),
    active: tour.active,
  });
  useEffect(() => {
    setForm({ name: tour.name, description: tour.description, durationDays: String(tour.durationDays), price: String(tour.price.amount), active: tour.active });
  }, [tour]);
  const [update, { loading }] = useMutation(TourUpdateDocument);
  const hiding = useHideConfirmation();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await hiding.allowed(tour.name, tour.active, form.active))) return;
    const result = await update({
      variables: {
        id: tour.id,
        input: { name: form.name, description: form.description, durationDays: Number(form.durationDays), price: Number(form.price), active: form.active },
      },
    });
    accepted(result.data?.tourUpdate.userErrors, t('saved'));
  }
  return (
    <Panel as="form" onSubmit={submit} aria-labelledby="tour-details">
      {hiding.dialog}
      <Heading as="h2" size="md" id="tour-details" mb="3">
        {t('tours.details')}
      </Heading>
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>{t('tours.name')}</Field.Label>
          <Input value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('tours.description')}</Field.Label>
          <Textarea rows={3} value={form.description} onChange={(event) => setForm({ ...form, description: event.target.value })} />
        </Field.Root>
        <Flex gap="3" wrap="wrap">
          <Field.Root maxW="40">
            <Field.Label>{t('tours.durationDays')}</Field.Label>
            <Input type="number" min={1} max={60} value={form.durationDays} onChange={(event) => setForm({ ...form, durationDays: event.target.value })} />
          </Field.Root>
          <Field.Root maxW="40">
            <Field.Label>{t('tours.pricePerPerson')}</Field.Label>
            <Input type="number" min={0} step="0.01" value={form.price} onChange={(event) => setForm({ ...form, price: event.target.value })} />
          </Field.Root>
        </Flex>
        <Checkbox.Root checked={form.active} onCheckedChange={(details) => setForm({ ...form, active: details.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('tours.visibleToTravellers')}</Checkbox.Label>
        </Checkbox.Root>
        <Box>
          <Button type="submit" colorPalette="terracotta" loading={loading}>
            {t('actions.save')}
          </Button>
        </Box>
      </Stack>
    </Panel>
  );
}
