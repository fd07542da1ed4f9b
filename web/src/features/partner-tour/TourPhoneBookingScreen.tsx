// A booking the organizer takes on the phone or at the desk: the tour, one of its departures with seats left, the
// party and the traveller's contact. It goes through the traveller's own booking flow (same seats, same price, the
// confirmation e-mail), paid on the day; the reference is shown to read out.
import { Alert, Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { FormField, SelectInput, TextInput } from '../admin/admin-form';
import { formatDate, formatUsd } from '../listings/format';
import { PartnerToursDocument, TourPhoneBookingDocument } from '../partner-shared/gql/graphql';
import { accepted, isoDay, type UserErrorLike } from '../partner-shared/partner-feedback';
import { Panel } from '../partner-shared/ListingParts';
import { LoadFailed, LoadingRows } from '../partner-shared/ScreenStates';

const emptyBooking = { tourId: '', date: '', partySize: '2', name: '', email: '', phone: '' };

export function TourPhoneBookingScreen() {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [q, setQ] = useState('');
  const tours = useQuery(PartnerToursDocument, { variables: { q: q.trim() || null, page: 1 }, fetchPolicy: 'cache-and-network' });
  const toursData = tours.data ?? tours.previousData;
  const [book, { loading }] = useMutation(TourPhoneBookingDocument);
  const [form, setForm] = useState(emptyBooking);
  const [problem, setProblem] = useState<UserErrorLike | null>(null);
  const [booked, setBooked] = useState<{ reference: string; total: number } | null>(null);
  const change = (key: keyof typeof emptyBooking) => (value: string) => setForm({ ...form, [key]: value, ...(key === 'tourId' ? { date: '' } : {}) });
  // The booking flow names its fields under `tour.` (tour.date, tour.partySize); this form's own are bare.
  const problemOf = (field: string) => (problem && [field, `tour.${field}`].includes(problem.field ?? '') ? errorText(t, problem, 'partners') : undefined);

  const list = toursData?.partnerTours.nodes ?? [];
  const tour = list.find((item) => item.id === form.tourId);
  const tomorrow = isoDay(1);
  const departures = (tour?.departures ?? []).filter((departure) => String(departure.date) >= tomorrow && departure.seatsLeft > 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await book({
      variables: {
        input: {
          tourId: form.tourId,
          date: form.date || null,
          partySize: Number(form.partySize),
          contact: { name: form.name, email: form.email, phone: form.phone || null },
        },
      },
    });
    const payload = result.data?.tourBookingCreate;
    setProblem(payload?.userErrors[0] ?? null);
    if (accepted(payload?.userErrors) && payload?.booking) {
      setBooked({ reference: payload.booking.reference, total: payload.booking.total.amount });
      setForm({ ...emptyBooking, tourId: form.tourId });
      void tours.refetch();
    }
  }

  if (tours.error && !toursData) return <LoadFailed onRetry={() => void tours.refetch()} />;
  if (!toursData) return <LoadingRows />;
  return (
    <Stack gap="4">
      <ScreenTitle>{t('phoneBooking.title')}</ScreenTitle>
      <Text>{t('phoneBooking.intro')}</Text>
      {booked && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('phoneBooking.done', { reference: booked.reference, total: formatUsd(booked.total, language) })}</Alert.Title>
        </Alert.Root>
      )}
      <Panel as="form" onSubmit={submit} aria-label={t('phoneBooking.title')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={t('tours.search')}>
            <TextInput type="search" value={q} onChange={setQ} />
          </FormField>
          <FormField label={t('tours.tour')} error={problemOf('tourId')} required>
            <SelectInput
              value={form.tourId}
              onChange={change('tourId')}
              options={[{ value: '', label: t('phoneBooking.chooseTour') }, ...list.map((item) => ({ value: item.id, label: item.name }))]}
            />
          </FormField>
          <FormField label={t('phoneBooking.departure')} error={problemOf('date')} required>
            <SelectInput
              value={form.date}
              onChange={change('date')}
              options={[
                { value: '', label: tour && !departures.length ? t('phoneBooking.noDepartures') : t('phoneBooking.chooseDeparture') },
                ...departures.map((departure) => ({
                  value: String(departure.date),
                  label: `${formatDate(String(departure.date), language)} · ${t('phoneBooking.seatsLeft', { count: departure.seatsLeft })}`,
                })),
              ]}
            />
          </FormField>
          <FormField label={t('phoneBooking.partySize')} error={problemOf('partySize')} required>
            <TextInput type="number" min={1} max={12} value={form.partySize} onChange={change('partySize')} />
          </FormField>
          <FormField label={t('guests.fullName')} error={problemOf('contact.name')} required>
            <TextInput value={form.name} onChange={change('name')} />
          </FormField>
          <FormField label={t('guests.email')} error={problemOf('contact.email')} required>
            <TextInput type="email" value={form.email} onChange={change('email')} />
          </FormField>
          <FormField label={t('guests.phone')} error={problemOf('contact.phone')}>
            <TextInput type="tel" value={form.phone} onChange={change('phone')} />
          </FormField>
        </SimpleGrid>
        <Box mt="4">
          <Button type="submit" colorPalette="terracotta" loading={loading} disabled={!form.tourId}>
            {t('phoneBooking.book')}
          </Button>
        </Box>
      </Panel>
    </Stack>
  );
}
