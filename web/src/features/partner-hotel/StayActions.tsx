// The front desk's buttons on a hotel booking: check the guest in on the stay's days, then out. Shown only when the
// step is possible (the server decides again, on the hotel's clock, and its refusal is shown if it differs).
import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { HotelBookingCheckInDocument, HotelBookingCheckOutDocument } from '../partner-shared/gql/graphql';
import type { PartnerBookingRow } from '../partner-shared/BookingDetailDialog';
import { accepted, isoDay } from '../partner-shared/partner-feedback';

export function StayActions({ booking, changed }: { booking: PartnerBookingRow; changed: () => void }) {
  const { t } = useTranslation('partners');
  const [checkIn, checkingIn] = useMutation(HotelBookingCheckInDocument);
  const [checkOut, checkingOut] = useMutation(HotelBookingCheckOutDocument);
  // A day of slack either side: the hotel's clock may be a day off UTC's.
  const stayDays = booking.startDate <= isoDay(1) && booking.endDate >= isoDay(-1);

  if (booking.status !== 'CONFIRMED' || booking.checkedOutAt || booking.noShowAt) return null;
  if (booking.checkedInAt)
    return (
      <Button
        size="xs"
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
      size="xs"
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
