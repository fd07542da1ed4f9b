// The host stand of a service: the day's reservations by seating slot (covers against the pacing) and on the floor
// plan, each with its status and what the guests asked for; Seat, Finish and No-show (confirmed first) move a
// reservation through the server's state machine, and a free table takes a walk-in. The screen reloads when a
// traveller books (live bookings), so two hosts see the same service.
import { Badge, Box, Button, chakra, Field, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../backoffice/useConfirmation';
import {
  type HostReservationFieldsFragment,
  type PartnerRestaurantDayQuery,
  ReservationFinishDocument,
  ReservationNoShowDocument,
  ReservationSeatDocument,
  ReservationWalkInDocument,
  RestaurantPacingSetDocument,
} from '../partner-shared/gql/graphql';
import { Panel } from '../partner-shared/ListingParts';
import { accepted } from '../partner-shared/partner-feedback';
import { NothingYet } from '../partner-shared/ScreenStates';

type Day = PartnerRestaurantDayQuery['partnerRestaurantDay'];
type Reservation = HostReservationFieldsFragment;
type TableState = 'free' | 'booked' | 'seated';

const STATUS_PALETTE: Record<Reservation['status'], string> = {
  HELD: 'gray',
  BOOKED: 'blue',
  SEATED: 'green',
  FINISHED: 'gray',
  NO_SHOW: 'red',
};

/** What a table is doing on the day: seated beats booked; finished, no-show and held parties leave it free. */
function tableStates(day: Day): Map<string, { state: TableState; reservation: Reservation }> {
  const states = new Map<string, { state: TableState; reservation: Reservation }>();
  for (const reservation of day.slots.flatMap((slot) => slot.reservations)) {
    if (!reservation.tableId) continue;
    const state: TableState | null = reservation.status === 'SEATED' ? 'seated' : reservation.status === 'BOOKED' ? 'booked' : null;
    if (state && states.get(reservation.tableId)?.state !== 'seated') states.set(reservation.tableId, { state, reservation });
  }
  return states;
}

export function HostStand({ day, date, onDate, onChanged }: { day: Day; date: string; onDate: (date: string) => void; onChanged: () => void }) {
  const { t } = useTranslation('partners');
  const reservations = day.slots.flatMap((slot) => slot.reservations);
  const covers = day.slots.reduce((sum, slot) => sum + slot.covers, 0);
  return (
    <Panel as="section" aria-labelledby="host-stand" data-testid="host-stand">
      <Flex gap="3" align="end" wrap="wrap" mb="3">
        <Heading as="h2" size="md" id="host-stand">
          {t('hostStand.title')}
        </Heading>
        <Field.Root maxW="48" marginStart="auto">
          <Field.Label>{t('reservations.day')}</Field.Label>
          <Input type="date" value={date} onChange={(event) => onDate(event.target.value)} />
        </Field.Root>
      </Flex>
      <PacingForm restaurantId={day.restaurant.id} pacingCovers={day.restaurant.pacingCovers ?? null} />
      <Text mb="3" data-testid="service-summary">
        {t('hostStand.summary', { count: reservations.length })} · {t('hostStand.covers', { count: covers })}
      </Text>
      <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="start">
        <Box flex="1" minW="0" w="full">
          <Timeline day={day} onChanged={onChanged} />
        </Box>
        <Box w={{ base: 'full', lg: '96' }}>
          <ServiceFloorPlan day={day} walkIns={day.date === day.today} onChanged={onChanged} />
        </Box>
      </Flex>
    </Panel>
  );
}

function PacingForm({ restaurantId, pacingCovers }: { restaurantId: string; pacingCovers: number | null }) {
  const { t } = useTranslation('partners');
  const [value, setValue] = useState(pacingCovers == null ? '' : String(pacingCovers));
  const [save, { loading }] = useMutation(RestaurantPacingSetDocument);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await save({ variables: { id: restaurantId, pacingCovers: value.trim() ? Number(value) : null } });
    accepted(result.data?.restaurantPacingSet.userErrors, t('saved'));
  }
  return (
    <HStack as="form" onSubmit={submit} gap="3" align="end" wrap="wrap" mb="3" aria-label={t('hostStand.pacing')}>
      <Field.Root maxW="64">
        <Field.Label>{t('hostStand.pacing')}</Field.Label>
        <Input type="number" min={1} max={1000} value={value} onChange={(event) => setValue(event.target.value)} />
        <Field.HelperText>{t('hostStand.pacingHelp')}</Field.HelperText>
      </Field.Root>
      <Button type="submit" size="sm" variant="outline" loading={loading}>
        {t('hostStand.savePacing')}
      </Button>
    </HStack>
  );
}

function Timeline({ day, onChanged }: { day: Day; onChanged: () => void }) {
  const { t } = useTranslation('partners');
  const pacing = day.restaurant.pacingCovers;
  if (!day.slots.length) return <NothingYet>{t('reservations.empty')}</NothingYet>;
  return (
    <Stack as="ol" gap="4" listStyleType="none" aria-label={t('hostStand.timeline')}>
      {day.slots.map((slot) => (
        <Box as="li" key={slot.time} data-testid={`slot-${slot.time}`}>
          <Flex gap="2" align="baseline" borderBottomWidth="1px" mb="2">
            <Text fontWeight="bold">{slot.time}</Text>
            <Text fontSize="sm" color={pacing != null && slot.covers >= pacing ? 'red.700' : 'gray.700'}>
              {pacing == null ? t('hostStand.covers', { count: slot.covers }) : t('hostStand.coversOf', { count: slot.covers, limit: pacing })}
            </Text>
          </Flex>
          <Stack as="ul" gap="2" listStyleType="none">
            {slot.reservations.map((reservation) => (
              <ReservationCard key={reservation.booking.id} reservation={reservation} tables={day.tables} onChanged={onChanged} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function ReservationCard({ reservation, tables, onChanged }: { reservation: Reservation; tables: Day['tables']; onChanged: () => void }) {
  const { t } = useTranslation(['partners', 'backoffice']);
  const { confirm, dialog } = useConfirmation();
  const [seat, seating] = useMutation(ReservationSeatDocument);
  const [finish, finishing] = useMutation(ReservationFinishDocument);
  const [noShow, marking] = useMutation(ReservationNoShowDocument);
  const { booking } = reservation;
  const name = reservation.walkIn ? t('hostStand.walkInName', { name: booking.contactName }) : booking.contactName;
  const table = tables.find((candidate) => candidate.id === reservation.tableId);
  const done = (errors: Parameters<typeof accepted>[0], success: string) => {
    if (accepted(errors, success)) onChanged();
  };
  const requests = [
    reservation.seatingPreference && [t('hostStand.seating'), t(`hostStand.seatings.${reservation.seatingPreference}`)],
    reservation.occasion && [t('hostStand.occasion'), t(`hostStand.occasions.${reservation.occasion}`)],
    reservation.specialRequests && [t('hostStand.requests'), reservation.specialRequests],
  ].filter((line): line is [string, string] => Boolean(line));
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid={`reservation-${booking.reference}`} aria-label={name || booking.reference}>
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold">{name || t('hostStand.walkIn')}</Text>
        <Text fontSize="sm">{t('hostStand.party', { count: booking.partySize })}</Text>
        {table && <Text fontSize="sm">{t('reservations.table', { label: table.label })}</Text>}
        <Badge colorPalette={STATUS_PALETTE[reservation.status]} data-testid="service-status">
          {t(`hostStand.status.${reservation.status}`)}
        </Badge>
        <Text fontSize="xs" fontFamily="mono" color="gray.600">
          {booking.reference}
        </Text>
      </Flex>
      {reservation.allergies && (
        <Text mt="1" fontSize="sm" fontWeight="semibold" color="red.800" data-testid="allergies">
          {t('hostStand.allergies')}: {reservation.allergies}
        </Text>
      )}
      {requests.map(([label, text]) => (
        <Text key={label} fontSize="sm" color="gray.700">
          {label}: {text}
        </Text>
      ))}
      <HStack gap="2" mt="2" wrap="wrap">
        {reservation.status === 'BOOKED' && (
          <>
            <Button
              size="sm"
              colorPalette="terracotta"
              loading={seating.loading}
              onClick={async () => {
                const result = await seat({ variables: { id: booking.id } });
                done(result.data?.reservationSeat.userErrors, t('hostStand.seated'));
              }}
            >
              {t('hostStand.seat')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={marking.loading}
              onClick={async () => {
                const action = t('hostStand.noShowNamed', { name: name || booking.reference });
                if (
                  !(await confirm({
                    title: t('backoffice:confirm.question', { action }),
                    detail: t('hostStand.noShowDetail'),
                    confirmLabel: t('hostStand.noShow'),
                  }))
                )
                  return;
                const result = await noShow({ variables: { id: booking.id } });
                done(result.data?.reservationNoShow.userErrors, t('hostStand.markedNoShow'));
              }}
            >
              {t('hostStand.noShow')}
            </Button>
          </>
        )}
        {reservation.status === 'SEATED' && (
          <Button
            size="sm"
            variant="outline"
            loading={finishing.loading}
            onClick={async () => {
              const result = await finish({ variables: { id: booking.id } });
              done(result.data?.reservationFinish.userErrors, t('hostStand.finished'));
            }}
          >
            {t('hostStand.finish')}
          </Button>
        )}
      </HStack>
      {dialog}
    </Box>
  );
}

/** The floor plan as the service sees it: where each table is, whether it is free, booked or seated; a free one seats a walk-in. */
function ServiceFloorPlan({ day, walkIns, onChanged }: { day: Day; walkIns: boolean; onChanged: () => void }) {
  const { t } = useTranslation('partners');
  const states = tableStates(day);
  const [selected, setSelected] = useState<string | null>(null);
  const chosen = day.tables.find((table) => table.id === selected) ?? null;
  const palette: Record<TableState, { bg: string; border: string }> = {
    free: { bg: 'white', border: 'forest.500' },
    booked: { bg: 'blue.50', border: 'blue.600' },
    seated: { bg: 'green.100', border: 'green.700' },
  };
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {t('floorPlan.title')}
      </Heading>
      <Box position="relative" pb="75%" dir="ltr" bg="savanna.50" rounded="lg" borderWidth="1px" borderColor="terracotta.100" data-testid="service-plan">
        {day.tables.map((table) => {
          const state = states.get(table.id)?.state ?? 'free';
          return (
            <chakra.button
              key={table.id}
              type="button"
              position="absolute"
              style={{ left: `${table.x}%`, top: `${table.y}%`, transform: 'translate(-50%, -50%)' }}
              minW="12"
              px="1"
              py="0.5"
              rounded="md"
              fontSize="xs"
              borderWidth="2px"
              color="gray.900"
              bg={palette[state].bg}
              borderColor={selected === table.id ? 'terracotta.800' : palette[state].border}
              outlineOffset="2px"
              aria-pressed={selected === table.id}
              aria-label={t('hostStand.tableState', { label: table.label, count: table.seats, state: t(`hostStand.tableStates.${state}`) })}
              data-testid={`service-table-${table.label}`}
              data-state={state}
              onClick={() => setSelected(table.id)}
            >
              <Text as="span" display="block" fontWeight="bold">
                {table.label}
              </Text>
              <Text as="span" display="block">
                {t(`hostStand.tableStates.${state}`)}
              </Text>
            </chakra.button>
          );
        })}
      </Box>
      <Box mt="3">
        {!chosen ? (
          <Text fontSize="sm" color="gray.700">
            {walkIns ? t('hostStand.walkInHint') : t('hostStand.pickTable')}
          </Text>
        ) : (states.get(chosen.id)?.state ?? 'free') !== 'free' ? (
          <Text fontSize="sm">{t('hostStand.tableTaken', { label: chosen.label })}</Text>
        ) : walkIns ? (
          <WalkInForm key={chosen.id} table={chosen} onSeated={onChanged} />
        ) : (
          <Text fontSize="sm">{t('hostStand.walkInToday')}</Text>
        )}
      </Box>
    </Box>
  );
}

function WalkInForm({ table, onSeated }: { table: Day['tables'][number]; onSeated: () => void }) {
  const { t } = useTranslation('partners');
  const [partySize, setPartySize] = useState('2');
  const [name, setName] = useState('');
  const [seat, { loading }] = useMutation(ReservationWalkInDocument);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await seat({ variables: { input: { tableId: table.id, partySize: Number(partySize), name: name.trim() || null } } });
    if (accepted(result.data?.reservationWalkIn.userErrors, t('hostStand.seated'))) onSeated();
  }
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={t('hostStand.walkInAt', { label: table.label })}>
      <Heading as="h4" size="xs">
        {t('hostStand.walkInAt', { label: table.label })}
      </Heading>
      <Field.Root required>
        <Field.Label>{t('hostStand.partySize')}</Field.Label>
        <Input type="number" min={1} max={table.seats} value={partySize} onChange={(event) => setPartySize(event.target.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('hostStand.guestName')}</Field.Label>
        <Input value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
      </Field.Root>
      <Box>
        <Button type="submit" size="sm" colorPalette="terracotta" loading={loading}>
          {t('hostStand.seatWalkIn')}
        </Button>
      </Box>
    </Stack>
  );
}
