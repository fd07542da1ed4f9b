// A service's fleet day by day, two weeks at a time: each vehicle's day hired (by which booking), blocked (maintenance,
// the driver away) or free. A free day is blocked, and a blocked one opened, by its own button or for a range of days.
import { Box, Button, Flex, Heading, HStack, Input, Table, Text, Field } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../admin/admin-form';
import { PartnerFleetDaysDocument, VehicleDaysSetDocument } from '../partner-shared/gql/graphql';
import { accepted, isoDay } from '../partner-shared/partner-feedback';
import { LoadFailed, LoadingRows } from '../partner-shared/ScreenStates';

const WINDOW_DAYS = 14;

interface FleetVehicle {
  id: string;
  plate: string;
  model: string;
}

/** YYYY-MM-DD `days` after `day`. */
const after = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "Tue 8 Dec": a short day for a column heading, read as a calendar day whatever the zone. */
const shortDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : `${language}-u-nu-latn`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

export function FleetDays({ serviceId, vehicles }: { serviceId: string; vehicles: readonly FleetVehicle[] }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [from, setFrom] = useState(isoDay());
  const { data, error, refetch } = useQuery(PartnerFleetDaysDocument, { variables: { serviceId, from, days: WINDOW_DAYS }, fetchPolicy: 'cache-and-network' });
  const [set, setting] = useMutation(VehicleDaysSetDocument);
  const days = Array.from({ length: WINDOW_DAYS }, (_, offset) => after(from, offset));
  const state = new Map((data?.partnerFleetDays ?? []).map((day) => [`${day.vehicleId} ${day.date}`, day]));

  async function change(vehicleId: string, first: string, last: string, blocked: boolean) {
    const result = await set({ variables: { vehicleId, input: { from: first || null, to: last || null, blocked } } });
    if (accepted(result.data?.vehicleDaysSet.userErrors, blocked ? t('fleetDays.blockedDone') : t('fleetDays.openedDone'))) void refetch();
  }

  return (
    <Box as="section" mt="4" aria-labelledby={`fleet-days-${serviceId}`}>
      <Flex gap="3" align="center" wrap="wrap" mb="2">
        <Heading as="h3" size="sm" id={`fleet-days-${serviceId}`}>
          {t('fleetDays.title')}
        </Heading>
        <HStack gap="1">
          <Button size="xs" variant="outline" disabled={from <= isoDay()} onClick={() => setFrom(after(from, -WINDOW_DAYS))}>
            {t('fleetDays.earlier')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setFrom(after(from, WINDOW_DAYS))}>
            {t('fleetDays.later')}
          </Button>
        </HStack>
      </Flex>
      {error && !data ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingRows />
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid={`fleet-days-${serviceId}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('rides.plate')}</Table.ColumnHeader>
                {days.map((day) => (
                  <Table.ColumnHeader key={day} whiteSpace="nowrap">
                    {shortDay(day, language)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {vehicles.map((vehicle) => (
                <Table.Row key={vehicle.id}>
                  <Table.Cell as="th" scope="row" fontFamily="mono" whiteSpace="nowrap">
                    {vehicle.plate}
                  </Table.Cell>
                  {days.map((day) => {
                    const cell = state.get(`${vehicle.id} ${day}`);
                    const label = shortDay(day, language);
                    if (cell?.reference)
                      return (
                        <Table.Cell key={day}>
                          <Text fontSize="xs" fontFamily="mono" title={t('fleetDays.hiredBy', { reference: cell.reference })}>
                            {t('fleetDays.hired')}
                          </Text>
                        </Table.Cell>
                      );
                    const blocked = cell?.blocked ?? false;
                    return (
                      <Table.Cell key={day}>
                        <Button
                          size="xs"
                          variant={blocked ? 'solid' : 'outline'}
                          colorPalette={blocked ? 'red' : 'gray'}
                          loading={setting.loading}
                          aria-label={t(blocked ? 'fleetDays.openDay' : 'fleetDays.blockDay', { plate: vehicle.plate, date: label })}
                          onClick={() => void change(vehicle.id, day, day, !blocked)}
                        >
                          {blocked ? t('fleetDays.blocked') : t('fleetDays.free')}
                        </Button>
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <BlockRange vehicles={vehicles} onSubmit={change} />
    </Box>
  );
}

/** Blocks, or opens again, a range of days of one vehicle: a week in the workshop in one go. */
function BlockRange({
  vehicles,
  onSubmit,
}: {
  vehicles: readonly FleetVehicle[];
  onSubmit: (vehicleId: string, from: string, to: string, blocked: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('partners');
  const [range, setRange] = useState({ vehicleId: vehicles[0]?.id ?? '', from: '', to: '' });
  const vehicleId = range.vehicleId || vehicles[0]?.id || '';
  const submit = (blocked: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    void onSubmit(vehicleId, range.from, range.to || range.from, blocked);
  };
  if (!vehicles.length) return null;
  return (
    <Flex as="form" onSubmit={submit(true)} gap="3" wrap="wrap" align="end" mt="3" aria-label={t('fleetDays.blockRange')}>
      <Field.Root maxW="56" required>
        <Field.Label>{t('fleetDays.vehicle')}</Field.Label>
        <SelectInput
          value={vehicleId}
          onChange={(value) => setRange({ ...range, vehicleId: value })}
          options={vehicles.map((vehicle) => ({ value: vehicle.id, label: `${vehicle.plate} · ${vehicle.model}` }))}
        />
      </Field.Root>
      <Field.Root maxW="44" required>
        <Field.Label>{t('fleetDays.from')}</Field.Label>
        <Input type="date" min={isoDay()} value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} />
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>{t('fleetDays.to')}</Field.Label>
        <Input type="date" min={range.from || isoDay()} value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
      </Field.Root>
      <Button type="submit" size="sm" colorPalette="red" variant="outline">
        {t('fleetDays.block')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => submit(false)()}>
        {t('fleetDays.open')}
      </Button>
    </Flex>
  );
}
