// 'Book this package': the guest's contact (or the account), then every part held and booked in one step. If a
// part was taken meanwhile nothing is booked, and the server's replacement package is shown instead.
import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { MyBookingsDocument, TripPackageBookDocument, type TripPackageInput, type TripPlanFieldsFragment } from '../../gql/graphql';
import type { GuestContact } from '../booking/checkout';
import { GuestContactForm } from '../booking/GuestContactForm';
import { formatDateTime, formatUsd } from '../listings/format';
import { useSession } from '../session/useSession';

type Phase = 'idle' | 'guest' | 'booking' | 'booked';

interface Props {
  plan: TripPlanFieldsFragment;
  request: TripPackageInput;
  onReplacement: (plan: TripPlanFieldsFragment) => void;
}

export function PackageBooking({ plan, request, onReplacement }: Props) {
  const { t, i18n } = useTranslation(['home', 'booking']);
  const { user } = useSession();
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [book, { data }] = useMutation(TripPackageBookDocument, { refetchQueries: [MyBookingsDocument] });
  // One key per attempt, kept only when the network failed: clicking again then retries that same attempt.
  const attemptKey = useRef<string | null>(null);
  const found = plan.package;
  const parts = [found.hotel, ...found.tours, ...found.restaurants, found.transport, ...found.nightlife].flatMap((part) =>
    part
      ? [
          {
            kind: part.kind,
            listingId: part.listingId,
            date: part.date,
            endDate: part.endDate,
            time: part.time,
            roomTypeId: part.roomTypeId,
            rooms: part.rooms,
          },
        ]
      : [],
  );

  async function bookAll(guest: GuestContact | null) {
    setPhase('booking');
    setProblem(null);
    const contact = guest ? { name: guest.name.trim(), email: guest.email.trim(), phone: guest.phone.trim() || null } : null;
    attemptKey.current ??= crypto.randomUUID();
    try {
      const result = await book({ variables: { input: { idempotencyKey: attemptKey.current, trip: request, parts, contact } } });
      attemptKey.current = null;
      const payload = result.data?.tripPackageBook;
      const refused = payload?.userErrors[0];
      if (!payload || refused) {
        setProblem(payload?.replacement ? t('finderResults.book.replaced') : refused ? errorText(t, refused, 'booking') : t('finderResults.book.failed'));
        if (payload?.replacement) onReplacement(payload.replacement);
        setPhase(refused?.field?.startsWith('contact') ? 'guest' : 'idle');
        return;
      }
      setPhase('booked');
    } catch {
      setProblem(t('finderResults.book.failed'));
      setPhase('idle');
    }
  }

  if (phase === 'booked' && data?.tripPackageBook.bookings.length) {
    const bookings = data.tripPackageBook.bookings;
    return (
      <Box role="status" p={{ base: '4', md: '6' }} rounded="xl" bg="forest.50" borderWidth="1px" borderColor="forest.200" data-testid="package-booked">
        <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2" color="forest.700">
          <CheckCircle2 aria-hidden="true" />
          {t('finderResults.book.done')}
        </Heading>
        <Text mt="2">{t('finderResults.book.sentTo', { email: bookings[0]!.email })}</Text>
        {bookings[0]!.emailConfirmBy && (
          <Text mt="1" fontWeight="semibold">
            {t('finderResults.book.confirmByEmail', {
              email: bookings[0]!.email,
              time: formatDateTime(bookings[0]!.emailConfirmBy, i18n.resolvedLanguage ?? 'en'),
            })}
          </Text>
        )}
        <Stack as="ul" mt="3" gap="1">
          {bookings.map((booking) => (
            <Text as="li" key={booking.id} listStyleType="none" data-testid="package-booking-reference">
              <Text as="span" fontWeight="bold" dir="ltr">
                {booking.reference}
              </Text>{' '}
              · {booking.listingName} · {formatUsd(booking.total.amount, i18n.resolvedLanguage ?? 'en')}
            </Text>
          ))}
        </Stack>
      </Box>
    );
  }

  return (
    <Stack gap="3">
      {problem && (
        <Box role="alert" p="4" rounded="md" bg="red.50" borderWidth="1px" borderColor="red.200" data-testid="package-book-failed">
          <Text color="red.900">{problem}</Text>
        </Box>
      )}
      {phase === 'guest' ? (
        <GuestContactForm initial={{}} busy={false} onSubmit={(contact) => void bookAll(contact)} onBack={() => setPhase('idle')} />
      ) : (
        <Button
          colorPalette="terracotta"
          size="lg"
          alignSelf="flex-start"
          disabled={!found.withinBudget || !found.hotel}
          loading={phase === 'booking'}
          onClick={() => (user ? void bookAll(null) : setPhase('guest'))}
          data-testid="book-package"
        >
          {t('finderResults.book.action')}
        </Button>
      )}
    </Stack>
  );
}
