// The front desk's buttons on a hotel booking: check the guest in on the stay's days, then out. Shown only when the
// step is possible (the server decides again, on the hotel's clock, and its refusal is shown if it differs). The
// bookings list and the front desk's board both show them; `changed` reads the list or the board again.
import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { HotelBookingCheckInDocument, HotelBookingCheckOutDocument } from '../partner-shared/gql/graphql';
import type { PartnerBookingRow } from '../partner-shared/BookingDetailDialog';
import { accepted, isoDay } from '../partner-shared/partner-feedback';

/** What the buttons read of a booking: the bookings list's rows and the front desk's guests both carry it. */
type StayBooking = Pick<
  PartnerBookingRow,
  'id' | 'reference' | 'contactName' | 'status' | 'startDate' | 'endDate' | 'checkedInAt' | 'checkedOutAt' | 'noShowAt'
>;

export function StayActions({ booking, changed, size = 'xs' }: { booking: StayBooking; changed: () => void; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('partners');
  const [checkIn, checkingIn] = useMutation(HotelBookingCheckInDocument);
  const [checkOut, checkingOut] = useMutation(HotelBookingCheckOutDocument);
  // A day of slack either side: the hotel's clock may be a day off UTC's.
  const stayDays = booking.startDate <= isoDay(1) && booking.endDate >= isoDay(-1);

  if (booking.status !== 'CONFIRMED' || booking.checkedOutAt || booking.noShowAt) return null;
  if (booking.checkedInAt)
    return (
      <Button
        size={size}
        colorPalette="terracotta"
        loading={checkingOut.loading}
        aria-label={t('stay.checkOutOf', { reference: booking.reference })}
        onClick={async () => {
          const result = await checkOut({ variables: { id: booking.id } });
          if (accepted(result.data?.hotelBookingCheckOut.userErrors, t('stay.checkedOut', { name: booking.contactName }), { title: t('stay.checkOutRefused') }))
            changed();
        }}
      >
        {t('stay.checkOut')}
      </Button>
    );
  if (!stayDays) return null;
  return (
    <Button
      size={size}
      colorPalette="terracotta"
      loading={checkingIn.loading}
      aria-label={t('stay.checkInOf', { reference: booking.reference })}
      onClick={async () => {
        const result = await checkIn({ variables: { id: booking.id } });
        if (accepted(result.data?.hotelBookingCheckIn.userErrors, t('stay.checkedIn', { name: booking.contactName }), { title: t('stay.checkInRefused') }))
          changed();
      }}
    >
      {t('stay.checkIn')}
    </Button>
  );
}
