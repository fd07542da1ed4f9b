// The transport business's services: create one, price a day, active or not, the fleet (add, edit or remove vehicles)
// and its days (hired, blocked, free).
import { Box, Button, Card, Field, Flex, Heading, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PartnerRidesDocument,
  type PartnerRidesQuery,
  RideCreateDocument,
  RideUpdateDocument,
  VehicleAddDocument,
  VehicleRemoveDocument,
  VehicleUpdateDocument,
} from '../partner-shared/gql/graphql';
import { formatUsd } from '../listings/format';
import { FormField, SelectInput, TextInput } from '../admin/admin-form';
import { amountOrNull, NewListingForm } from '../partner-shared/NewListingForm';
import { useSearchPaging } from '../partner-shared/ListPager';
import { OwnListingsScreen } from '../partner-shared/OwnListingsScreen';
import { accepted } from '../partner-shared/partner-feedback';
import { FleetDays } from './FleetDays';
import { EditListingLink, RemoveButton, VisibilityBadge, useHideConfirmation } from '../partner-shared/ListingParts';
import { listingEditorPath } from '../partner-shared/ListingEditorScreen';

type Ride = PartnerRidesQuery['partnerRides']['nodes'][number];
type Vehicle = Ride['vehicles'][number];
const TRANSPORT_TYPES = ['SAFARI', 'CITY', 'GROUP', 'MOTORCYCLE'] as const;

export function RidesScreen() {
  const { q, page, onSearch, onPage } = useSearchPaging();
  const { data, previousData, error, refetch } = useQuery(PartnerRidesDocument, { variables: { q: q.trim() || null, page }, fetchPolicy: 'cache-and-network' });
  return (
    <OwnListingsScreen
      texts="rides"
      list={(data ?? previousData)?.partnerRides}
      failed={!!error}
      onRetry={() => void refetch()}
      onSearch={onSearch}
      onPage={onPage}
      newForm={(close) => data && <NewRideForm countries={data.countries} onDone={close} />}
    >
      {(rides) => rides.nodes.map((ride) => <RideCard key={ride.id} ride={ride} onChange={() => void refetch()} />)}
    </OwnListingsScreen>
  );
}

function RideCard({ ride, onChange }: { ride: Ride; onChange: () => void }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [price, setPrice] = useState(String(ride.pricePerDay.amount));
  const [vehicle, setVehicle] = useState({ model: '', seats: '4', plate: '' });
  const [update, updating] = useMutation(RideUpdateDocument);
  const [add, adding] = useMutation(VehicleAddDocument);
  const active = ride.status === 'ACTIVE';
  const hiding = useHideConfirmation();
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
      {hiding.dialog}
      <Card.Body>
        <Flex gap="3" align="center" wrap="wrap" mb="3">
          <Heading as="h2" size="md" id={`ride-${ride.id}`}>
            {ride.name}
          </Heading>
          <Text color="gray.600" fontSize="sm">
            {ride.location} · {formatUsd(ride.pricePerDay.amount, language)} {t('rides.perDay')}
          </Text>
          <VisibilityBadge active={active} />
          <Box marginStart="auto">
            <EditListingLink to={listingEditorPath(ride.id)} name={ride.name} />
          </Box>
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
            onClick={async () =>
              accepted((await update({ variables: { id: ride.id, input: { pricePerDay: Number(price) } } })).data?.rideUpdate.userErrors, t('saved'))
            }
          >
            {t('actions.save')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={async () => {
              if (!(await hiding.allowed(ride.name, active, !active))) return;
              accepted(
                (await update({ variables: { id: ride.id, input: { status: active ? 'INACTIVE' : 'ACTIVE' } } })).data?.rideUpdate.userErrors,
                t('saved'),
              );
            }}
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
              <VehicleRow key={item.id} vehicle={item} onChange={onChange} />
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
        {ride.vehicles.length > 0 && <FleetDays serviceId={ride.id} vehicles={ride.vehicles} />}
      </Card.Body>
    </Card.Root>
  );
}

/** A vehicle of the fleet: shown, or edited in place (model, seats, plate). */
function VehicleRow({ vehicle, onChange }: { vehicle: Vehicle; onChange: () => void }) {
  const { t } = useTranslation('partners');
  const [draft, setDraft] = useState<{ model: string; seats: string; plate: string } | null>(null);
  const [update, updating] = useMutation(VehicleUpdateDocument);
  const [remove] = useMutation(VehicleRemoveDocument);
  if (draft) {
    const save = async () => {
      const result = await update({ variables: { id: vehicle.id, input: { model: draft.model, seats: Number(draft.seats), plate: draft.plate } } });
      if (accepted(result.data?.vehicleUpdate.userErrors, t('saved'))) setDraft(null);
    };
    return (
      <Table.Row>
        <Table.Cell>
          <Input size="sm" aria-label={t('rides.model')} value={draft.model} onChange={(event) => setDraft({ ...draft, model: event.target.value })} />
        </Table.Cell>
        <Table.Cell>
          <Input
            size="sm"
            type="number"
            min={1}
            max={80}
            aria-label={t('rides.seats')}
            value={draft.seats}
            onChange={(event) => setDraft({ ...draft, seats: event.target.value })}
          />
        </Table.Cell>
        <Table.Cell>
          <Input size="sm" aria-label={t('rides.plate')} value={draft.plate} onChange={(event) => setDraft({ ...draft, plate: event.target.value })} />
        </Table.Cell>
        <Table.Cell>
          <HStack gap="1">
            <Button size="xs" colorPalette="terracotta" loading={updating.loading} onClick={() => void save()}>
              {t('actions.save')}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setDraft(null)}>
              {t('actions.cancel')}
            </Button>
          </HStack>
        </Table.Cell>
      </Table.Row>
    );
  }
  return (
    <Table.Row>
      <Table.Cell>{vehicle.model}</Table.Cell>
      <Table.Cell textAlign="end">{vehicle.seats}</Table.Cell>
      <Table.Cell fontFamily="mono">{vehicle.plate}</Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <Button
            size="xs"
            variant="ghost"
            aria-label={t('rides.editVehicle', { plate: vehicle.plate })}
            onClick={() => setDraft({ model: vehicle.model, seats: String(vehicle.seats), plate: vehicle.plate })}
          >
            {t('actions.edit')}
          </Button>
          <RemoveButton
            label={t('rides.removeVehicle', { plate: vehicle.plate })}
            onRemove={async () => {
              if (accepted((await remove({ variables: { id: vehicle.id } })).data?.vehicleRemove.userErrors)) onChange();
            }}
          />
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

function NewRideForm({ countries, onDone }: { countries: ReadonlyArray<{ code: string; name: string }>; onDone: () => void }) {
  const { t } = useTranslation('partners');
  const [create] = useMutation(RideCreateDocument);
  return (
    <NewListingForm
      texts="rides"
      countries={countries}
      initial={{ type: 'SAFARI', pricePerDay: '' }}
      ownFields={(own, change, problemOf) => (
        <>
          <FormField label={t('rides.type')} error={problemOf('type')}>
            <SelectInput
              value={own.type}
              onChange={change('type')}
              options={TRANSPORT_TYPES.map((type) => ({ value: type, label: t(`rides.types.${type}`) }))}
            />
          </FormField>
          <FormField label={t('rides.pricePerDay')} error={problemOf('pricePerDay')} required>
            <TextInput type="number" min={0} step="0.01" value={own.pricePerDay} onChange={change('pricePerDay')} />
          </FormField>
        </>
      )}
      create={async (listing, own) => {
        const input = { ...listing, type: own.type as (typeof TRANSPORT_TYPES)[number], pricePerDay: amountOrNull(own.pricePerDay) };
        const payload = (await create({ variables: { input } })).data?.rideCreate;
        return payload && { id: payload.ride?.id, userErrors: payload.userErrors };
      }}
      onCreated={onDone}
      onCancel={onDone}
    />
  );
}
