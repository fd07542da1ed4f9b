// Hotel booking (spec §2): dates, rooms and guests, the free room types with the server's prices, then checkout.
import { Badge, Box, Field, Flex, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { HotelDetailsDocument, HotelRoomsDocument } from '../../gql/graphql';
import { BookingScreen, BookingForm, FormActions, useBookingListing } from '../booking/BookingScreen';
import { addDays, todayIso, useCheckout } from '../booking/checkout';
import { CheckoutSteps, prefetchCheckout } from '../booking/CheckoutSteps';
import { formatDecimal, formatUsd } from '../listings/format';
import { ConvertedAmount } from '../currency/ConvertedAmount';
import { PartnerWords } from '../listings/PartnerWords';
import { ListingStructuredData } from '../listings/StructuredData';
import { MAX_ROOMS, partyFit } from './party-fit';
import { paintedLater } from '../../app/painted-later';
import { LaterListingMap, LaterListingReviews, LaterPhotoGallery } from '../listings/later-parts';

/** The room types show once the dates are in and their prices are here: their code loads then, or as the form is first used. */
const loadRoomChoice = () => import('./RoomChoice');
const RoomChoice = lazy(async () => ({ default: (await loadRoomChoice()).RoomChoice }));

const HotelNotes = paintedLater(async () => (await import(/* painted-later */ './HotelNotes')).HotelNotes, 'used');

/** The traveller is filling in the form: what comes next downloads meanwhile. */
function prefetchNextSteps() {
  prefetchCheckout();
  void loadRoomChoice().catch(() => undefined);
}

export function HotelBookingPage() {
  const { t, i18n } = useTranslation(['booking', 'hotels']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { id = '' } = useParams();
  const { data, states } = useBookingListing(HotelDetailsDocument, id, 'hotels:details');
  const hotel = data?.hotel;
  const checkout = useCheckout();
  const today = todayIso();
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [rooms, setRooms] = useState(1);
  const [guests, setGuests] = useState(2);
  const [roomTypeId, setRoomTypeId] = useState('');
  const [specialRequests, setSpecialRequests] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const datesValid = Boolean(checkIn && checkOut && checkIn >= today && checkOut > checkIn);
  const availability = useQuery(HotelRoomsDocument, {
    variables: { hotelId: id, checkIn, checkOut, rooms },
    skip: !hotel || !datesValid,
    fetchPolicy: 'cache-and-network',
  });
  const roomTypes = availability.data?.hotelAvailability ?? [];
  const party = partyFit(roomTypes, rooms, guests);
  const bookable = party.fitting.filter((room) => room.unitsLeft >= rooms);
  const chosen = bookable.find((room) => room.roomTypeId === roomTypeId) ?? bookable[0];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkIn || !checkOut) return setProblem(t('validation.hotelDates'));
    if (checkIn < today) return setProblem(t('validation.pastDate'));
    if (checkOut <= checkIn) return setProblem(t('validation.checkOutAfter'));
    // No room type takes the party: say so here rather than let the booking be refused.
    if (availability.data && !chosen) return setProblem(party.fitting.length ? t('hotel.noRooms') : t('hotel.noFit', { count: guests }));
    setProblem(null);
    checkout.start({
      hotel: {
        hotelId: id,
        checkIn,
        checkOut,
        rooms: Math.max(1, rooms),
        guests: Math.max(1, guests),
        roomTypeId: chosen?.roomTypeId ?? null,
        specialRequests: specialRequests.trim() || null,
      },
    });
  }

  return (
    <BookingScreen back="/hotels" {...states} listing={hotel} saved={{ type: 'HOTEL', id }}>
      {hotel && (
        <ListingStructuredData
          thing={{
            type: 'Hotel',
            name: hotel.name,
            description: hotel.description,
            imageUrl: hotel.imageUrl,
            price: hotel.pricePerNight,
            reviewSummary: hotel.reviewSummary,
            position: hotel.position,
            more: { starRating: { '@type': 'Rating', ratingValue: hotel.stars } },
          }}
        />
      )}
      {hotel && <LaterPhotoGallery name={hotel.name} photos={hotel.gallery} />}
      {hotel && checkout.showsForm && (
        <BookingForm onSubmit={submit} onFocus={prefetchNextSteps} noValidate data-testid="hotel-booking-form">
          <Flex gap="3" align="center" wrap="wrap">
            <Badge colorPalette="forest">{t(`hotels:types.${hotel.type.toLowerCase()}`)}</Badge>
            <Flex align="center" gap="1" color="ochre.700">
              <Star aria-hidden="true" size={16} fill="currentColor" />
              {t('hotels:starsLabel', { stars: formatDecimal(hotel.stars, language) })}
            </Flex>
          </Flex>
          <PartnerWords language={hotel.textLanguage} testId="listing-description">
            {hotel.description}
          </PartnerWords>
          <Text fontSize="lg" fontWeight="semibold" color="terracotta.800">
            {t('hotels:pricePerNight', { price: formatUsd(hotel.pricePerNight.amount, language) })}
          </Text>
          <ConvertedAmount usd={hotel.pricePerNight.amount} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>{t('fields.checkIn')}</Field.Label>
              <Input
                type="date"
                min={today}
                value={checkIn}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setCheckIn(value);
                  if (value && (!checkOut || checkOut <= value)) setCheckOut(addDays(value, 1));
                }}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('fields.checkOut')}</Field.Label>
              <Input
                type="date"
                min={checkIn ? addDays(checkIn, 1) : addDays(today, 1)}
                value={checkOut}
                onChange={(event) => setCheckOut(event.currentTarget.value)}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('fields.rooms')}</Field.Label>
              <Input
                type="number"
                min={1}
                max={MAX_ROOMS}
                value={rooms}
                onChange={(event) => setRooms(Math.max(1, Math.min(MAX_ROOMS, Number(event.currentTarget.value) || 1)))}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('fields.guests')}</Field.Label>
              <Input
                type="number"
                min={1}
                max={40}
                value={guests}
                onChange={(event) => setGuests(Math.max(1, Math.min(40, Number(event.currentTarget.value) || 1)))}
              />
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>{t('fields.specialRequests')}</Field.Label>
            <Textarea value={specialRequests} maxLength={1000} rows={2} onChange={(event) => setSpecialRequests(event.currentTarget.value)} />
          </Field.Root>
          {datesValid && (
            <Box aria-live="polite">
              {availability.loading && !availability.data ? (
                <Text color="gray.600">{t('common:status.loading')}</Text>
              ) : availability.error ? (
                <Text color="red.700">{t('failed.availability')}</Text>
              ) : roomTypes.length === 0 || roomTypes.every((room) => room.unitsLeft === 0) ? (
                <Text color="terracotta.800" fontWeight="semibold">
                  {t('hotel.noRooms')}
                </Text>
              ) : (
                <Suspense fallback={<Text color="gray.600">{t('common:status.loading')}</Text>}>
                  <RoomChoice
                    party={party}
                    rooms={rooms}
                    guests={guests}
                    chosen={chosen}
                    onChoose={setRoomTypeId}
                    onRooms={(needed) => {
                      setRooms(needed);
                      setProblem(null);
                    }}
                  />
                </Suspense>
              )}
            </Box>
          )}
          <FormActions problem={problem} back="/hotels" submitLabel={t('actions.bookNow')} />
        </BookingForm>
      )}
      {hotel && <CheckoutSteps checkout={checkout} kind="HOTEL" confirmLabel={t('actions.confirmBooking')} />}
      {hotel && checkout.showsForm && <HotelNotes hotel={hotel} />}
      {hotel && checkout.showsForm && <LaterListingMap name={hotel.name} position={hotel.position} city={hotel.city} />}
      {hotel && checkout.showsForm && <LaterListingReviews summary={hotel.reviewSummary} reviews={data?.reviews ?? []} />}
    </BookingScreen>
  );
}
