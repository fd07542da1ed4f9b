// A hire's vehicle and driver, in its booking detail on the transport dashboard: the pickup and return days, and a
// form to assign (or change) the vehicle, the driver's name and phone, the pickup time and place. The traveller is
// told by e-mail and reads the driver on their booking.
import { Box, Button, DataList, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { SelectInput } from '../admin/admin-form';
import { formatDate } from '../listings/format';
import type { PartnerBookingRow } from '../partner-shared/BookingDetailDialog';
import { RideVehiclesDocument, TransportBookingAssignDocument, type UserErrorFieldsFragment } from '../partner-shared/gql/graphql';
import { accepted } from '../partner-shared/partner-feedback';

export function DriverAssignment({ booking, onSaved }: { booking: PartnerBookingRow; onSaved: () => void }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const vehicles = useQuery(RideVehiclesDocument, { variables: { id: String(booking.listingId) } });
  const [assign, { loading }] = useMutation(TransportBookingAssignDocument);
  const [saved, setSaved] = useState(booking.transportAssignment ?? null);
  const [draft, setDraft] = useState({
    vehicleId: saved?.vehicleId ?? '',
    driverName: saved?.driverName ?? '',
    driverPhone: saved?.driverPhone ?? '',
    pickupTime: saved?.pickupTime ?? '',
    pickupPlace: saved?.pickupPlace ?? '',
  });
  const [problem, setProblem] = useState<UserErrorFieldsFragment | null>(null);
  const fleet = (vehicles.data?.ride?.vehicles ?? []).filter((vehicle) => vehicle.seats >= booking.partySize);
  const vehicleId = draft.vehicleId || fleet[0]?.id || '';
  const errorOf = (field: string) => (problem?.field === field ? errorText(t, problem, 'partners') : undefined);
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      vehicleId,
      driverName: draft.driverName,
      driverPhone: draft.driverPhone,
      pickupTime: draft.pickupTime || null,
      pickupPlace: draft.pickupPlace || null,
    };
    const payload = (await assign({ variables: { id: booking.id, input } }).catch(() => null))?.data?.transportBookingAssign;
    if (!payload) return accepted([{ code: 'INTERNAL_SERVER_ERROR' }]);
    setProblem(payload.userErrors[0] ?? null);
    if (accepted(payload.userErrors, t('driver.saved'))) {
      setSaved(payload.booking?.transportAssignment ?? null);
      onSaved();
    }
  }

  if (booking.status !== 'CONFIRMED') return null;
  return (
    <Stack as="section" aria-labelledby="driver-assignment" gap="3" mt="4" pt="4" borderTopWidth="1px" data-testid="driver-assignment">
      <Heading as="h3" size="sm" id="driver-assignment">
        {t('driver.title')}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('driver.pickup')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {[formatDate(booking.startDate, language), saved?.pickupTime, saved?.pickupPlace].filter(Boolean).join(' · ')}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('driver.return')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDate(booking.endDate, language)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('driver.assigned')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="driver-assigned">
            {saved
              ? [saved.driverName, saved.driverPhone, [saved.vehicleModel, saved.vehiclePlate].filter(Boolean).join(' ')].filter(Boolean).join(' · ')
              : t('driver.none')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {vehicles.error && (
        <Text role="alert" color="red.700" fontSize="sm">
          {t('driver.vehiclesFailed')}
        </Text>
      )}
      {vehicles.data && fleet.length === 0 && (
        <Text fontSize="sm" color="gray.700">
          {t('driver.noVehicle', { count: booking.partySize })}
        </Text>
      )}
      <Box as="form" onSubmit={submit} aria-label={t('driver.title')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required invalid={!!errorOf('vehicleId')}>
            <Field.Label>{t('driver.vehicle')}</Field.Label>
            <SelectInput
              value={vehicleId}
              onChange={(value) => setDraft({ ...draft, vehicleId: value })}
              options={fleet.map((vehicle) => ({
                value: vehicle.id,
                label: t('driver.vehicleOption', { model: vehicle.model, plate: vehicle.plate, count: vehicle.seats }),
              }))}
            />
            <Field.ErrorText>{errorOf('vehicleId')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errorOf('driverName')}>
            <Field.Label>{t('driver.name')}</Field.Label>
            <Input value={draft.driverName} onChange={set('driverName')} maxLength={120} autoComplete="off" />
            <Field.ErrorText>{errorOf('driverName')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errorOf('driverPhone')}>
            <Field.Label>{t('driver.phone')}</Field.Label>
            <Input type="tel" dir="ltr" value={draft.driverPhone} onChange={set('driverPhone')} maxLength={32} autoComplete="off" />
            <Field.HelperText>{t('driver.phoneHint')}</Field.HelperText>
            <Field.ErrorText>{errorOf('driverPhone')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errorOf('pickupTime')}>
            <Field.Label>{t('driver.pickupTime')}</Field.Label>
            <Input type="time" value={draft.pickupTime} onChange={set('pickupTime')} />
            <Field.ErrorText>{errorOf('pickupTime')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errorOf('pickupPlace')} gridColumn={{ sm: 'span 2' }}>
            <Field.Label>{t('driver.pickupPlace')}</Field.Label>
            <Input value={draft.pickupPlace} onChange={set('pickupPlace')} maxLength={200} />
            <Field.ErrorText>{errorOf('pickupPlace')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" mt="3" colorPalette="terracotta" loading={loading} disabled={!vehicleId}>
          {saved ? t('driver.change') : t('driver.assign')}
        </Button>
      </Box>
    </Stack>
  );
}
