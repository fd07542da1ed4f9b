// The generic booking wizard /booking/{type}/{id} (spec §2): details, personal info, payment, confirmation.
// Tours book here (Book Now on the tour page); the other kinds have their own screens and are sent there.
import { Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { bookingPathOf, kindOfWizardType } from '../../app/kinds';
import { TourBookingDocument, TourPriceDocument } from '../../gql/graphql';
import { formatDate, formatUsd } from '../listings/format';
import { BookingPanel, BookingScreen, FormProblem, StepList, useBookingListing } from './BookingScreen';
import { PARTY_MAX, PARTY_MIN, todayIso, useCheckout } from './checkout';
import { CheckoutSteps, prefetchCheckout } from './CheckoutSteps';
import { addOnName } from '../../../../shared/src/demo-names';

export function BookingWizardPage() {
  const { type = '', id = '' } = useParams();
  const [country] = useSelectedCountry();
  const { t } = useTranslation('booking');
  const kind = kindOfWizardType(type);
  if (kind === 'TOUR') return <TourWizard id={id} />;
  // The other kinds have their own booking screen: the wizard hands them over.
  if (kind) return <Navigate replace to={withCountry(bookingPathOf(kind, id), country)} />;
  return <BookingScreen back="/" backLabel={t('wizard.home')} loading={false} notFound={t('wizard.unknownType')} onRetry={() => undefined} listing={null} />;
}

const STEPS = ['details', 'personal', 'payment', 'confirmation'] as const;

function TourWizard({ id }: { id: string }) {
  const { t, i18n } = useTranslation(['booking', 'tours']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const { data, states } = useBookingListing(TourBookingDocument, id, 'tours:details');
  const tour = data?.tour;
  const checkout = useCheckout();
  const today = todayIso();
  const departures = (data?.tourAvailability ?? []).filter((departure) => departure.date >= today);
  const [date, setDate] = useState('');
  // A departure chosen on the tour page is preselected once the departures are known.
  const linkDate = params.get('date') ?? '';
  const offered = departures.some((departure) => departure.date === linkDate);
  useEffect(() => {
    if (offered) setDate((current) => current || linkDate);
  }, [offered, linkDate]);
  const [partySize, setPartySize] = useState(2);
  const [addOns, setAddOns] = useState<string[]>(() => params.get('addons')?.split(',').filter(Boolean) ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const known = (data?.tourAddOns ?? []).map((addOn) => addOn.id);
  const chosenAddOns = known.length ? known.filter((addOnId) => addOns.includes(addOnId)) : addOns;
  const priced = useQuery(TourPriceDocument, { variables: { id, addOns: chosenAddOns }, skip: !tour });
  const perPerson = (priced.data ?? priced.previousData)?.tour?.priceWithAddOns.amount ?? tour?.price.amount ?? 0;
  const linkTotal = Number(params.get('total'));
  const addOnNames = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    chosenAddOns.map((addOnId) => addOnName({ code: addOnId, name: data?.tourAddOns.find((addOn) => addOn.id === addOnId)?.name ?? addOnId }, language)),
  );

  const step =
    checkout.phase === 'confirmed'
      ? 4
      : checkout.phase === 'guest'
        ? 2
        : checkout.phase === 'holding' || checkout.phase === 'held' || checkout.phase === 'confirming'
          ? 3
          : 1;
  // The URL names the step (spec: query step 1 to 4); the state behind it is the checkout's.
  useEffect(() => {
    if (params.get('step') === String(step)) return;
    const next = new URLSearchParams(params);
    next.set('step', String(step));
    setParams(next, { replace: true });
  }, [params, setParams, step]);

  function submit() {
    if (!date) return setProblem(t('validation.departure'));
    if (partySize < PARTY_MIN || partySize > PARTY_MAX) return setProblem(t('validation.party'));
    const left = departures.find((departure) => departure.date === date)?.placesLeft;
    if (left !== undefined && partySize > left) return setProblem(t('validation.placesLeft', { count: left }));
    setProblem(null);
    checkout.start({ tour: { tourId: id, date, partySize, addOns: chosenAddOns } });
  }

  return (
    <BookingScreen back="/tours" {...states} listing={tour}>
      {tour && <StepList label={t('wizard.steps')} steps={STEPS.map((name) => t(`wizard.step.${name}`))} current={step - 1} />}
      {tour && checkout.showsForm && (
        <BookingPanel data-testid="wizard-details" onFocus={prefetchCheckout}>
          <Heading as="h2" size="lg">
            {t('wizard.step.details')}
          </Heading>
          {chosenAddOns.length > 0 && <Text data-testid="booking-addons">{t('wizard.addOnsList', { list: addOnNames })}</Text>}
          {Number.isFinite(linkTotal) && linkTotal > 0 && (
            <Text fontSize="sm" color="gray.600" data-testid="booking-total">
              {t('wizard.linkTotal', { price: formatUsd(linkTotal, language) })}
            </Text>
          )}
          {departures.length === 0 ? (
            <Text color="terracotta.800">{t('wizard.noDepartures')}</Text>
          ) : (
            <Field.Root required>
              <Field.Label>{t('fields.departure')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={date}
                  onChange={(event) => {
                    setDate(event.currentTarget.value);
                    setProblem(null);
                  }}
                  data-testid="departure-select"
                >
                  <option value="">{t('fields.chooseDeparture')}</option>
                  {departures.map((departure) => (
                    <option key={departure.departureId} value={departure.date} disabled={departure.placesLeft < partySize}>
                      {t('wizard.departureOption', { date: formatDate(departure.date, language), count: departure.placesLeft })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Field.Root required>
            <Field.Label>{t('fields.travellers')}</Field.Label>
            <Input
              type="number"
              min={PARTY_MIN}
              max={PARTY_MAX}
              value={partySize}
              onChange={(event) => {
                setPartySize(Number(event.currentTarget.value) || 0);
                setProblem(null);
              }}
            />
          </Field.Root>
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="semibold" mb="1">
              {t('tours:details.addOns')}
            </Text>
            {(data?.tourAddOns ?? []).map((addOn) => (
              <Flex as="label" key={addOn.id} align="center" gap="2" cursor="pointer">
                <input
                  type="checkbox"
                  checked={addOns.includes(addOn.id)}
                  style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-terracotta-600)' }}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setAddOns((chosen) => (checked ? [...chosen, addOn.id] : chosen.filter((other) => other !== addOn.id)));
                  }}
                />
                <span>
                  {t('tours:details.addOnLabel', {
                    name: addOnName({ code: addOn.id, name: addOn.name }, language),
                    price: formatUsd(addOn.price.amount, language),
                  })}
                </span>
              </Flex>
            ))}
          </Stack>
          <Text fontWeight="semibold" aria-live="polite" data-testid="estimated-total" data-amount={perPerson * partySize}>
            {t('wizard.estimate', { perPerson: formatUsd(perPerson, language), price: formatUsd(perPerson * Math.max(partySize, 0), language) })}
          </Text>
          <FormProblem text={problem} />
          <Flex gap="3">
            <Button colorPalette="terracotta" onClick={submit} disabled={departures.length === 0}>
              {t('actions.continue')}
            </Button>
          </Flex>
        </BookingPanel>
      )}
      {tour && <CheckoutSteps checkout={checkout} kind="TOUR" confirmLabel={t('wizard.complete')} />}
    </BookingScreen>
  );
}
