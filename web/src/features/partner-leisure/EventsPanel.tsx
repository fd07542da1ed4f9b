// The venue's events from today on: a new one (name, date, start, places, price per person, what happens), each
// edited in place, or cancelled with the reason its guests are told (asked first: its bookings are called off).
import { Badge, Button, Card, Field, Flex, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../backoffice/useConfirmation';
import { formatDate, formatUsd } from '../listings/format';
import {
  LeisureEventCancelDocument,
  LeisureEventCreateDocument,
  type LeisureEventFieldsFragment,
  LeisureEventUpdateDocument,
  PartnerLeisureEventsDocument,
} from '../partner-shared/gql/graphql';
import { Panel } from '../partner-shared/ListingParts';
import { accepted } from '../partner-shared/partner-feedback';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';

interface EventForm {
  name: string;
  description: string;
  date: string;
  startTime: string;
  capacity: string;
  price: string;
}

const EMPTY: EventForm = { name: '', description: '', date: '', startTime: '22:00', capacity: '', price: '' };
const formOf = (event: LeisureEventFieldsFragment): EventForm => ({
  name: event.name,
  description: event.description,
  date: event.date,
  startTime: event.startTime,
  capacity: String(event.capacity),
  price: String(event.pricePerPerson.amount),
});
const inputOf = (form: EventForm) => ({
  name: form.name.trim(),
  description: form.description.trim(),
  date: form.date,
  startTime: form.startTime,
  capacity: Number(form.capacity),
  price: Number(form.price),
});

export function EventsPanel({ venueId, onChanged }: { venueId: string; onChanged: () => void }) {
  const { t } = useTranslation('partners');
  const { data, loading, error, refetch } = useQuery(PartnerLeisureEventsDocument, { variables: { venueId }, fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [create, created] = useMutation(LeisureEventCreateDocument);
  const changed = () => {
    void refetch();
    onChanged();
  };
  async function add(form: EventForm) {
    const result = await create({ variables: { venueId, input: inputOf(form) } });
    if (!accepted(result.data?.leisureEventCreate.userErrors, t('leisureEvents.created'))) return false;
    setCreating(false);
    changed();
    return true;
  }
  const events = data?.partnerLeisureEvents;
  return (
    <Panel as="section" aria-labelledby="venue-events-title">
      <Flex gap="3" align="center" wrap="wrap" mb="3">
        <Heading as="h2" size="md" id="venue-events-title">
          {t('leisureEvents.title')}
        </Heading>
        <Button
          size="sm"
          marginStart="auto"
          colorPalette="terracotta"
          variant={creating ? 'outline' : 'solid'}
          aria-expanded={creating}
          onClick={() => setCreating(!creating)}
        >
          {t('leisureEvents.new')}
        </Button>
      </Flex>
      {creating && (
        <EventEditor initial={EMPTY} saving={created.loading} submitLabel={t('leisureEvents.create')} onSave={add} onCancel={() => setCreating(false)} />
      )}
      {error && !events && <LoadFailed onRetry={() => void refetch()} />}
      {loading && !events && <LoadingRows />}
      {events?.length === 0 && <NothingYet>{t('leisureEvents.empty')}</NothingYet>}
      <Stack gap="3" mt="3">
        {events?.map((event) => (
          <EventCard key={event.id} event={event} onChanged={changed} />
        ))}
      </Stack>
    </Panel>
  );
}

function EventCard({ event, onChanged }: { event: LeisureEventFieldsFragment; onChanged: () => void }) {
  const { t, i18n } = useTranslation(['partners', 'backoffice']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState('');
  const [update, updated] = useMutation(LeisureEventUpdateDocument);
  const [cancel, cancelling] = useMutation(LeisureEventCancelDocument);
  const { confirm, dialog } = useConfirmation();
  async function save(form: EventForm) {
    const result = await update({ variables: { id: event.id, input: inputOf(form) } });
    if (!accepted(result.data?.leisureEventUpdate.userErrors, t('saved'))) return false;
    setEditing(false);
    onChanged();
    return true;
  }
  async function callOff(submitted: FormEvent) {
    submitted.preventDefault();
    const action = t('leisureEvents.cancel');
    const asked = {
      title: t('backoffice:confirm.question', { action: t('leisureEvents.cancelNamed', { name: event.name }) }),
      detail: t('leisureEvents.cancelDetail'),
      confirmLabel: action,
    };
    if (!(await confirm(asked))) return;
    const result = await cancel({ variables: { id: event.id, reason: reason.trim() } });
    if (accepted(result.data?.leisureEventCancel.userErrors, t('leisureEvents.cancelled'))) onChanged();
  }
  const headingId = `partner-event-${event.id}`;
  return (
    <Card.Root size="sm" aria-labelledby={headingId} data-testid="partner-event">
      {dialog}
      <Card.Body>
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            {event.name}
          </Heading>
          {event.cancelled && <Badge colorPalette="red">{t('leisureEvents.cancelledBadge')}</Badge>}
        </Flex>
        <Text color="gray.700">
          {t('leisureEvents.summary', {
            date: formatDate(event.date, language),
            time: event.startTime,
            price: formatUsd(event.pricePerPerson.amount, language),
          })}
        </Text>
        {!event.cancelled && <Text color="gray.700">{t('leisureEvents.placesLeft', { count: event.placesLeft, capacity: event.capacity })}</Text>}
        {!event.cancelled && !editing && (
          <Flex as="form" gap="3" align="end" wrap="wrap" mt="3" onSubmit={callOff}>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t('leisureEvents.edit')}
            </Button>
            <Field.Root maxW="xs" required>
              <Field.Label>{t('leisureEvents.reason')}</Field.Label>
              <Input size="sm" value={reason} onChange={(changed) => setReason(changed.currentTarget.value)} />
            </Field.Root>
            <Button size="sm" type="submit" colorPalette="red" variant="outline" loading={cancelling.loading} disabled={reason.trim().length < 3}>
              {t('leisureEvents.cancel')}
            </Button>
          </Flex>
        )}
        {editing && (
          <EventEditor
            initial={formOf(event)}
            saving={updated.loading}
            submitLabel={t('leisureEvents.save')}
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function EventEditor({
  initial,
  saving,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: EventForm;
  saving: boolean;
  submitLabel: string;
  onSave: (form: EventForm) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('partners');
  const [form, setForm] = useState(initial);
  const field = (name: keyof EventForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => setForm({ ...form, [name]: event.currentTarget.value }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    void onSave(form).then((saved) => saved && setForm(initial));
  }
  const complete = form.name.trim() && form.date && form.startTime && form.capacity && form.price;
  return (
    <Stack as="form" gap="3" mt="3" onSubmit={submit} data-testid="event-form">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root required>
          <Field.Label>{t('leisureEvents.name')}</Field.Label>
          <Input {...field('name')} maxLength={120} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('leisureEvents.date')}</Field.Label>
          <Input type="date" {...field('date')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('leisureEvents.startTime')}</Field.Label>
          <Input type="time" {...field('startTime')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('leisureEvents.capacity')}</Field.Label>
          <Input type="number" min={1} {...field('capacity')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('leisureEvents.price')}</Field.Label>
          <Input type="number" min={0} step="0.01" {...field('price')} />
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>{t('leisureEvents.description')}</Field.Label>
        <Textarea rows={2} {...field('description')} />
      </Field.Root>
      <Flex gap="3">
        <Button type="submit" colorPalette="terracotta" loading={saving} disabled={!complete}>
          {submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </Flex>
    </Stack>
  );
}
