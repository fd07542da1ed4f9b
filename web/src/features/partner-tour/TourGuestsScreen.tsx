// The guests on the organizer's bookings (its manifest): search, and remove a name added by mistake.
import { Box, Button, Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TourGuestRemoveDocument, TourGuestsDocument } from '../partner-shared/gql/graphql';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { formatDate } from '../listings/format';
import { accepted } from '../partner-shared/partner-feedback';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';

export function TourGuestsScreen() {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [q, setQ] = useState('');
  const { data, previousData, error, refetch } = useQuery(TourGuestsDocument, { variables: { q: q.trim() || null }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(TourGuestRemoveDocument);
  const guests = (data ?? previousData)?.tourGuests;
  return (
    <Stack gap="4">
      <ScreenTitle>{t('guests.title')}</ScreenTitle>
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
                    {guest.booking.listingName} · {formatDate(guest.booking.startDate, language)} · <Text as="span" fontFamily="mono">{guest.booking.reference}</Text>
                  </Table.Cell>
                  <Table.Cell>{guest.notes}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('guests.remove', { name: guest.fullName })}
                      onClick={async () => {
                        const result = await remove({ variables: { id: guest.id } });
                        if (accepted(result.data?.tourGuestRemove.userErrors)) void refetch();
                      }}
                    >
                      {t('actions.remove')}
                    </Button>
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
