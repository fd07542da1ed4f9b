// Leisure table reservation (spec §2): name, e-mail, guests, date, time and requests; then checkout. A venue's
// upcoming events are listed above the form: choosing one books places at it, on its date and at its start.
import { Field, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LeisurePlacesDocument, LeisureReservationDocument } from '../../gql/graphql';
import { isEmail } from '../auth/form';
import { BookingScreen, BookingForm, FormActions, useBookingListing } from '../booking/BookingScreen';
import { openTimeSlots, PARTY_MAX, PARTY_MIN, todayIso, useCheckout } from '../booking/checkout';
import { CheckoutSteps, prefetchCheckout } from '../booking/CheckoutSteps';
import { TimeSelect } from '../booking/TimeSelect';
import { formatDate, formatUsd } from '../listings/format';
import { ConvertedAmount } from '../currency/ConvertedAmount';
import { CancellationTerms } from '../listings/CancellationTerms';
import { ListingPolicies } from '../listings/ListingPolicies';
import { ListingMap } from '../listings/ListingMap';
import { ListingReviews } from '../listings/ListingReviews';
import { PhotoGallery } from '../listings/PhotoGallery';
import { ListingStructuredData } from '../listings/StructuredData';
import { useSiteUrl } from '../../app/site-origin';
import { eventsStructuredData, type VenueEvent, VenueEvents } from './VenueEvents';

export function LeisureBookingPage() {
  const { t, i18n } = useTranslation(['booking', 'nightlife']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { id = '' } = useParams();
  const { data, states } = useBookingListing(LeisureReservationDocument, id, 'leisure');
  const venue = data?.leisureVenue;
  const checkout = useCheckout();
  const today = todayIso();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [guests, setGuests] = useState(2);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [requests, setRequests] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenEvent, setChosenEvent] = useState<VenueEvent | null>(null);
  const site = useSiteUrl();
  const places = useQuery(LeisurePlacesDocument, { variables: { venueId: id, date }, skip: !venue || !date || date < today, fetchPolicy: 'cache-and-network' });
  const placesLeft = places.data?.leisureAvailability.placesLeft;
  // A problem said about the form goes as soon as the traveller changes what it was about.
  const edit =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setProblem(null);
    };

  // Signed in: the form starts with the account's name and e-mail.
  const viewer = checkout.viewer;
  useEffect(() => {
    if (!viewer) return;
    setName((previous) => previous || viewer.name);
    setEmail((previous) => previous || viewer.email);
  }, [viewer]);

  function chooseEvent(event: VenueEvent | null) {
    setChosenEvent(event);
    setProblem(null);
    if (event) {
      setDate(event.date);
      setTime(event.startTime);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !email.trim() || !date || !time) return setProblem(t('validation.leisureRequired'));
    if (!isEmail(email)) return setProblem(t('validation.email'));
    if (date < today) return setProblem(t('validation.pastDate'));
    if (guests < PARTY_MIN || guests > PARTY_MAX) return setProblem(t('validation.party'));
    setProblem(null);
    checkout.start(
      { leisure: { venueId: id, date, time, guests, specialRequests: requests.trim() || null, eventId: chosenEvent?.id ?? null } },
      { name: name.trim(), email: email.trim() },
    );
  }

  return (
    <BookingScreen back="/nightlife" {...states} listing={venue} saved={{ type: 'LEISURE', id }}>
      {venue && (
        <ListingStructuredData
          thing={{
            type: 'EntertainmentBusiness',
            name: venue.name,
            imageUrl: venue.imageUrl,
            price: venue.entryPrice,
            reviewSummary: venue.reviewSummary,
            position: venue.position,
            ...(venue.upcomingEvents.length && { more: { event: eventsStructuredData(venue.upcomingEvents, venue, site.pageUrl) } }),
          }}
        />
      )}
      {venue && <PhotoGallery name={venue.name} photos={venue.gallery} />}
      {venue && checkout.showsForm && <VenueEvents events={venue.upcomingEvents} chosen={chosenEvent?.id ?? null} onChoose={chooseEvent} />}
      {venue && checkout.showsForm && (
        <BookingForm onSubmit={submit} onFocus={prefetchCheckout} noValidate data-testid="leisure-booking-form">
          {chosenEvent ? (
            <>
              <Text
                fontSize="lg"
                fontWeight="semibold"
                color="terracotta.800"
                data-testid="leisure-price"
                data-amount={chosenEvent.pricePerPerson.amount}
                aria-live="polite"
              >
                {t('nightlife:events.chosen', {
                  name: chosenEvent.name,
                  date: formatDate(chosenEvent.date, language),
                  time: chosenEvent.startTime,
                  price: formatUsd(chosenEvent.pricePerPerson.amount, language),
                })}
              </Text>
              <ConvertedAmount usd={chosenEvent.pricePerPerson.amount} />
            </>
          ) : (
            <>
              <Text fontSize="lg" fontWeight="semibold" color="terracotta.800" data-testid="leisure-price" data-amount={venue.entryPrice.amount}>
                {t('leisure.perPerson', { price: formatUsd(venue.entryPrice.amount, language) })}
              </Text>
              <ConvertedAmount usd={venue.entryPrice.amount} />
              <Text color="gray.700">{t('leisure.hours', { open: venue.openTime, close: venue.closeTime })}</Text>
            </>
          )}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>{t('fields.name')}</Field.Label>
              <Input autoComplete="name" value={name} onChange={(event) => edit(setName)(event.currentTarget.value)} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('fields.email')}</Field.Label>
              <Input type="email" autoComplete="email" value={email} onChange={(event) => edit(setEmail)(event.currentTarget.value)} />
            </Field.Root>
            {!chosenEvent && (
              <>
                <Field.Root required>
                  <Field.Label>{t('fields.date')}</Field.Label>
                  <Input type="date" min={today} value={date} onChange={(event) => edit(setDate)(event.currentTarget.value)} />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>{t('fields.time')}</Field.Label>
                  {/* Only the times the venue is open: the server refuses any other. */}
                  <TimeSelect times={openTimeSlots(venue.openTime, venue.closeTime)} value={time} onChange={edit(setTime)} />
                </Field.Root>
              </>
            )}
            <Field.Root>
              <Field.Label>{t('fields.guests')}</Field.Label>
              <Input
                type="number"
                min={PARTY_MIN}
                max={PARTY_MAX}
                value={guests}
                onChange={(event) => edit(setGuests)(Math.max(PARTY_MIN, Number(event.currentTarget.value) || PARTY_MIN))}
              />
            </Field.Root>
          </SimpleGrid>
          {placesLeft !== undefined && !chosenEvent && (
            <Text aria-live="polite" color={placesLeft > 0 ? 'forest.700' : 'terracotta.800'} fontWeight="semibold">
              {placesLeft > 0 ? t('leisure.placesLeft', { count: placesLeft }) : t('leisure.full')}
            </Text>
          )}
          <Field.Root>
            <Field.Label>{t('fields.specialRequests')}</Field.Label>
            <Textarea rows={3} value={requests} onChange={(event) => setRequests(event.currentTarget.value)} />
          </Field.Root>
          <FormActions problem={problem} back="/nightlife" submitLabel={t('actions.confirmBooking')} />
        </BookingForm>
      )}
      {venue && <CheckoutSteps checkout={checkout} kind="LEISURE" confirmLabel={t('actions.confirmBooking')} />}
      {venue && checkout.showsForm && <ListingPolicies policies={venue.listingPolicies} />}
      {venue && checkout.showsForm && <CancellationTerms caseIds={venue.cancellationCases} />}
      {venue && checkout.showsForm && <ListingMap name={venue.name} position={venue.position} city={venue.city} />}
      {venue && checkout.showsForm && <ListingReviews summary={venue.reviewSummary} reviews={data?.reviews ?? []} />}
    </BookingScreen>
  );
}
