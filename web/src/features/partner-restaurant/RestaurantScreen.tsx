// One of the manager's restaurants: the floor plan, the host stand of a day's service and the opening hours, in one
// query, read again whenever a booking of this restaurant changes (polled while the live stream is down).
import { Box, Button, Checkbox, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PartnerRestaurantDayDocument, type PartnerRestaurantDayQuery, RestaurantUpdateDocument } from '../partner-shared/gql/graphql';
import { accepted, isoDay } from '../partner-shared/partner-feedback';
import { useLiveBookings } from '../backoffice/useLiveBookings';
import { FloorPlanEditor } from './FloorPlanEditor';
import { HostStand } from './HostStand';
import { Panel, useHideConfirmation } from '../partner-shared/ListingParts';
import { OwnListingScreen } from '../partner-shared/OwnListingScreen';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
type Day = PartnerRestaurantDayQuery['partnerRestaurantDay'];
/** How often the day is read again while the live stream is down. */
const POLL_MS = 20_000;

export function RestaurantScreen() {
  const { t } = useTranslation('partners');
  const { id = '' } = useParams();
  const [date, setDate] = useState(isoDay(0));
  const [polling, setPolling] = useState(false);
  const { data, previousData, error, refetch } = useQuery(PartnerRestaurantDayDocument, {
    variables: { id, date },
    skip: !date,
    fetchPolicy: 'cache-and-network',
    pollInterval: polling ? POLL_MS : 0,
  });
  const live = useLiveBookings((booking) => {
    if (!booking || String(booking.listingId) === id) void refetch();
  });
  useEffect(() => setPolling(!live.connected), [live.connected]);
  return (
    <OwnListingScreen
      back={{ to: '../..', label: t('restaurants.back') }}
      view={(data ?? previousData)?.partnerRestaurantDay}
      failed={!!error}
      onRetry={() => void refetch()}
      title={(day) => day.restaurant.name}
    >
      {(day) => (
        <>
          <FloorPlanEditor restaurantId={day.restaurant.id} tables={day.tables} onChange={() => void refetch()} />
          <HostStand day={day} date={date} onDate={setDate} onChanged={() => void refetch()} />
          <OpeningHoursForm restaurant={day.restaurant} />
        </>
      )}
    </OwnListingScreen>
  );
}

function OpeningHoursForm({ restaurant }: { restaurant: Day['restaurant'] }) {
  const { t } = useTranslation('partners');
  const [hours, setHours] = useState(() =>
    WEEKDAYS.map((weekday) => {
      const open = restaurant.openingHours.find((day) => day.weekday === weekday);
      return { weekday, open: !!open, opens: open?.opens ?? '08:00', closes: open?.closes ?? '22:00' };
    }),
  );
  const [active, setActive] = useState(restaurant.active);
  const [update, { loading }] = useMutation(RestaurantUpdateDocument);
  const hiding = useHideConfirmation();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await hiding.allowed(restaurant.name, restaurant.active, active))) return;
    const openingHours = hours.filter((day) => day.open).map(({ weekday, opens, closes }) => ({ weekday, opens, closes }));
    const result = await update({ variables: { id: restaurant.id, input: { openingHours, active } } });
    accepted(result.data?.restaurantUpdate.userErrors, t('saved'));
  }
  return (
    <Panel as="form" onSubmit={submit} aria-labelledby="opening-hours">
      {hiding.dialog}
      <Heading as="h2" size="md" id="opening-hours" mb="3">
        {t('hours.title')}
      </Heading>
      <Stack gap="2">
        {hours.map((day, index) => {
          const change = (patch: Partial<typeof day>) => setHours(hours.map((other, at) => (at === index ? { ...other, ...patch } : other)));
          const name = t(`weekday.${day.weekday}`);
          return (
            <HStack key={day.weekday} gap="3" wrap="wrap">
              <Checkbox.Root checked={day.open} onCheckedChange={(details) => change({ open: details.checked === true })} minW="36">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{name}</Checkbox.Label>
              </Checkbox.Root>
              <Input
                size="sm"
                type="time"
                maxW="32"
                disabled={!day.open}
                value={day.opens}
                aria-label={t('hours.opens', { day: name })}
                onChange={(event) => change({ opens: event.target.value })}
              />
              <Input
                size="sm"
                type="time"
                maxW="32"
                disabled={!day.open}
                value={day.closes}
                aria-label={t('hours.closes', { day: name })}
                onChange={(event) => change({ closes: event.target.value })}
              />
            </HStack>
          );
        })}
        <Checkbox.Root checked={active} onCheckedChange={(details) => setActive(details.checked === true)} mt="2">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('restaurants.visibleToTravellers')}</Checkbox.Label>
        </Checkbox.Root>
        <Box>
          <Button type="submit" colorPalette="terracotta" loading={loading}>
            {t('actions.save')}
          </Button>
        </Box>
      </Stack>
    </Panel>
  );
}
