// A table's day and time as the reservation page and the cart both ask for them: the times still open to the party on
// the day (opening hours, pacing), every seating time until a day is chosen, and the floor plan's tables at that time.
import { useQuery } from '@apollo/client/react';
import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RestaurantTablesDocument, RestaurantTimesDocument } from '../../gql/graphql';
import { PARTY_MAX, PARTY_MIN, timeSlots, todayIso } from '../booking/checkout';
import { TimeSelect } from '../booking/TimeSelect';

interface Slot {
  restaurantId: string;
  date: string;
  partySize: number;
}

/** The times still open to the party on the day; `open` is null until a day (today or later) and a valid party are given. */
export function useOpenTimes({ restaurantId, date, partySize }: Slot, skip = false) {
  const query = useQuery(RestaurantTimesDocument, {
    variables: { restaurantId, date, partySize },
    skip: skip || !date || date < todayIso() || partySize < PARTY_MIN || partySize > PARTY_MAX,
    fetchPolicy: 'network-only',
  });
  return { open: query.data?.restaurantTimes ?? null, refetch: query.refetch };
}

/** The floor plan's tables at that day and time, with those already taken; nothing until both are chosen. */
export function useTablesAt(restaurantId: string, date: string, time: string, skip = false) {
  return useQuery(RestaurantTablesDocument, {
    variables: { restaurantId, date, time },
    skip: skip || !date || date < todayIso() || !time,
    fetchPolicy: 'network-only',
  });
}

interface TimeFieldProps {
  /** The times open to the party (useOpenTimes), or null for every seating time. */
  open: readonly string[] | null;
  value: string;
  onChange: (time: string) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** The time to choose among those open, saying so when the day has none left for the party. */
export function ReservationTimeField({ open, value, onChange, required, invalid, describedBy }: TimeFieldProps) {
  const { t } = useTranslation('booking');
  const times = open ?? timeSlots;
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>{t('fields.time')}</Field.Label>
      <TimeSelect times={times} value={value} onChange={onChange} describedBy={describedBy} />
      {open?.length === 0 && <Field.HelperText color="red.700">{t('fields.noTimeLeft')}</Field.HelperText>}
    </Field.Root>
  );
}
