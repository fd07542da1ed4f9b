// One of the manager's restaurants: the floor plan, opening hours and a day's reservations by seating, in one query.
import { Badge, Box, Button, Checkbox, Field, Flex, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PartnerRestaurantDayDocument, type PartnerRestaurantDayQuery, RestaurantUpdateDocument } from '../partner-shared/gql/graphql';
import { accepted, isoDay } from '../partner-shared/partner-feedback';
import { NothingYet } from '../partner-shared/ScreenStates';
import { FloorPlanEditor } from './FloorPlanEditor';
import { Panel, useHideConfirmation } from '../partner-shared/ListingParts';
import { OwnListingScreen } from '../partner-shared/OwnListingScreen';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
type Day = PartnerRestaurantDayQuery['partnerRestaurantDay'];

export function RestaurantScreen() {
  const { t } = useTranslation('partners');
  const { id = '' } = useParams();
  const [date, setDate] = useState(isoDay(0));
  const { data, previousData, error, refetch } = useQuery(PartnerRestaurantDayDocument, {
    variables: { id, date },
    skip: !date,
    fetchPolicy: 'cache-and-network',
  });
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
          <Reservations day={day} date={date} onDate={setDate} />
          <OpeningHoursForm restaurant={day.restaurant} />
        </>
      )}
    </OwnListingScreen>
  );
}

function Reservations({ day, date, onDate }: { day: Day; date: string; onDate: (date: string) => void }) {
  const { t } = useTranslation('partners');
  return (
    <Panel as="section" aria-labelledby="reservations">
      <Flex gap="3" align="end" wrap="wrap" mb="3">
        <Heading as="h2" size="md" id="reservations">
          {t('reservations.title')}
        </Heading>
        <Field.Root maxW="48" marginStart="auto">
          <Field.Label>{t('reservations.day')}</Field.Label>
          <Input type="date" value={date} onChange={(event) => onDate(event.target.value)} />
        </Field.Root>
      </Flex>
      {day.slots.length === 0 ? (
        <NothingYet>{t('reservations.empty')}</NothingYet>
      ) : (
        <Stack gap="3">
          {day.slots.map((slot) => (
            <Box key={slot.time}>
              <Text fontWeight="bold">{slot.time}</Text>
              <Table.Root size="sm">
                <Table.Body>
                  {slot.bookings.map((booking) => (
                    <Table.Row key={booking.id}>
                      <Table.Cell fontFamily="mono">{booking.reference}</Table.Cell>
                      <Table.Cell>{booking.contactName}</Table.Cell>
                      <Table.Cell>{t('reservations.party', { size: booking.partySize })}</Table.Cell>
                      <Table.Cell>{booking.choices.table ? t('reservations.table', { label: booking.choices.table }) : ''}</Table.Cell>
                      <Table.Cell>
                        <Badge>{t(`status.${booking.status}`)}</Badge>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
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
