// Booking for a caller (on the phone, at the desk) at one of the partner's own listings, whatever its kind: the
// listing, the kind's dates, time and party, and the caller's contact. It goes through the traveller's own booking flow
// on the server (its price, places, the confirmation e-mail), paid at the venue; the reference is shown to read out.
import { Alert, Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { kindUi, type OnBehalfBooking } from '../../app/kinds';
import { FormField, SelectInput, TextInput } from '../admin/admin-form';
import { formatUsd } from '../listings/format';
import { type BookingType, PartnerBookingCreateDocument } from './gql/graphql';
import { Panel } from './ListingParts';
import { accepted, type UserErrorLike } from './partner-feedback';

interface Choice {
  value: string;
  label: string;
}

const emptyRequest: OnBehalfBooking = { listingId: '', start: '', end: '', time: '', party: 2 };
const emptyCaller = { name: '', email: '', phone: '' };

export function CallerBookingForm({
  kind,
  listings,
  days,
  noDays,
  onBooked,
}: {
  kind: BookingType;
  /** The partner's own listings of its kind. */
  listings: ReadonlyArray<{ id: string; name: string }>;
  /** The days a listing can be booked on (a tour's departures with seats left): a choice instead of a date field. */
  days?: (listingId: string) => Choice[];
  /** What the day choice says when a chosen listing has none. */
  noDays?: string;
  onBooked?: () => void;
}) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [request, setRequest] = useState(emptyRequest);
  const [caller, setCaller] = useState(emptyCaller);
  // One key per booking: a second click after a lost answer returns the booking the first one made.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<(UserErrorLike & { message?: string }) | null>(null);
  const [booked, setBooked] = useState<{ reference: string; total: number; party: number } | null>(null);
  const [book, { loading }] = useMutation(PartnerBookingCreateDocument);
  const facts = kindUi[kind];
  const asks = facts.onBehalf.asks as ReadonlyArray<'end' | 'time'>;
  const change = (part: Partial<OnBehalfBooking>) => setRequest((current) => ({ ...current, ...part }));
  // The booking flow names its fields under the kind's key (hotel.checkIn, tour.date); the contact's are bare.
  const problemOf = (...fields: string[]) =>
    problem && fields.some((field) => [field, `${facts.bookingKey}.${field}`].includes(problem.field ?? '')) ? errorText(t, problem, 'partners') : undefined;
  const [listingField, startField, endField, timeField, partyField] = requestFields[kind];
  const dayChoices = days && request.listingId ? days(request.listingId) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { idempotencyKey, contact: { name: caller.name, email: caller.email, phone: caller.phone || null }, ...facts.onBehalf.request(request) };
    const payload = (await book({ variables: { input } })).data?.partnerBookingCreate;
    setProblem(payload?.userErrors[0] ?? null);
    if (accepted(payload?.userErrors) && payload?.booking) {
      setBooked({ reference: payload.booking.reference, total: payload.booking.total.amount, party: request.party });
      setRequest({ ...emptyRequest, listingId: request.listingId });
      setCaller(emptyCaller);
      setIdempotencyKey(crypto.randomUUID());
      onBooked?.();
    }
  }

  return (
    <Stack gap="4">
      {booked && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('callerBooking.done', { count: booked.party, reference: booked.reference, total: formatUsd(booked.total, language) })}</Alert.Title>
        </Alert.Root>
      )}
      <Panel as="form" onSubmit={submit} aria-label={t('callerBooking.title')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={t('callerBooking.listing')} error={problemOf(listingField, 'input')} required>
            <SelectInput
              value={request.listingId}
              onChange={(listingId) => change({ listingId, start: days ? '' : request.start })}
              options={[{ value: '', label: t('callerBooking.chooseListing') }, ...listings.map((listing) => ({ value: listing.id, label: listing.name }))]}
            />
          </FormField>
          <FormField label={t(asks.includes('end') ? 'callerBooking.from' : 'callerBooking.date')} error={problemOf(startField)} required>
            {dayChoices ? (
              <SelectInput
                value={request.start}
                onChange={(start) => change({ start })}
                options={[{ value: '', label: dayChoices.length ? t('callerBooking.chooseDate') : (noDays ?? t('callerBooking.chooseDate')) }, ...dayChoices]}
              />
            ) : (
              <TextInput type="date" value={request.start} onChange={(start) => change({ start })} />
            )}
          </FormField>
          {asks.includes('end') && (
            <FormField label={t('callerBooking.until')} error={problemOf(endField)} required>
              <TextInput type="date" value={request.end} onChange={(end) => change({ end })} />
            </FormField>
          )}
          {asks.includes('time') && (
            <FormField label={t('callerBooking.time')} error={problemOf(timeField)} required>
              <TextInput type="time" step="1800" value={request.time} onChange={(time) => change({ time })} />
            </FormField>
          )}
          <FormField label={t('callerBooking.people')} error={problemOf(partyField)} required>
            <TextInput type="number" min={1} max={12} value={String(request.party)} onChange={(party) => change({ party: Number(party) })} />
          </FormField>
          <FormField label={t('guests.fullName')} error={problemOf('contact.name')} required>
            <TextInput value={caller.name} onChange={(name) => setCaller((current) => ({ ...current, name }))} />
          </FormField>
          <FormField label={t('guests.email')} error={problemOf('contact.email')} required>
            <TextInput type="email" value={caller.email} onChange={(email) => setCaller((current) => ({ ...current, email }))} />
          </FormField>
          <FormField label={t('guests.phone')} error={problemOf('contact.phone')}>
            <TextInput type="tel" value={caller.phone} onChange={(phone) => setCaller((current) => ({ ...current, phone }))} />
          </FormField>
        </SimpleGrid>
        <Box mt="4">
          <Button type="submit" colorPalette="terracotta" loading={loading} disabled={!request.listingId}>
            {t('callerBooking.book')}
          </Button>
        </Box>
      </Panel>
    </Stack>
  );
}

/** Each kind's request fields as the server names them in refusals: the listing, the first day, the last, the time and the party. */
const requestFields: Record<BookingType, [string, string, string, string, string]> = {
  HOTEL: ['hotelId', 'checkIn', 'checkOut', 'time', 'guests'],
  TOUR: ['tourId', 'date', 'date', 'time', 'partySize'],
  RESTAURANT: ['restaurantId', 'date', 'date', 'time', 'partySize'],
  LEISURE: ['venueId', 'date', 'date', 'time', 'guests'],
  TRANSPORT: ['serviceId', 'pickupDate', 'returnDate', 'time', 'passengers'],
};
