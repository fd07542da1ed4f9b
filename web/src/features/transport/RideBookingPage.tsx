// Ride booking (spec §2): pickup and return dates, the vehicles free on every day, then checkout.
import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RideBookingDocument, RideVehiclesDocument } from '../../gql/graphql';
import { BookingScreen, BookingForm, FormActions, useBookingListing } from '../booking/BookingScreen';
import { daysBetween, todayIso, useCheckout } from '../booking/checkout';
import { CheckoutSteps, prefetchCheckout } from '../booking/CheckoutSteps';
import { CancellationTerms } from '../listings/CancellationTerms';
import { ListingPolicies } from '../listings/ListingPolicies';
import { ListingMap } from '../listings/ListingMap';
import { ListingReviews } from '../listings/ListingReviews';
import { PhotoGallery } from '../listings/PhotoGallery';
import { ListingStructuredData } from '../listings/StructuredData';
import { formatUsd } from '../listings/format';
import { ConvertedAmount } from '../currency/ConvertedAmount';

export function RideBookingPage() {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'en';
  const { id = '' } = useParams();
  const { data, states } = useBookingListing(RideBookingDocument, id, 'ride');
  const ride = data?.ride;
  const checkout = useCheckout();
  const today = todayIso();
  const [pickupDate, setPickupDate] = useState('');
  const [returnDate, setReturnDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const datesValid = Boolean(pickupDate && returnDate && pickupDate >= today && returnDate >= pickupDate);
  const vehicles = useQuery(RideVehiclesDocument, {
    variables: { serviceId: id, pickupDate, returnDate },
    skip: !ride || !datesValid,
    fetchPolicy: 'cache-and-network',
  });
  const free = vehicles.data?.rideAvailability ?? [];
  const days = datesValid ? Math.max(1, daysBetween(pickupDate, returnDate)) : 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pickupDate || !returnDate) return setProblem(t('validation.rideDates'));
    if (pickupDate < today) return setProblem(t('validation.pastDate'));
    if (returnDate < pickupDate) return setProblem(t('validation.returnAfter'));
    setProblem(null);
    checkout.start({ ride: { serviceId: id, pickupDate, returnDate, passengers: 1 } });
  }

  return (
    <BookingScreen back="/transport" {...states} listing={ride} saved={{ type: 'TRANSPORT', id }}>
      {ride && (
        <ListingStructuredData
          thing={{ type: 'Service', name: ride.name, imageUrl: ride.imageUrl, price: ride.pricePerDay, reviewSummary: ride.reviewSummary }}
        />
      )}
      {ride && <PhotoGallery name={ride.name} photos={ride.gallery} />}
      {ride && checkout.showsForm && (
        <BookingForm onSubmit={submit} onFocus={prefetchCheckout} noValidate data-testid="ride-booking-form">
          <Text fontSize="lg" fontWeight="semibold" color="terracotta.800">
            {t('ride.perDay', { price: formatUsd(ride.pricePerDay.amount, language) })}
          </Text>
          <ConvertedAmount usd={ride.pricePerDay.amount} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>{t('fields.pickupDate')}</Field.Label>
              <Input
                type="date"
                min={today}
                value={pickupDate}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setPickupDate(value);
                  if (value && (!returnDate || returnDate < value)) setReturnDate(value);
                }}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('fields.returnDate')}</Field.Label>
              <Input type="date" min={pickupDate || today} value={returnDate} onChange={(event) => setReturnDate(event.currentTarget.value)} />
            </Field.Root>
          </SimpleGrid>
          {datesValid && (
            <Stack gap="1" aria-live="polite">
              {vehicles.loading && !vehicles.data ? (
                <Text color="gray.600">{t('common:status.loading')}</Text>
              ) : vehicles.error ? (
                <Text color="red.700">{t('failed.availability')}</Text>
              ) : free.length === 0 ? (
                <Text color="terracotta.800" fontWeight="semibold">
                  {t('ride.noVehicles')}
                </Text>
              ) : (
                <>
                  <Text>{t('ride.vehiclesFree', { count: free.length })}</Text>
                  <Text fontWeight="semibold" data-testid="estimated-total" data-amount={ride.pricePerDay.amount * days}>
                    {t('ride.estimate', { count: days, price: formatUsd(ride.pricePerDay.amount * days, language) })}
                  </Text>
                </>
              )}
            </Stack>
          )}
          <FormActions problem={problem} back="/transport" submitLabel={t('actions.bookNow')} />
        </BookingForm>
      )}
      {ride && <CheckoutSteps checkout={checkout} kind="TRANSPORT" confirmLabel={t('actions.confirmBooking')} />}
      {ride && checkout.showsForm && <ListingPolicies policies={ride.listingPolicies} />}
      {ride && checkout.showsForm && <CancellationTerms caseIds={ride.cancellationCases} />}
      {ride && checkout.showsForm && <ListingMap name={ride.name} position={ride.position} city={ride.city} />}
      {ride && checkout.showsForm && <ListingReviews summary={ride.reviewSummary} reviews={data?.reviews ?? []} />}
    </BookingScreen>
  );
}
