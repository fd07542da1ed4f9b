// One of the organizer's tours: its details and visibility, its departures and seats (what travellers book), and
// its itinerary. Loaded with one query; each change is one mutation, refetched after.
import { Box, Button, Checkbox, Field, Flex, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  PartnerTourDocument,
  type PartnerTourQuery,
  TourItineraryStepAddDocument,
  TourItineraryStepRemoveDocument,
  TourUpdateDocument,
} from '../partner-shared/gql/graphql';
import { accepted } from '../partner-shared/partner-feedback';
import { NothingYet } from '../partner-shared/ScreenStates';
import { Panel, RemoveButton, useHideConfirmation } from '../partner-shared/ListingParts';
import { OwnListingScreen } from '../partner-shared/OwnListingScreen';
import { TourDepartures } from './TourDepartures';

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
            onChange={reload}
          />
          <Itinerary tourId={view.tour.id} steps={view.itinerary} onChange={reload} />
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

function Itinerary({
  tourId,
  steps,
  onChange,
}: {
  tourId: string;
  steps: ReadonlyArray<{ id: string; position: number; title: string; description: string }>;
  onChange: () => void;
}) {
  const { t } = useTranslation('partners');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [add, adding] = useMutation(TourItineraryStepAddDocument);
  const [remove] = useMutation(TourItineraryStepRemoveDocument);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await add({ variables: { tourId, input: { title, description } } });
    if (accepted(result.data?.tourItineraryStepAdd.userErrors)) {
      setTitle('');
      setDescription('');
      onChange();
    }
  }
  return (
    <Panel as="section" aria-labelledby="itinerary">
      <Heading as="h2" size="md" id="itinerary" mb="3">
        {t('itinerary.title')}
      </Heading>
      {steps.length === 0 ? (
        <NothingYet>{t('itinerary.empty')}</NothingYet>
      ) : (
        <Stack as="ol" gap="2" mb="4">
          {steps.map((step) => (
            <Flex as="li" key={step.id} gap="3" align="start">
              <Text fontWeight="bold" minW="6">
                {step.position}.
              </Text>
              <Box flex="1">
                <Text fontWeight="semibold">{step.title}</Text>
                {step.description && (
                  <Text fontSize="sm" color="gray.700">
                    {step.description}
                  </Text>
                )}
              </Box>
              <RemoveButton
                label={t('itinerary.remove', { title: step.title })}
                onRemove={async () => {
                  const result = await remove({ variables: { id: step.id } });
                  if (accepted(result.data?.tourItineraryStepRemove.userErrors)) onChange();
                }}
              />
            </Flex>
          ))}
        </Stack>
      )}
      <Flex as="form" onSubmit={submit} gap="3" wrap="wrap" align="end" aria-label={t('itinerary.add')}>
        <Field.Root maxW="xs" required>
          <Field.Label>{t('itinerary.stepTitle')}</Field.Label>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} />
        </Field.Root>
        <Field.Root maxW="sm">
          <Field.Label>{t('itinerary.stepDescription')}</Field.Label>
          <Input value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field.Root>
        <Button type="submit" variant="outline" loading={adding.loading}>
          {t('itinerary.add')}
        </Button>
      </Flex>
    </Panel>
  );
}
