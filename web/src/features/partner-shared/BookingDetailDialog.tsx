// One booking in full for the partner who serves it: who, what, when, what was chosen and asked for, what it costs.
import { Badge, Box, CloseButton, DataList, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogRecipe } from '../../app/overlay-recipes';
import { PriceLines } from '../booking/PriceLines';
import { formatDate, formatDateTime, formatUsd } from '../listings/format';
import type { PartnerBookingsQuery } from './gql/graphql';

export type PartnerBookingRow = PartnerBookingsQuery['partnerBookings']['nodes'][number];

/** What the booking's dates cover: "12 Dec 2026 → 14 Dec 2026", or one day with its time. */
export function bookingDates(booking: PartnerBookingRow, language: string): string {
  const start = `${formatDate(booking.startDate, language)}${booking.startTime ? ` ${booking.startTime}` : ''}`;
  return booking.endDate !== booking.startDate ? `${start} → ${formatDate(booking.endDate, language)}` : start;
}

/** The kind's own choices in a line: room type and nights, table, vehicle and days, add-ons. */
export function useChoiceLine() {
  const { t } = useTranslation('partners');
  return ({ choices }: PartnerBookingRow): string =>
    [
      choices.roomType,
      choices.nights != null ? t('bookings.nights', { count: choices.nights }) : null,
      choices.table ? t('bookings.table', { table: choices.table }) : null,
      choices.vehicle,
      choices.days != null ? t('bookings.days', { count: choices.days }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** How the booking was paid, by its stored method (pay_at_venue, test_card, mpesa, mtn_momo). */
export function usePaidBy() {
  const { t } = useTranslation('partners');
  return (method: string): string => t(`paidBy.${method}`, { defaultValue: method });
}

/** `children`: what the kind's dashboard adds below the booking (a hire's vehicle and driver). */
export function BookingDetailDialog({ booking, onClose, children }: { booking: PartnerBookingRow; onClose: () => void; children?: ReactNode }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const choiceLine = useChoiceLine();
  const paidBy = usePaidBy();
  const { choices } = booking;
  const rows: Array<[string, ReactNode]> = [
    [t('bookings.listing'), booking.listingName],
    [t('bookings.date'), bookingDates(booking, language)],
    [t('bookings.choices'), choiceLine(booking) || null],
    [t('bookings.party'), booking.partySize],
    [t('bookings.traveller'), booking.contactName],
    [t('bookings.email'), booking.email],
    [t('bookings.phone'), booking.phone],
    [t('bookings.occasion'), choices.occasion],
    [t('bookings.seating'), choices.seatingPreference],
    [t('bookings.requests'), choices.specialRequests],
    [t('bookings.bookedAt'), formatDateTime(String(booking.createdAt), language)],
    [t('bookings.paidWith'), booking.paymentMethod ? paidBy(booking.paymentMethod) : null],
    [t('bookings.feeLabel'), formatUsd(booking.marketplaceFee.amount, language)],
    [t('bookings.owedLabel'), formatUsd(booking.owedToPartner.amount, language)],
  ];
  return (
    <Dialog.Root recipe={dialogRecipe} open placement="center" size={{ base: 'full', sm: 'md' }} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="booking-detail">
            <Dialog.Header>
              <Dialog.Title>{t('bookings.detailTitle', { reference: booking.reference })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="1" mb="3" wrap="wrap">
                <Badge colorPalette={booking.status === 'CANCELLED' ? 'gray' : 'green'}>{t(`status.${booking.status}`)}</Badge>
                <Badge variant="outline">{t(`payment.${booking.paymentStatus}`)}</Badge>
              </HStack>
              <DataList.Root orientation="horizontal" size="sm">
                {rows
                  .filter(([, value]) => value != null && value !== '')
                  .map(([label, value]) => (
                    <DataList.Item key={label}>
                      <DataList.ItemLabel>{label}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <Text whiteSpace="pre-wrap">{value}</Text>
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
              </DataList.Root>
              <Box mt="4">
                <PriceLines lines={booking.lineItems} total={booking.total} testId="partner-booking-lines" />
              </Box>
              {children}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('backoffice:confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
