// Bookings as the back office lists them: reference, what, who, when, status, total and refund.
import { Badge, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminBookingRowFragment } from '../gql/graphql';
import { formatDate, formatUsd } from '../../listings/format';
import { DataTable, Td } from '../admin-ui';

const statusColour = { CONFIRMED: 'green', HELD: 'yellow', CANCELLED: 'gray' } as const;

export function BookingTable({ bookings, onCancel }: { bookings: readonly AdminBookingRowFragment[]; onCancel?: (booking: AdminBookingRowFragment) => void }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const head = [t('bookings.reference'), t('bookings.listing'), t('bookings.traveller'), t('bookings.dates'), t('bookings.status'), t('bookings.total')];
  return (
    <DataTable caption={t('bookings.caption')} head={onCancel ? [...head, t('content.actions')] : head} testId="admin-bookings">
      {bookings.map((booking) => (
        <tr key={booking.id} data-testid="admin-booking-row">
          <Td fontFamily="mono">{booking.reference}</Td>
          <Td>
            <Text>{booking.listingName}</Text>
            <Text fontSize="xs" color="gray.600">
              {t(`services.${booking.type}`)}
            </Text>
          </Td>
          <Td>
            <Text>{booking.contactName}</Text>
            <Text fontSize="xs" color="gray.600">
              {booking.email}
            </Text>
          </Td>
          <Td whiteSpace="nowrap">
            {formatDate(booking.startDate, language)}
            {booking.endDate !== booking.startDate && ` – ${formatDate(booking.endDate, language)}`}
          </Td>
          <Td>
            <Badge colorPalette={statusColour[booking.status]}>{t(`bookingStatus.${booking.status}`)}</Badge>
          </Td>
          <Td whiteSpace="nowrap">
            {formatUsd(booking.total.amount, language)}
            {booking.cancellation && (
              <Text fontSize="xs" color="gray.600">
                {t('bookings.refunded', { amount: formatUsd(booking.cancellation.refund.amount, language) })}
              </Text>
            )}
          </Td>
          {onCancel && (
            <Td>
              {booking.status === 'CONFIRMED' && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => onCancel(booking)}
                  aria-label={t('bookings.cancelNamed', { reference: booking.reference })}
                >
                  {t('bookings.cancel')}
                </Button>
              )}
            </Td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
