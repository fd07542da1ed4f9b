// The transport business's services: price a day, active or not, and the fleet (add or remove vehicles).
import { Badge, Box, Button, Card, Field, Flex, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartnerRidesDocument, type PartnerRidesQuery, RideUpdateDocument, VehicleAddDocument, VehicleRemoveDocument } from '../partner-shared/gql/graphql';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { formatUsd } from '../listings/format';
import { accepted } from '../partner-shared/partner-feedback';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';

type Ride = PartnerRidesQuery['partnerRides']['nodes'][number];

export function RidesScreen() {
  const { t } = useTranslation('partners');
  const [q, setQ] = useState('');
  const { data, previousData, error, refetch } = useQuery(PartnerRidesDocument, { variables: { q: q.trim() || null }, fetchPolicy: 'cache-and-network' });
  const rides = (data ?? previousData)?.partnerRides;
  return (
    <Stack gap="4">
      <ScreenTitle>{t('rides.title')}</ScreenTitle>
      <Field.Root maxW="sm">
        <Field.Label>{t('rides.search')}</Field.Label>
        <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </Field.Root>
      {error && !rides ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : !rides ? (
        <LoadingRows />
      ) : rides.nodes.length === 0 ? (
        <NothingYet>{t('rides.empty')}</NothingYet>
      ) : (
        rides.nodes.map((ride) => <RideCard key={ride.id} ride={ride} onChange={() => void refetch()} />)
      )}
    </Stack>
  );
}

function RideCard({ ride, onChange }: { ride: Ride; onChange: () => void }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [price, setPrice] = useState(String(ride.pricePerDay.amount));
  const [vehicle, setVehicle] = useState({ model: '', seats: '4', plate: '' });
  const [update, updating] = useMutation(RideUpdateDocument);
  const [add, adding] = useMutation(VehicleAddDocument);
  const [remove] = useMutation(VehicleRemoveDocument);
  const active = ride.status === 'ACTIVE';
  async function addVehicle(event: FormEvent) {
    event.preventDefault();
    const result = await add({ variables: { serviceId: ride.id, input: { model: vehicle.model, seats: Number(vehicle.seats), plate: vehicle.plate } } });
    if (accepted(result.data?.vehicleAdd.userErrors, t('rides.vehicleAdded'))) {
      setVehicle({ model: '', seats: '4', plate: '' });
      onChange();
    }
  }
  return (
    <Card.Root as="section" aria-labelledby={`ride-${ride.id}`}>
      <Card.Body>
        <Flex gap="3" align="center" wrap="wrap" mb="3">
          <Heading as="h2" size="md" id={`ride-${ride.id}`}>
            {ride.name}
          </Heading>
          <Text color="gray.600" fontSize="sm">
            {ride.location} · {formatUsd(ride.pricePerDay.amount, language)} {t('rides.perDay')}
          </Text>
          <Badge colorPalette={active ? 'green' : 'gray'}>{active ? t('tours.active') : t('tours.hidden')}</Badge>
        </Flex>
        <HStack gap="3" wrap="wrap" align="end" mb="4">
          <Field.Root maxW="40">
            <Field.Label>{t('rides.pricePerDay')}</Field.Label>
            <Input type="number" min={0} step="0.01" value={price} onChange={(event) => setPrice(event.target.value)} />
          </Field.Root>
          <Button
            size="sm"
            variant="outline"
            loading={updating.loading}
            onClick={async () => accepted((await update({ variables: { id: ride.id, input: { pricePerDay: Number(price) } } })).data?.rideUpdate.userErrors, t('saved'))}
          >
            {t('actions.save')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={async () =>
              accepted((await update({ variables: { id: ride.id, input: { status: active ? 'INACTIVE' : 'ACTIVE' } } })).data?.rideUpdate.userErrors, t('saved'))
            }
          >
            {active ? t('rides.deactivate') : t('rides.activate')}
          </Button>
        </HStack>
        <Table.Root size="sm">
          <Table.Caption textAlign="start">{t('rides.fleet')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('rides.model')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('rides.seats')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('rides.plate')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('bookings.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ride.vehicles.map((item) => (
              <Table.Row key={item.id}>
                <Table.Cell>{item.model}</Table.Cell>
                <Table.Cell textAlign="end">{item.seats}</Table.Cell>
                <Table.Cell fontFamily="mono">{item.plate}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('rides.removeVehicle', { plate: item.plate })}
                    onClick={async () => {
                      if (accepted((await remove({ variables: { id: item.id } })).data?.vehicleRemove.userErrors)) onChange();
                    }}
                  >
                    {t('actions.remove')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Box as="form" onSubmit={addVehicle} mt="3" aria-label={t('rides.addVehicle')}>
          <HStack gap="3" wrap="wrap" align="end">
            <Field.Root maxW="48" required>
              <Field.Label>{t('rides.model')}</Field.Label>
              <Input value={vehicle.model} onChange={(event) => setVehicle({ ...vehicle, model: event.target.value })} />
            </Field.Root>
            <Field.Root maxW="24" required>
              <Field.Label>{t('rides.seats')}</Field.Label>
              <Input type="number" min={1} max={80} value={vehicle.seats} onChange={(event) => setVehicle({ ...vehicle, seats: event.target.value })} />
            </Field.Root>
            <Field.Root maxW="36" required>
              <Field.Label>{t('rides.plate')}</Field.Label>
              <Input value={vehicle.plate} onChange={(event) => setVehicle({ ...vehicle, plate: event.target.value })} />
            </Field.Root>
            <Button type="submit" size="sm" variant="outline" loading={adding.loading}>
              {t('rides.addVehicle')}
            </Button>
          </HStack>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
