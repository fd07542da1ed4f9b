// Booking for a traveller who called or wrote: the traveller's own booking flow runs on the server (price, claims,
// policies), paid at the venue, and the traveller gets the usual confirmation e-mail.
import { Button, CloseButton, Dialog, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingTypes, kindUi, type OnBehalfBooking } from '../../../app/kinds';
import { errorText } from '../../../app/errors';
import { dialogRecipe } from '../../../app/overlay-recipes';
import { FormMessage } from '../../auth/FormMessage';
import { AdminBookingCreateDocument, type BookingType } from '../gql/graphql';
import { FormField, SelectInput, TextInput } from '../admin-form';
import { refusal } from '../admin-ui';

const emptyBooking: OnBehalfBooking = { listingId: '', start: '', end: '', time: '', party: 2 };

export function BookOnBehalfDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const [type, setType] = useState<BookingType>('HOTEL');
  const [booking, setBooking] = useState(emptyBooking);
  const [traveller, setTraveller] = useState({ name: '', email: '', phone: '' });
  // One key per dialog: a second click after a lost answer returns the booking the first one made.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(AdminBookingCreateDocument);
  const asks = kindUi[type].onBehalf.asks as ReadonlyArray<'end' | 'time'>;
  const change = (part: Partial<OnBehalfBooking>) => setBooking((current) => ({ ...current, ...part }));

  async function book(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const input = { idempotencyKey, contact: traveller, ...kindUi[type].onBehalf.request(booking) };
      const result = (await create({ variables: { input } })).data?.adminBookingCreate;
      const refused = refusal(t, result?.userErrors[0]);
      if (refused) return setProblem(refused);
      onDone(t('bookings.bookedFor', { reference: result?.booking?.reference, name: traveller.name }));
    } catch (failure) {
      setProblem(errorText(t, failure, 'admin'));
    }
  }

  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      onOpenChange={(details) => !details.open && !loading && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(event: FormEvent) => void book(event)} data-testid="book-on-behalf">
            <Dialog.Header>
              <Dialog.Title>{t('bookings.bookTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="gray.700">{t('bookings.bookPolicy')}</Text>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <FormField label={t('bookings.service')} required>
                    <SelectInput
                      value={type}
                      onChange={(value) => setType(value as BookingType)}
                      options={bookingTypes.map((value) => ({ value, label: t(`services.${value}`) }))}
                    />
                  </FormField>
                  <FormField label={t('bookings.listingNumber')} required>
                    <TextInput name="listingId" type="number" min={1} value={booking.listingId} onChange={(listingId) => change({ listingId })} />
                  </FormField>
                  <FormField label={t(asks.includes('end') ? 'bookings.firstDay' : 'bookings.day')} required>
                    <TextInput name="start" type="date" value={booking.start} onChange={(start) => change({ start })} />
                  </FormField>
                  {asks.includes('end') && (
                    <FormField label={t('bookings.lastDay')} required>
                      <TextInput name="end" type="date" value={booking.end} onChange={(end) => change({ end })} />
                    </FormField>
                  )}
                  {asks.includes('time') && (
                    <FormField label={t('bookings.time')} required>
                      <TextInput name="time" type="time" step="1800" value={booking.time} onChange={(time) => change({ time })} />
                    </FormField>
                  )}
                  <FormField label={t('bookings.party')} required>
                    <TextInput
                      name="party"
                      type="number"
                      min={1}
                      max={12}
                      value={String(booking.party)}
                      onChange={(party) => change({ party: Number(party) })}
                    />
                  </FormField>
                </SimpleGrid>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <FormField label={t('bookings.travellerName')} required>
                    <TextInput name="name" value={traveller.name} onChange={(name) => setTraveller((current) => ({ ...current, name }))} />
                  </FormField>
                  <FormField label={t('bookings.travellerEmail')} required>
                    <TextInput name="email" type="email" value={traveller.email} onChange={(email) => setTraveller((current) => ({ ...current, email }))} />
                  </FormField>
                  <FormField label={t('bookings.travellerPhone')}>
                    <TextInput name="phone" type="tel" value={traveller.phone} onChange={(phone) => setTraveller((current) => ({ ...current, phone }))} />
                  </FormField>
                </SimpleGrid>
                {problem && <FormMessage tone="error">{problem}</FormMessage>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>
                {t('bookings.close')}
              </Button>
              <Button type="submit" colorPalette="terracotta" loading={loading}>
                {t('bookings.book')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
