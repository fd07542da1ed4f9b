// Modify Booking: new dates, party, rooms or time by type; the server prices the change (bookingModifyPreview)
// and the traveller confirms the difference (bookingModify). A retried confirmation reuses its idempotency key.
import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import {
  type BookingChangeInput,
  type BookingDetailsFragment,
  BookingModifyDocument,
  BookingModifyPreviewDocument,
  type BookingModifyPreviewQuery,
  TourDeparturesDocument,
} from '../../gql/graphql';
import { FormMessage } from '../auth/FormMessage';
import { FormStack } from '../booking/BookingScreen';
import { todayIso } from '../booking/checkout';
import { formatDate, formatUsd } from '../listings/format';
import { dialogRecipe } from '../../app/overlay-recipes';

type Preview = BookingModifyPreviewQuery['bookingModifyPreview'];

interface Props {
  booking: BookingDetailsFragment;
  onModified: () => void;
  onClose: () => void;
}

const hasEndDate = (type: BookingDetailsFragment['type']) => type === 'HOTEL' || type === 'TRANSPORT';
const hasTime = (type: BookingDetailsFragment['type']) => type === 'RESTAURANT' || type === 'LEISURE';

export function ModifyBookingDialog({ booking, onModified, onClose }: Props) {
  const { t, i18n } = useTranslation(['profile', 'booking']);
  const language = i18n.resolvedLanguage ?? 'en';
  const client = useApolloClient();
  const [startDate, setStartDate] = useState(booking.startDate);
  const [endDate, setEndDate] = useState(booking.endDate);
  const [time, setTime] = useState(booking.startTime ?? '');
  const [partySize, setPartySize] = useState(String(booking.partySize));
  const [rooms, setRooms] = useState(String(booking.units));
  const [preview, setPreview] = useState<{ quote: Preview; key: string } | null>(null);
  const [pricing, setPricing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [modify, { loading: saving }] = useMutation(BookingModifyDocument);
  // Tours move to another scheduled departure, never to a free date.
  const departures = useQuery(TourDeparturesDocument, { variables: { tourId: booking.listingId }, skip: booking.type !== 'TOUR' });
  const today = todayIso();

  const change = (): BookingChangeInput => ({
    startDate,
    endDate: hasEndDate(booking.type) ? endDate : null,
    time: hasTime(booking.type) ? time : null,
    partySize: Number(partySize),
    rooms: booking.type === 'HOTEL' ? Number(rooms) : null,
  });

  /** Any edit makes the shown price stale: it is asked again. */
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPreview(null);
    setProblem(null);
  };

  async function price(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPricing(true);
    setProblem(null);
    try {
      const { data } = await client.query({
        query: BookingModifyPreviewDocument,
        variables: { input: { reference: booking.reference, change: change() } },
        fetchPolicy: 'network-only',
      });
      if (data) setPreview({ quote: data.bookingModifyPreview, key: crypto.randomUUID() });
    } catch (error) {
      setProblem(errorText(t, error, 'booking'));
    } finally {
      setPricing(false);
    }
  }

  async function confirm() {
    if (!preview) return;
    setProblem(null);
    try {
      const { data } = await modify({ variables: { input: { idempotencyKey: preview.key, reference: booking.reference, change: change() } } });
      const failure = data?.bookingModify.userErrors[0];
      if (failure || !data?.bookingModify.booking) return setProblem(failure ? errorText(t, failure, 'booking') : t('booking:failed.generic'));
      onModified();
    } catch (error) {
      setProblem(errorText(t, error, 'booking'));
    }
  }

  const quote = preview?.quote;
  const difference = quote?.difference.amount ?? 0;
  const paid = booking.paymentStatus === 'PAID';
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      onOpenChange={(details) => !details.open && !saving && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="modify-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('modify.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormStack gap="4" onSubmit={(event) => void price(event)} noValidate aria-label={t('modify.title')}>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <Field.Root required>
                    <Field.Label>{t(`modify.start.${booking.type}`)}</Field.Label>
                    {booking.type === 'TOUR' ? (
                      <NativeSelect.Root disabled={departures.loading}>
                        <NativeSelect.Field value={startDate} onChange={(event) => edit(setStartDate)(event.currentTarget.value)}>
                          {!departures.data?.tourAvailability.some((departure) => departure.date === booking.startDate) && (
                            <option value={booking.startDate}>{formatDate(booking.startDate, language)}</option>
                          )}
                          {(departures.data?.tourAvailability ?? [])
                            .filter((departure) => departure.date > today || departure.date === booking.startDate)
                            .map((departure) => (
                              <option key={departure.departureId} value={departure.date}>
                                {t('booking:wizard.departureOption', { date: formatDate(departure.date, language), count: departure.placesLeft })}
                              </option>
                            ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    ) : (
                      <Input type="date" min={today} value={startDate} onChange={(event) => edit(setStartDate)(event.currentTarget.value)} />
                    )}
                  </Field.Root>
                  {hasEndDate(booking.type) && (
                    <Field.Root required>
                      <Field.Label>{t(`modify.end.${booking.type}`)}</Field.Label>
                      <Input type="date" min={startDate} value={endDate} onChange={(event) => edit(setEndDate)(event.currentTarget.value)} />
                    </Field.Root>
                  )}
                  {hasTime(booking.type) && (
                    <Field.Root required>
                      <Field.Label>{t('booking:fields.time')}</Field.Label>
                      <Input type="time" step={1800} value={time} onChange={(event) => edit(setTime)(event.currentTarget.value)} />
                    </Field.Root>
                  )}
                  <Field.Root required>
                    <Field.Label>{t('detail.party')}</Field.Label>
                    <Input type="number" min={1} max={12} value={partySize} onChange={(event) => edit(setPartySize)(event.currentTarget.value)} />
                  </Field.Root>
                  {booking.type === 'HOTEL' && (
                    <Field.Root required>
                      <Field.Label>{t('booking:fields.rooms')}</Field.Label>
                      <Input type="number" min={1} value={rooms} onChange={(event) => edit(setRooms)(event.currentTarget.value)} />
                    </Field.Root>
                  )}
                </SimpleGrid>
                <Button type="submit" variant="outline" colorPalette="forest" loading={pricing} alignSelf="start">
                  {t('modify.price')}
                </Button>
              </FormStack>
              {quote && (
                <Stack mt="4" gap="1" role="status" data-testid="modify-quote" data-difference={difference}>
                  {quote.available ? (
                    <>
                      <Text>{t('modify.newTotal', { amount: formatUsd(quote.newTotal.amount, language) })}</Text>
                      <Text fontWeight="semibold" data-testid="modify-difference">
                        {difference > 0
                          ? t('modify.charge', { amount: formatUsd(difference, language) })
                          : difference < 0
                            ? paid
                              ? t('modify.refund', { amount: formatUsd(-difference, language), refund: formatUsd(quote.refund.amount, language) })
                              : t('modify.lower', { amount: formatUsd(-difference, language) })
                            : t('modify.same')}
                      </Text>
                      {paid && difference < 0 && quote.refund.amount < -difference && (
                        <Text fontSize="sm" data-testid="modify-refund-reason">
                          {t(`cancel.reasons.${quote.refundReason}`)}
                        </Text>
                      )}
                      {quote.pointsDifference !== 0 && (
                        <Text fontSize="sm">
                          {t('modify.points', { points: quote.pointsDifference > 0 ? `+${quote.pointsDifference}` : String(quote.pointsDifference) })}
                        </Text>
                      )}
                    </>
                  ) : (
                    <Text color="red.700">{t('booking:errors.UNAVAILABLE')}</Text>
                  )}
                </Stack>
              )}
              {problem && (
                <Stack mt="4">
                  <FormMessage tone="error">{problem}</FormMessage>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={saving}>
                  {t('booking:actions.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="terracotta" disabled={!quote?.available} loading={saving} onClick={() => void confirm()}>
                {t('modify.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('booking:actions.close')} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
