// A booking the organizer takes on the phone or at the desk: the shared caller booking form, with the departures of
// the chosen tour that have seats left as its days. The tours can be searched by name.
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { FormField, TextInput } from '../admin/admin-form';
import { formatDate } from '../listings/format';
import { CallerBookingForm } from '../partner-shared/CallerBookingForm';
import { PartnerToursDocument } from '../partner-shared/gql/graphql';
import { isoDay } from '../partner-shared/partner-feedback';
import { LoadFailed, LoadingRows } from '../partner-shared/ScreenStates';

export function TourPhoneBookingScreen() {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [q, setQ] = useState('');
  const tours = useQuery(PartnerToursDocument, { variables: { q: q.trim() || null, page: 1 }, fetchPolicy: 'cache-and-network' });
  const toursData = tours.data ?? tours.previousData;
  const list = toursData?.partnerTours.nodes ?? [];
  const tomorrow = isoDay(1);
  const departuresOf = (tourId: string) =>
    (list.find((tour) => tour.id === tourId)?.departures ?? [])
      .filter((departure) => String(departure.date) >= tomorrow && departure.seatsLeft > 0)
      .map((departure) => ({
        value: String(departure.date),
        label: `${formatDate(String(departure.date), language)} · ${t('phoneBooking.seatsLeft', { count: departure.seatsLeft })}`,
      }));

  if (tours.error && !toursData) return <LoadFailed onRetry={() => void tours.refetch()} />;
  if (!toursData) return <LoadingRows />;
  return (
    <Stack gap="4">
      <ScreenTitle>{t('phoneBooking.title')}</ScreenTitle>
      <Text>{t('phoneBooking.intro')}</Text>
      <FormField label={t('tours.search')}>
        <TextInput type="search" value={q} onChange={setQ} />
      </FormField>
      <CallerBookingForm kind="TOUR" listings={list} days={departuresOf} noDays={t('phoneBooking.noDepartures')} onBooked={() => void tours.refetch()} />
    </Stack>
  );
}
