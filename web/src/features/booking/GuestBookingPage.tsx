// Guests manage a booking at /bookings/guest: reference and e-mail ask for a one-time link (the server answers the
// same whether they match); the e-mailed link (?token=) opens the booking once and allows one cancellation.
import { Box, Button, Field, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../app/page-meta';
import { BookingGuestCancelDocument, BookingGuestLinkRequestDocument, BookingGuestOpenDocument, type BookingDetailsFragment } from '../../gql/graphql';
import { FormMessage } from '../auth/FormMessage';
import { isEmail } from '../auth/form';
import { BookingFacts } from '../profile/BookingFacts';
import { CancelBookingDialog, CancelledNotice } from '../profile/CancelBookingDialog';
import { itineraryKeys } from '../tours/itinerary-progress';
import { StoredItineraryTimeline } from '../tours/ItineraryTimeline';
import { FormStack } from './BookingScreen';

type Quote = NonNullable<BookingDetailsFragment['cancellationQuote']>;
type Opened = { booking: BookingDetailsFragment; actionToken: string | null };

export function GuestBookingPage() {
  const { t } = useTranslation(['booking', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [openBooking] = useMutation(BookingGuestOpenDocument);
  // The link works once: StrictMode's second effect run must not spend it again.
  const openedToken = useRef<string | null>(null);
  usePageMeta(`${t('manage.title')} · ${t('common:brand')}`);

  useEffect(() => {
    if (!token || openedToken.current === token) return;
    openedToken.current = token;
    void (async () => {
      try {
        const { data } = await openBooking({ variables: { token } });
        const payload = data?.bookingGuestOpen;
        if (payload?.booking) setOpened({ booking: payload.booking, actionToken: payload.actionToken ?? null });
        else setLinkProblem(payload?.userErrors[0] ? errorText(t, payload.userErrors[0], 'booking') : t('failed.generic'));
      } catch (error) {
        setLinkProblem(errorText(t, error, 'booking'));
      }
      // The spent token leaves the address bar (and the history), so it is not shared or reloaded.
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('token');
          return next;
        },
        { replace: true },
      );
    })();
  }, [token, openBooking, setSearchParams, t]);

  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        {t('manage.title')}
      </Heading>
      {opened ? (
        <OpenedBooking opened={opened} />
      ) : token ? (
        <Stack gap="3" aria-busy="true" aria-label={t('common:status.loading')}>
          <Skeleton height="48" />
        </Stack>
      ) : (
        <Stack gap="4">
          {linkProblem && (
            <FormMessage tone="error">
              <span data-testid="guest-link-problem">{linkProblem}</span>
            </FormMessage>
          )}
          <LinkRequestForm />
        </Stack>
      )}
    </Box>
  );
}

function LinkRequestForm() {
  const { t } = useTranslation('booking');
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestLink, { loading }] = useMutation(BookingGuestLinkRequestDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reference.trim()) return setProblem(t('manage.referenceRequired'));
    if (!isEmail(email)) return setProblem(t('validation.email'));
    setProblem(null);
    try {
      const { data } = await requestLink({ variables: { input: { reference: reference.trim(), email: email.trim() } } });
      const failure = data?.bookingGuestLinkRequest.userErrors[0];
      if (failure) setProblem(errorText(t, failure, 'booking'));
      else setSentTo(email.trim());
    } catch (error) {
      setProblem(errorText(t, error, 'booking'));
    }
  }

  if (sentTo)
    return (
      <FormMessage tone="success">
        <span data-testid="guest-link-sent">{t('manage.sent', { email: sentTo })}</span>
      </FormMessage>
    );
  return (
    <Box p={{ base: '4', md: '6' }} bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100">
      <Text mb="4" color="gray.700">
        {t('manage.intro')}
      </Text>
      <FormStack gap="4" onSubmit={(event) => void submit(event)} noValidate aria-label={t('manage.title')} data-testid="guest-lookup-form">
        <Field.Root required>
          <Field.Label>{t('manage.reference')}</Field.Label>
          <Input dir="ltr" autoComplete="off" placeholder="JA-…" value={reference} onChange={(event) => setReference(event.currentTarget.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('fields.email')}</Field.Label>
          <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        </Field.Root>
        {problem && <FormMessage tone="error">{problem}</FormMessage>}
        <Button type="submit" colorPalette="terracotta" loading={loading} alignSelf="start">
          {t('manage.submit')}
        </Button>
      </FormStack>
    </Box>
  );
}

function OpenedBooking({ opened }: { opened: Opened }) {
  const { t } = useTranslation(['booking', 'profile']);
  const [booking, setBooking] = useState(opened.booking);
  // The quote the dialog was opened with: the booking's own is gone once it is cancelled.
  const [confirming, setConfirming] = useState<Quote | null>(null);
  const [cancelled, setCancelled] = useState<Quote | null>(null);
  const [cancelGuestBooking] = useMutation(BookingGuestCancelDocument);
  const quote = booking.cancellationQuote;

  async function cancel(): Promise<string | null> {
    if (!opened.actionToken) return t('failed.generic');
    try {
      const { data } = await cancelGuestBooking({ variables: { actionToken: opened.actionToken } });
      const payload = data?.bookingGuestCancel;
      if (payload?.booking) setBooking(payload.booking);
      if (payload?.booking) return null;
      return payload?.userErrors[0] ? errorText(t, payload.userErrors[0], 'booking') : t('failed.generic');
    } catch (error) {
      return errorText(t, error, 'booking');
    }
  }

  return (
    <Stack gap="5">
      {cancelled && <CancelledNotice quote={cancelled} />}
      <BookingFacts booking={booking} />
      {quote && opened.actionToken && !cancelled && (
        <Button colorPalette="red" variant="outline" alignSelf="start" onClick={() => setConfirming(quote)}>
          {t('profile:actions.cancel')}
        </Button>
      )}
      {booking.itinerary && (
        // Guests have no account to keep the ticks: this browser keeps them.
        <Box p={{ base: '4', md: '6' }} bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100">
          <StoredItineraryTimeline storageKey={itineraryKeys.booking(booking.reference)} steps={booking.itinerary} />
        </Box>
      )}
      {confirming && (
        <CancelBookingDialog
          quote={confirming}
          paymentMethod={booking.paymentMethod}
          cancel={cancel}
          onDone={(confirmed) => {
            setConfirming(null);
            setCancelled(confirmed);
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}
