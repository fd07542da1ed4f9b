// One booking of the traveller (/profile/bookings/:reference): its facts, by status Modify, Cancel and Leave Review,
// and a tour's itinerary timeline (?action=review and ?action=itinerary open at the form or the timeline).
import { Box, Button, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { BookingCancelDocument, BookingDetailDocument, type BookingDetailsFragment } from '../../gql/graphql';
import { FormMessage } from '../auth/FormMessage';
import { ErrorState } from '../listings/ListStates';
import { BookingFacts, isModifiable } from './BookingFacts';
import { BookingItinerary } from './BookingItinerary';
import { CancelBookingDialog, CancelledNotice } from './CancelBookingDialog';
import { ModifyBookingDialog } from './ModifyBookingDialog';
import { ProfileShell } from './ProfileShell';
import { Stars } from '../listings/Stars';
import { ReviewForm } from './ReviewForm';

type Quote = NonNullable<BookingDetailsFragment['cancellationQuote']>;

export function BookingDetailPage() {
  const { t } = useTranslation(['profile', 'booking', 'support']);
  const { reference = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(BookingDetailDocument, { variables: { reference }, fetchPolicy: 'cache-and-network' });
  const [cancelBooking] = useMutation(BookingCancelDocument);
  // The quote the dialog was opened with: the booking's own is gone once it is cancelled.
  const [confirming, setConfirming] = useState<Quote | null>(null);
  const [cancelled, setCancelled] = useState<Quote | null>(null);
  const [modified, setModified] = useState(false);
  const action = searchParams.get('action');
  const modifying = action === 'modify';
  const setModifying = (open: boolean) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (open) next.set('action', 'modify');
        else next.delete('action');
        return next;
      },
      { replace: true },
    );
  const booking = data?.booking;

  async function cancel(): Promise<string | null> {
    try {
      const { data: result } = await cancelBooking({ variables: { input: { reference } } });
      const failure = result?.bookingCancel.userErrors[0];
      return failure ? errorText(t, failure, 'booking') : null;
    } catch (error) {
      return errorText(t, error, 'booking');
    }
  }

  let body: ReactNode;
  if (loading && !data) {
    body = (
      <Stack gap="3" aria-busy="true" aria-label={t('common:status.loading')}>
        <Skeleton height="48" />
        <Skeleton height="10" width="60%" />
      </Stack>
    );
  } else if (error && !data) {
    body = <ErrorState title={t('detail.failed')} onRetry={() => void refetch()} />;
  } else if (!booking) {
    body = (
      <FormMessage tone="warning">
        <span data-testid="booking-not-found">{t('detail.notFound')}</span>
      </FormMessage>
    );
  } else {
    const quote = booking.cancellationQuote;
    body = (
      <Stack gap="5">
        {cancelled && <CancelledNotice quote={cancelled} />}
        {modified && (
          <FormMessage tone="success">
            <span data-testid="modified-notice">{t('modify.done')}</span>
          </FormMessage>
        )}
        <BookingFacts booking={booking} />
        <Flex gap="3" wrap="wrap">
          {isModifiable(booking) && (
            <Button colorPalette="terracotta" onClick={() => setModifying(true)}>
              {t('actions.modify')}
            </Button>
          )}
          {quote && (
            <Button colorPalette="red" variant="outline" onClick={() => setConfirming(quote)}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button asChild variant="outline" colorPalette="forest">
            <RouterLink to={`/contact?booking=${encodeURIComponent(booking.reference)}#message`}>
              <LifeBuoy aria-hidden="true" size={16} />
              {t('support:bookingHelp')}
            </RouterLink>
          </Button>
          {booking.type === 'TOUR' && (
            <Button asChild variant="outline" colorPalette="forest">
              <RouterLink to={`/tours/${booking.listingId}`}>{t('actions.tourPage')}</RouterLink>
            </Button>
          )}
        </Flex>
        {booking.itinerary && (
          <Box p={{ base: '4', md: '6' }} bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100">
            <BookingItinerary bookingId={booking.id} reference={booking.reference} steps={booking.itinerary} focusOnMount={action === 'itinerary'} />
          </Box>
        )}
        {booking.lifecycle === 'COMPLETED' &&
          (data.booking?.review ? (
            <Stack p="4" bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" gap="2" data-testid="my-review">
              <Heading as="h2" size="md">
                {t('review.yours')}
              </Heading>
              <Stars rating={data.booking.review.rating} label={t('review.stars', { count: data.booking.review.rating })} />
              <Text>{data.booking.review.text}</Text>
            </Stack>
          ) : (
            <ReviewForm reference={booking.reference} focusOnMount={action === 'review'} />
          ))}
        {confirming && (
          <CancelBookingDialog
            quote={confirming}
            paymentMethod={booking.paymentMethod}
            cancel={cancel}
            onDone={(confirmed) => {
              setConfirming(null);
              setCancelled(confirmed);
              setModified(false);
            }}
            onClose={() => setConfirming(null)}
          />
        )}
        {modifying && isModifiable(booking) && (
          <ModifyBookingDialog
            booking={booking}
            onModified={() => {
              setModifying(false);
              setModified(true);
            }}
            onClose={() => setModifying(false)}
          />
        )}
      </Stack>
    );
  }

  return (
    <ProfileShell title={t('detail.title')}>
      <Link asChild color="terracotta.700" fontWeight="semibold" mb="4" display="inline-flex" gap="1" alignItems="center">
        <RouterLink to="/profile/bookings">
          <ArrowLeft aria-hidden="true" size={16} style={{ transform: 'scaleX(var(--direction-flip, 1))' }} />
          {t('detail.back')}
        </RouterLink>
      </Link>
      {body}
    </ProfileShell>
  );
}
