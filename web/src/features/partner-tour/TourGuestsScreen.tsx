// The guests on the organizer's bookings (its manifest): name a traveller on a booking, search, and remove a name
// added by mistake.
import { Box, Field, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { PartnerBookingsDocument, TourGuestAddDocument, TourGuestRemoveDocument, TourGuestsDocument } from '../partner-shared/gql/graphql';
import { formatDate } from '../listings/format';
import { FormField, SelectInput, TextInput } from '../admin/admin-form';
import { FormActions, ScreenTitleWithNew } from '../partner-shared/NewListingForm';
import { accepted, isoDay, type UserErrorLike } from '../partner-shared/partner-feedback';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';
import { Panel, RemoveButton } from '../partner-shared/ListingParts';

export function TourGuestsScreen() {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);
  const { data, previousData, error, refetch } = useQuery(TourGuestsDocument, { variables: { q: q.trim() || null }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(TourGuestRemoveDocument);
  const guests = (data ?? previousData)?.tourGuests;
  return (
    <Stack gap="4">
      <ScreenTitleWithNew title={t('guests.title')} newLabel={t('guests.add')} open={adding} onToggle={() => setAdding(!adding)} />
      {adding && (
        <NewGuestForm
          onDone={(added) => {
            setAdding(false);
            if (added) void refetch();
          }}
        />
      )}
      <Field.Root maxW="sm">
        <Field.Label>{t('guests.search')}</Field.Label>
        <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </Field.Root>
      {error && !guests ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : !guests ? (
        <LoadingRows />
      ) : guests.nodes.length === 0 ? (
        <NothingYet>{t('guests.empty')}</NothingYet>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline" bg="white">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('guests.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('guests.contact')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('guests.tour')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('guests.pickup')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('guests.notes')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bookings.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {guests.nodes.map((guest) => (
                <Table.Row key={guest.id}>
                  <Table.Cell>{guest.fullName}</Table.Cell>
                  <Table.Cell>
                    <Text fontSize="sm">{[guest.email, guest.phone].filter(Boolean).join(' · ')}</Text>
                  </Table.Cell>
                  <Table.Cell>
                    {guest.booking.listingName} · {formatDate(guest.booking.startDate, language)} ·{' '}
                    <Text as="span" fontFamily="mono">
                      {guest.booking.reference}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{guest.pickup}</Table.Cell>
                  <Table.Cell>{guest.notes}</Table.Cell>
                  <Table.Cell>
                    <RemoveButton
                      label={t('guests.remove', { name: guest.fullName })}
                      onRemove={async () => {
                        const result = await remove({ variables: { id: guest.id } });
                        if (accepted(result.data?.tourGuestRemove.userErrors)) void refetch();
                      }}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

const emptyGuest = { bookingId: '', fullName: '', email: '', phone: '', pickup: '', notes: '' };

/** Names a traveller on one of the organizer's confirmed bookings still to come. */
function NewGuestForm({ onDone }: { onDone: (added: boolean) => void }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const bookings = useQuery(PartnerBookingsDocument, {
    variables: { filter: { from: isoDay(), status: 'CONFIRMED', size: 100 } },
    fetchPolicy: 'cache-and-network',
  });
  const [add, { loading }] = useMutation(TourGuestAddDocument);
  const [guest, setGuest] = useState(emptyGuest);
  const [problem, setProblem] = useState<UserErrorLike | null>(null);
  const problemOf = (field: string) => (problem?.field === field ? errorText(t, problem, 'partners') : undefined);
  const change = (key: keyof typeof emptyGuest) => (value: string) => setGuest({ ...guest, [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await add({
      variables: {
        input: { ...guest, bookingId: guest.bookingId || null, email: guest.email || null, phone: guest.phone || null, pickup: guest.pickup || null },
      },
    });
    const payload = result.data?.tourGuestAdd;
    setProblem(payload?.userErrors[0] ?? null);
    if (payload && accepted(payload.userErrors, t('guests.added', { name: guest.fullName }))) onDone(true);
  }

  const waiting = bookings.loading && !bookings.data;
  const options = (bookings.data?.partnerBookings.nodes ?? []).map((booking) => ({
    value: booking.id,
    label: `${booking.reference} · ${booking.listingName} · ${formatDate(booking.startDate, language)} · ${booking.contactName}`,
  }));
  const placeholder = waiting ? t('states.loading') : options.length ? t('guests.chooseBooking') : t('guests.noBookings');
  return (
    <Panel as="form" onSubmit={submit} aria-label={t('guests.add')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField label={t('guests.booking')} error={problemOf('bookingId')} required>
          <SelectInput value={guest.bookingId} onChange={change('bookingId')} options={[{ value: '', label: placeholder }, ...options]} />
        </FormField>
        <FormField label={t('guests.fullName')} error={problemOf('fullName')} required>
          <TextInput value={guest.fullName} onChange={change('fullName')} />
        </FormField>
        <FormField label={t('guests.email')} error={problemOf('email')}>
          <TextInput type="email" value={guest.email} onChange={change('email')} />
        </FormField>
        <FormField label={t('guests.phone')} error={problemOf('phone')}>
          <TextInput type="tel" value={guest.phone} onChange={change('phone')} />
        </FormField>
        <FormField label={t('guests.pickup')} error={problemOf('pickup')}>
          <TextInput value={guest.pickup} onChange={change('pickup')} />
        </FormField>
        <FormField label={t('guests.notes')} error={problemOf('notes')}>
          <TextInput value={guest.notes} onChange={change('notes')} />
        </FormField>
      </SimpleGrid>
      <FormActions submitLabel={t('guests.add')} saving={loading} onCancel={() => onDone(false)} />
    </Panel>
  );
}
