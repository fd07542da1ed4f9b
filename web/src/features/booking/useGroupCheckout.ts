// Bookings made together (a package's parts, a cart's items): the guest's contact (or the account), every one held
// for one review, then the review's one confirmation pays once and books them all. A refusal keeps the review and
// what was typed: the server let every hold go, so they are held again at once. Each screen brings its mutations.
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import {
  type BookingContactInput,
  BookingReleaseHoldDocument,
  type PackageBookingFieldsFragment,
  type PaymentInput,
  type UserErrorFieldsFragment,
} from '../../gql/graphql';
import { useSession } from '../session/useSession';
import type { GuestContact } from './checkout';
import type { PaymentChoice } from './PaymentStep';

export type GroupPhase = 'idle' | 'guest' | 'holding' | 'review' | 'confirming';

/** The bookings held (or booked) together, and their totals added up by the server. */
export interface HeldGroup {
  bookings: PackageBookingFieldsFragment[];
  total: { amount: number };
}

/** What a hold or a confirmation of the group answered. */
export interface GroupAnswer {
  bookings: PackageBookingFieldsFragment[];
  total: { amount: number } | null;
  userErrors: UserErrorFieldsFragment[];
}

export interface GroupConfirmation {
  references: string[];
  email: string | null;
  payment: PaymentInput;
  termsAccepted: boolean;
}

interface Options<Answer extends GroupAnswer> {
  hold: (idempotencyKey: string, contact: BookingContactInput | null) => Promise<Answer | undefined>;
  confirm: (confirmation: GroupConfirmation) => Promise<Answer | undefined>;
  /** The refusal in the reader's language, as the screen words it (it may name the part or item at fault). */
  refusal: (answer: Answer, userError: UserErrorFieldsFragment) => string;
  onBooked: (booked: HeldGroup) => void;
}

const contactInputOf = (guest: GuestContact | null) =>
  guest ? { name: guest.name.trim(), email: guest.email.trim(), phone: guest.phone.trim() || null } : null;

export function useGroupCheckout<Answer extends GroupAnswer>({ hold, confirm, refusal, onBooked }: Options<Answer>) {
  const { t } = useTranslation('booking');
  const { user } = useSession();
  const [phase, setPhase] = useState<GroupPhase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [contact, setContact] = useState<GuestContact | null>(null);
  const [held, setHeld] = useState<HeldGroup | null>(null);
  const [payment, setPayment] = useState<PaymentChoice>({ method: 'PAY_AT_VENUE', cardNumber: '', phone: '' });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [releaseHold] = useMutation(BookingReleaseHoldDocument);
  // One key per attempt, kept only when the network failed: clicking again then retries that same attempt.
  const attemptKey = useRef<string | null>(null);

  /** Holds every one for the review; `keepReview` keeps the review (and what was typed) on screen meanwhile. */
  async function holdAll(guest: GuestContact | null, keepReview = false) {
    if (!keepReview) setPhase('holding');
    attemptKey.current ??= crypto.randomUUID();
    try {
      const answer = await hold(attemptKey.current, contactInputOf(guest));
      attemptKey.current = null;
      const refused = answer?.userErrors[0];
      if (!answer?.total || refused) {
        setHeld(null);
        setProblem(answer && refused ? refusal(answer, refused) : t('failed.booking'));
        setPhase(refused?.field?.startsWith('contact') ? 'guest' : 'idle');
        return;
      }
      setHeld({ bookings: answer.bookings, total: answer.total });
      setPhase('review');
    } catch {
      setHeld(null);
      setProblem(t('failed.booking'));
      setPhase('idle');
    }
  }

  /** Who books is known (the account, or the guest's contact): every one is held for the review. */
  function start(guest: GuestContact | null) {
    setContact(guest);
    setProblem(null);
    void holdAll(guest);
  }

  async function confirmAll() {
    if (!held) return;
    setPhase('confirming');
    setProblem(null);
    const method = payment.method === 'TEST_CARD' ? 'TEST_CARD' : 'PAY_AT_VENUE';
    try {
      const answer = await confirm({
        references: held.bookings.map((booking) => booking.reference),
        email: user ? null : (contact?.email.trim() ?? null),
        payment: method === 'TEST_CARD' ? { method, cardNumber: payment.cardNumber.replace(/\s/g, '') } : { method },
        termsAccepted,
      });
      const refused = answer?.userErrors[0];
      if (answer?.total && !refused) {
        setHeld(null);
        setPhase('idle');
        onBooked({ bookings: answer.bookings, total: answer.total });
        return;
      }
      setProblem(answer && refused ? refusal(answer, refused) : t('failed.booking'));
      // Nothing was booked and the holds were let go: they are held again at once, the review and its choices kept.
      await holdAll(contact, true);
    } catch {
      setProblem(t('failed.booking'));
      setPhase('review');
    }
  }

  /** Back from the review: the holds are let go at once, for other travellers. */
  function leaveReview() {
    for (const booking of held?.bookings ?? [])
      void releaseHold({ variables: { input: { reference: booking.reference, email: user ? null : booking.email } } }).catch(() => undefined);
    setHeld(null);
    setProblem(null);
    setPhase('idle');
  }

  /** The review's holds lapsed: back to the start, saying so. */
  function expire() {
    setHeld(null);
    setProblem(errorText(t, { code: 'HOLD_EXPIRED' }, 'booking'));
    setPhase('idle');
  }

  return {
    phase,
    problem,
    contact,
    held,
    payment,
    setPayment,
    termsAccepted,
    setTermsAccepted,
    /** Signed in: held at once; a guest gives the contact first. */
    begin: () => (user ? start(null) : setPhase('guest')),
    start,
    backFromGuest: () => setPhase('idle'),
    confirmAll: () => void confirmAll(),
    leaveReview,
    expire,
  };
}

export type GroupCheckoutState = ReturnType<typeof useGroupCheckout>;
