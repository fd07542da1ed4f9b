// Restaurant reservation wizard (spec §2, §4, §5): Check Menu, Details (with the floor plan), Extras, Confirm.
// Check Menu offers the menu to pre-order from; reaching Confirm holds the table, priced by the server line by line,
// and the traveller then confirms it before the countdown ends.
import { Button, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RestaurantReservationDocument } from '../../gql/graphql';
import { BookingPanel, BookingScreen, FormProblem, StepList, useBookingListing } from '../booking/BookingScreen';
import { type BookingRequest, PARTY_MAX, PARTY_MIN, timeSlots, todayIso, useCheckout } from '../booking/checkout';
import { CheckoutFailureAlert } from '../booking/CheckoutFailureAlert';
import { CheckoutSteps, prefetchCheckout } from '../booking/CheckoutSteps';
import { formatDate, formatUsd } from '../listings/format';
import { ConvertedAmount } from '../currency/ConvertedAmount';
import { CancellationTerms } from '../listings/CancellationTerms';
import { ListingPolicies } from '../listings/ListingPolicies';
import { PartnerWords } from '../listings/PartnerWords';
import { ListingMap } from '../listings/ListingMap';
import { ListingReviews } from '../listings/ListingReviews';
import { PhotoGallery } from '../listings/PhotoGallery';
import { ListingStructuredData } from '../listings/StructuredData';
import { FloorPlan } from './FloorPlan';
import { ReservationTimeField, useOpenTimes, useTablesAt } from './ReservationTime';
import { MenuPreOrder, type PreOrder, preOrderLines, RESERVATION_FALLBACK, useDishName } from './MenuPreOrder';

const STEPS = ['menu', 'details', 'extras', 'confirm'] as const;
const SEATING = ['indoor', 'outdoor', 'window', 'bar'] as const;
const OCCASIONS = ['birthday', 'business', 'romantic', 'family'] as const;
const EXTRAS = ['highChair', 'birthdayCake', 'winePairing', 'parking'] as const;
/** What the restaurant's staff read in the special requests, whatever the traveller's language. */
const EXTRA_REQUESTS: Record<(typeof EXTRAS)[number], string> = {
  highChair: 'High chair',
  birthdayCake: 'Birthday cake',
  winePairing: 'Wine pairing',
  parking: 'Parking',
};

export function RestaurantReservationPage() {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'en';
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data, states } = useBookingListing(RestaurantReservationDocument, id, 'restaurant');
  const restaurant = data?.restaurant;
  const checkout = useCheckout();
  const today = todayIso();
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [date, setDate] = useState(() => ((params.get('date') ?? '') >= today ? (params.get('date') ?? '') : ''));
  const [time, setTime] = useState(() => (timeSlots.includes(params.get('time') ?? '') ? (params.get('time') ?? '') : ''));
  const [partySize, setPartySize] = useState(2);
  const [seating, setSeating] = useState('');
  const [occasion, setOccasion] = useState('');
  const [tableId, setTableId] = useState('');
  const [extras, setExtras] = useState<Array<(typeof EXTRAS)[number]>>([]);
  const [requests, setRequests] = useState('');
  const [allergies, setAllergies] = useState('');
  const [preOrder, setPreOrder] = useState<PreOrder>({});
  const [problem, setProblem] = useState<string | null>(null);
  const dishName = useDishName();
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const tables = useTablesAt(id, date, time, !restaurant);
  const times = useOpenTimes({ restaurantId: id, date, partySize }, !restaurant);
  const openTimes = times.open;
  const occupied = tables.data?.restaurantAvailability.occupiedTableIds ?? [];
  const floorPlan = tables.data?.restaurantAvailability.tables ?? restaurant?.floorPlan ?? [];
  const table = floorPlan.find((candidate) => candidate.id === tableId);

  const viewer = checkout.viewer;
  useEffect(() => {
    if (!viewer) return;
    setName((previous) => previous || viewer.name);
    setEmail((previous) => previous || viewer.email);
    setPhone((previous) => previous || (viewer.phone ?? ''));
  }, [viewer]);

  // A chosen time that filled up (or is closed on the new day) is let go.
  useEffect(() => {
    if (openTimes && time && !openTimes.includes(time)) setTime('');
  }, [openTimes, time]);

  // A chosen table that someone else has taken meanwhile is let go.
  useEffect(() => {
    if (tableId && occupied.includes(tableId)) setTableId('');
  }, [occupied, tableId]);

  // The table went to another traveller while this one was deciding: back to the floor plan, freshly read.
  const failureCode = checkout.failure?.code;
  useEffect(() => {
    if (failureCode === 'UNAVAILABLE') {
      setStep(1);
      void tables.refetch();
    }
    // The time filled up meanwhile: back to the times, freshly read.
    if (failureCode === 'SLOT_FULL') {
      setStep(1);
      void times.refetch();
    }
  }, [failureCode, tables.refetch, times.refetch]);

  useEffect(() => {
    if (step > 0) stepHeading.current?.focus();
  }, [step]);

  const preOrdered = restaurant?.menu.filter((dish) => preOrder[dish.code]) ?? [];
  const specialRequests = [...extras.map((extra) => EXTRA_REQUESTS[extra]), requests.trim()].filter(Boolean).join(' | ');
  const request: BookingRequest = {
    restaurant: {
      restaurantId: id,
      date,
      time,
      partySize,
      tableId: tableId || null,
      seatingPreference: seating || null,
      occasion: occasion || null,
      specialRequests: specialRequests || null,
      allergies: allergies.trim() || null,
      preOrder: preOrderLines(preOrder),
    },
  };
  const holdTable = () => checkout.start(request, { name: name.trim(), email: email.trim(), phone: phone.trim() });

  function next() {
    if (step === 1) {
      if (!name.trim() || !date || !time || !partySize) return setProblem(t('validation.reservationRequired'));
      if (date < today) return setProblem(t('validation.pastDate'));
      if (partySize < PARTY_MIN || partySize > PARTY_MAX) return setProblem(t('validation.party'));
    }
    setProblem(null);
    const following = Math.min(step + 1, 3);
    setStep(following);
    if (following === 3) holdTable();
  }

  function previous() {
    setProblem(null);
    if (step === 0) return navigate(-1);
    if (step === 3) checkout.reset();
    setStep(step - 1);
  }

  const stepper = <StepList label={t('restaurant.steps')} steps={STEPS.map((name) => t(`restaurant.step.${name}`))} current={step} />;

  return (
    <BookingScreen back="/restaurants" {...states} listing={restaurant} saved={{ type: 'RESTAURANT', id }}>
      {restaurant && (
        <ListingStructuredData
          thing={{
            type: 'Restaurant',
            name: restaurant.name,
            description: restaurant.description,
            imageUrl: restaurant.imageUrl,
            price: restaurant.averagePrice,
            reviewSummary: restaurant.reviewSummary,
            position: restaurant.position,
            more: { servesCuisine: restaurant.cuisine },
          }}
        />
      )}
      {restaurant && <PhotoGallery name={restaurant.name} photos={restaurant.gallery} />}
      {restaurant && checkout.phase !== 'confirmed' && stepper}
      {restaurant && checkout.phase !== 'confirmed' && (
        <BookingPanel data-testid={`reservation-step-${STEPS[step]}`} onFocus={prefetchCheckout}>
          <Heading as="h2" size="lg" ref={stepHeading} tabIndex={-1}>
            {t(`restaurant.step.${STEPS[step]}`)}
          </Heading>
          {step === 0 && (
            <Stack gap="2">
              <PartnerWords language={restaurant.textLanguage} testId="listing-description">
                {restaurant.description}
              </PartnerWords>
              <Text>
                {t('restaurant.cuisine', { cuisine: t(`restaurant.cuisines.${restaurant.cuisine.toLowerCase()}`, { defaultValue: restaurant.cuisine }) })}
              </Text>
              <Text color="gray.700">{t('restaurant.averagePrice', { price: formatUsd(restaurant.averagePrice.amount, language) })}</Text>
              <ConvertedAmount usd={restaurant.averagePrice.amount} />
              <Text fontSize="sm" color="gray.600">
                {t('restaurant.menuHint', { price: formatUsd(RESERVATION_FALLBACK, language) })}
              </Text>
              <MenuPreOrder menu={restaurant.menu} preOrder={preOrder} onChange={setPreOrder} />
            </Stack>
          )}
          {step === 1 && (
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <Field.Root required>
                  <Field.Label>{t('fields.name')}</Field.Label>
                  <Input autoComplete="name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>{t('fields.partySize')}</Field.Label>
                  <Input
                    type="number"
                    min={PARTY_MIN}
                    max={PARTY_MAX}
                    value={partySize}
                    onChange={(event) => setPartySize(Number(event.currentTarget.value) || 0)}
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>{t('fields.date')}</Field.Label>
                  <Input type="date" min={today} value={date} onChange={(event) => setDate(event.currentTarget.value)} />
                </Field.Root>
                <ReservationTimeField open={openTimes} value={time} onChange={setTime} required />
                <Field.Root>
                  <Field.Label>{t('fields.phoneOptional')}</Field.Label>
                  <Input type="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.currentTarget.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('fields.emailOptional')}</Field.Label>
                  <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
                </Field.Root>
                <ChoiceField
                  label={t('fields.seating')}
                  value={seating}
                  onChange={setSeating}
                  empty={t('fields.noPreference')}
                  options={SEATING.map((option) => [option, t(`restaurant.seating.${option}`)])}
                />
                <ChoiceField
                  label={t('fields.occasion')}
                  value={occasion}
                  onChange={setOccasion}
                  empty={t('fields.noOccasion')}
                  options={OCCASIONS.map((option) => [option, t(`restaurant.occasion.${option}`)])}
                />
              </SimpleGrid>
              {date && time && date >= today ? (
                tables.error ? (
                  <Text color="red.700">{t('failed.availability')}</Text>
                ) : (
                  <FloorPlan tables={floorPlan} occupied={occupied} partySize={partySize} selected={tableId} onSelect={setTableId} />
                )
              ) : (
                <Text fontSize="sm" color="gray.600">
                  {t('restaurant.pickDateFirst')}
                </Text>
              )}
            </Stack>
          )}
          {step === 2 && (
            <Stack gap="3">
              <Stack as="fieldset" gap="2">
                <Text as="legend" fontWeight="semibold" mb="1">
                  {t('restaurant.extrasTitle')}
                </Text>
                {EXTRAS.map((extra) => (
                  <Flex as="label" key={extra} align="center" gap="2" cursor="pointer">
                    <input
                      type="checkbox"
                      checked={extras.includes(extra)}
                      data-testid={`extra-${extra}`}
                      style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-terracotta-600)' }}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setExtras((chosen) => (checked ? [...chosen, extra] : chosen.filter((other) => other !== extra)));
                      }}
                    />
                    <span>{t(`restaurant.extras.${extra}`)}</span>
                  </Flex>
                ))}
              </Stack>
              <Field.Root>
                <Field.Label>{t('fields.specialRequests')}</Field.Label>
                <Textarea rows={3} value={requests} onChange={(event) => setRequests(event.currentTarget.value)} />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('fields.allergies')}</Field.Label>
                <Input maxLength={500} value={allergies} onChange={(event) => setAllergies(event.currentTarget.value)} />
              </Field.Root>
            </Stack>
          )}
          {step === 3 && (
            <Stack gap="1" data-testid="reservation-summary">
              <Text>{t('restaurant.summary', { party: partySize, date: formatDate(date, language), time })}</Text>
              <Text>{table ? t('restaurant.summaryTable', { label: table.label }) : t('restaurant.anyTable')}</Text>
              {preOrdered.length > 0 && (
                <Stack as="ul" gap="0" ps="5" data-testid="pre-order-summary">
                  {preOrdered.map((dish) => (
                    <li key={dish.code}>{t('restaurant.preOrder.ordered', { name: dishName(dish), count: preOrder[dish.code] })}</li>
                  ))}
                </Stack>
              )}
              {specialRequests && <Text data-testid="special-requests">{t('restaurant.summaryRequests', { requests: specialRequests })}</Text>}
            </Stack>
          )}
          <FormProblem text={problem} />
          {step < 3 && checkout.failure && <CheckoutFailureAlert failure={checkout.failure} kind="RESTAURANT" onDismiss={checkout.dismissFailure} />}
          {(step < 3 || checkout.showsForm) && (
            <Flex gap="3" wrap="wrap">
              <Button variant="outline" onClick={previous}>
                {t('actions.back')}
              </Button>
              {step < 3 ? (
                <Button colorPalette="terracotta" onClick={next}>
                  {t('actions.next')}
                </Button>
              ) : (
                <Button colorPalette="terracotta" onClick={holdTable} disabled={!name.trim() || !date || !time}>
                  {t('restaurant.confirm')}
                </Button>
              )}
            </Flex>
          )}
        </BookingPanel>
      )}
      {restaurant && (step === 3 || checkout.phase === 'confirmed') && (
        <CheckoutSteps checkout={{ ...checkout, failure: step === 3 ? checkout.failure : null }} kind="RESTAURANT" confirmLabel={t('restaurant.confirm')} />
      )}
      {restaurant && step === 0 && checkout.phase !== 'confirmed' && <ListingPolicies policies={restaurant.listingPolicies} />}
      {restaurant && step === 0 && checkout.phase !== 'confirmed' && <CancellationTerms caseIds={restaurant.cancellationCases} />}
      {restaurant && step === 0 && checkout.phase !== 'confirmed' && (
        <ListingMap name={restaurant.name} position={restaurant.position} city={restaurant.city} />
      )}
      {restaurant && step === 0 && checkout.phase !== 'confirmed' && <ListingReviews summary={restaurant.reviewSummary} reviews={data?.reviews ?? []} />}
    </BookingScreen>
  );
}

interface ChoiceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, meaning "none". */
  empty: string;
  /** Values and their texts. */
  options: Array<[string, string]>;
}

function ChoiceField({ label, value, onChange, empty, options }: ChoiceFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{empty}</option>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
