// A venue's nights and events (/leisure-dashboard/nights?venue=): the door list of a chosen night (tonight by
// default) with its places and arrivals, the night's own places or closing, and the venue's events.
import { Flex, Heading, Input, Field, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartnerVenueDoorListDocument } from '../partner-shared/gql/graphql';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';
import { DoorList } from './DoorList';
import { EventsPanel } from './EventsPanel';
import { NightPlaces } from './NightPlaces';
import { useVenuePicker } from './VenuePicker';

export function NightsScreen() {
  const { t } = useTranslation('partners');
  const [date, setDate] = useState<string | null>(null);
  const venue = useVenuePicker();
  const door = useQuery(PartnerVenueDoorListDocument, {
    variables: { venueId: venue.venueId ?? '', date },
    skip: !venue.venueId,
    fetchPolicy: 'cache-and-network',
  });
  const list = door.data?.partnerVenueDoorList;
  const night = list?.night.date ?? date ?? '';

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {list ? t('leisureNights.titleOf', { venue: list.venue.name }) : t('leisureNights.title')}
      </Heading>
      <Flex gap="4" align="end" wrap="wrap">
        {venue.picker(list?.venue.name ?? '')}
        <Field.Root maxW="48">
          <Field.Label>{t('leisureNights.night')}</Field.Label>
          <Input type="date" value={night} onChange={(event) => setDate(event.currentTarget.value || null)} data-testid="night-date" />
        </Field.Root>
      </Flex>
      {venue.failed && <LoadFailed onRetry={venue.retry} />}
      {!venue.loading && !venue.failed && !venue.venueId && <NothingYet>{t('venues.empty')}</NothingYet>}
      {door.error && !list && <LoadFailed onRetry={() => void door.refetch()} />}
      {(venue.loading || (door.loading && !list)) && <LoadingRows />}
      {list && venue.venueId && (
        <>
          <DoorList list={list} onChanged={() => void door.refetch()} />
          <NightPlaces venueId={venue.venueId} night={list.night} onChanged={() => void door.refetch()} />
          <EventsPanel venueId={venue.venueId} onChanged={() => void door.refetch()} />
        </>
      )}
    </Stack>
  );
}
