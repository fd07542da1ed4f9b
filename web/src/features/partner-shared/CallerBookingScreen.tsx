// "Book for a caller" on a partner's dashboard: the shared caller booking form over the partner's own listings.
import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { CallerBookingForm } from './CallerBookingForm';
import { type BookingType, PartnerListingChoicesDocument } from './gql/graphql';
import { LoadFailed, LoadingRows, NothingYet } from './ScreenStates';

/** The dashboard path of the screen, the same on every partner's dashboard. */
export const CALLER_BOOKING_PATH = 'book-for-caller';

export function CallerBookingScreen({ kind }: { kind: BookingType }) {
  const { t } = useTranslation('partners');
  const listings = useQuery(PartnerListingChoicesDocument, { fetchPolicy: 'cache-and-network' });
  if (listings.error && !listings.data) return <LoadFailed onRetry={() => void listings.refetch()} />;
  if (!listings.data) return <LoadingRows />;
  return (
    <Stack gap="4">
      <ScreenTitle>{t('callerBooking.title')}</ScreenTitle>
      <Text>{t('callerBooking.intro')}</Text>
      {listings.data.partnerListingChoices.length === 0 ? (
        <NothingYet>{t('callerBooking.noListings')}</NothingYet>
      ) : (
        <CallerBookingForm kind={kind} listings={listings.data.partnerListingChoices} />
      )}
    </Stack>
  );
}
