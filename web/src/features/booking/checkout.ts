// The checkout every booking screen shares: who books (account or guest), the hold at the last step,
// then the confirmation. Each attempt has its own idempotency key, reused only when that attempt is retried.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { problemCode } from '../../app/errors';
import type { BookingHoldInput, BookingSummaryFragment, PaymentInput } from '../../gql/graphql';
import type * as Requests from './checkout-requests';
import { useCheckedSession } from '../session/useCheckedSession';

/** What to book: one of hotel, tour, restaurant, leisure or ride (the key and the contact are added here). */
export type BookingRequest = Omit<BookingHoldInput, 'idempotencyKey' | 'contact'>;

export interface GuestContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * idle: the screen's own form; choice: the 'Complete Your Booking' dialog; guest: the contact form; paying: a
 * mobile-money prompt is on the traveller's phone and the booking waits, held, for the provider's answer.
 */
export type CheckoutPhase = 'idle' | 'choice' | 'guest' | 'holding' | 'held' | 'confirming' | 'paying' | 'confirmed';

/**
 * When the screen asks whether the phone's prompt was answered: first after a quarter of a second, then each wait half
 * as long again as the last, up to a second and a half (a payer typing the PIN takes seconds; one who answered at once
 * is shown confirmed at once, not after the first long wait).
 */
const PAYMENT_POLL_FIRST_MS = 250;
const PAYMENT_POLL_GROWTH = 1.5;
const PAYMENT_POLL_MAX_MS = 1500;

export interface CheckoutFailure {
  /** An ErrorCode of the server (UNAVAILABLE, HOLD_EXPIRED, PAYMENT_DECLINED, ...), or NETWORK when it could not be reached. */
  code: string;
  field?: string | null;
  /** Sends the same attempt again, with the same idempotency key (only after a network failure). */
  retry?: () => void;
}

const newKey = () => crypto.randomUUID();

const contactInputOf = (guest: GuestContact | null) =>
  guest ? { name: guest.name.trim(), email: guest.email.trim(), phone: guest.phone.trim() || null } : undefined;

export function useCheckout() {
  const { user, checking } = useCheckedSession();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [request, setRequest] = useState<BookingRequest | null>(null);
  const [contact, setContact] = useState<GuestContact | null>(null);
  const [booking, setBooking] = useState<BookingSummaryFragment | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [prefill, setPrefill] = useState<Partial<GuestContact>>({});
  const latest = useRef(0);
  const client = useApolloClient();
  const { holdBooking, confirmBooking, releaseHold, paymentProgress } = useMemo(() => requestsOf(client), [client]);

  const hold = useCallback(
    async (what: BookingRequest, guest: GuestContact | null, key: string) => {
      const attempt = ++latest.current;
      setPhase('holding');
      setFailure(null);
      try {
        const { data } = await holdBooking({ input: { ...what, idempotencyKey: key, contact: contactInputOf(guest) } });
        if (attempt !== latest.current) return;
        const payload = data?.bookingHold;
        const problem = payload?.userErrors[0];
        if (problem || !payload?.booking) {
          setFailure({ code: problem?.code ?? 'INTERNAL_SERVER_ERROR', field: problem?.field });
          setPhase('idle');
          return;
        }
        setBooking(payload.booking);
        setPhase('held');
      } catch (error) {
        if (attempt !== latest.current) return;
        setFailure({ code: problemCode(error), retry: () => void hold(what, guest, key) });
        setPhase('idle');
      }
    },
    [holdBooking],
  );

  /** A request sent before the app knew who is signed in (a page just opened, a session being refreshed): taken once it knows. */
  const awaitingSession = useRef<BookingRequest | null>(null);

  /** A signed-in traveller is held at once, a guest chooses first. */
  const holdOrChoose = useCallback(
    (what: BookingRequest) => {
      if (user) void hold(what, null, newKey());
      else setPhase('choice');
    },
    [hold, user],
  );

  /**
   * The screen's form is valid. Until the session is known the request waits, shown as being held: a signed-in
   * traveller quick to book on a freshly opened page is never offered the guest's choice.
   */
  const start = useCallback(
    (what: BookingRequest, guestPrefill: Partial<GuestContact> = {}) => {
      setRequest(what);
      setFailure(null);
      setPrefill(guestPrefill);
      if (!checking) return holdOrChoose(what);
      awaitingSession.current = what;
      setPhase('holding');
    },
    [checking, holdOrChoose],
  );

  useEffect(() => {
    const what = awaitingSession.current;
    if (checking || !what) return;
    awaitingSession.current = null;
    holdOrChoose(what);
  }, [checking, holdOrChoose]);

  const continueAsGuest = useCallback(() => setPhase('guest'), []);

  const submitGuest = useCallback(
    (guest: GuestContact) => {
      if (!request) return;
      setContact(guest);
      // Kept for the form's next showing (a lapsed hold, Back): nothing typed is asked for twice.
      setPrefill(guest);
      void hold(request, guest, newKey());
    },
    [hold, request],
  );

  /** Signed in from the dialog: the same request, held as the account. */
  const continueSignedIn = useCallback(() => {
    if (request) void hold(request, null, newKey());
  }, [hold, request]);

  const confirm = useCallback(
    async (payment: PaymentInput, key: string = newKey()) => {
      if (!booking) return;
      const attempt = ++latest.current;
      setPhase('confirming');
      setFailure(null);
      try {
        const { data } = await confirmBooking({
          input: { idempotencyKey: key, reference: booking.reference, email: user ? null : (contact?.email.trim() ?? booking.email), payment },
        });
        if (attempt !== latest.current) return;
        const payload = data?.bookingConfirm;
        const problem = payload?.userErrors[0];
        if (problem || !payload?.booking) {
          // A mobile-money number its provider does not serve is worded for that field.
          const code = problem?.code === 'BAD_USER_INPUT' && problem.field === 'payment.phone' ? 'MOBILE_MONEY_PHONE' : problem?.code;
          setFailure({ code: code ?? 'INTERNAL_SERVER_ERROR', field: problem?.field });
          // A declined card ended the hold on the server: the same request is held again at once, so the traveller
          // stays on the payment step with everything typed and tries another card (or pays at the venue).
          if (problem?.code === 'PAYMENT_DECLINED' && request) {
            const again = await holdBooking({ input: { ...request, idempotencyKey: newKey(), contact: contactInputOf(contact) } }).catch(() => null);
            if (attempt !== latest.current) return;
            const held = again?.data?.bookingHold?.booking;
            if (held) {
              setBooking(held);
              setPhase('held');
              return;
            }
          }
          // A lapsed hold, or a declined card whose unit is gone since, ends here: the traveller starts a new attempt.
          if (problem?.code === 'PAYMENT_DECLINED' || problem?.code === 'HOLD_EXPIRED' || problem?.code === 'NOT_FOUND') {
            setBooking(null);
            setPhase('idle');
          } else setPhase('held');
          return;
        }
        setBooking(payload.booking);
        setPhase(payload.booking.status === 'HELD' ? 'paying' : 'confirmed');
      } catch (error) {
        if (attempt !== latest.current) return;
        setFailure({ code: problemCode(error), retry: () => void confirm(payment, key) });
        setPhase('held');
      }
    },
    [booking, confirmBooking, contact, holdBooking, request, user],
  );

  // The prompt is on the phone: the booking is asked about until the provider's answer confirms or releases it, soon at
  // first (a payer who answers at once sees it confirmed at once), then less and less often.
  const paying = phase === 'paying' ? booking : null;
  useEffect(() => {
    if (!paying) return;
    const attempt = latest.current;
    const variables = { reference: paying.reference, email: user ? null : (contact?.email.trim() ?? paying.email) };
    let timer = 0;
    let stopped = false;
    const askAfter = (wait: number) => {
      timer = window.setTimeout(async () => {
        const answer = await paymentProgress(variables).catch(() => null);
        const now = answer?.data?.booking;
        if (stopped || attempt !== latest.current) return;
        if (!now || now.status === 'HELD') return askAfter(Math.min(wait * PAYMENT_POLL_GROWTH, PAYMENT_POLL_MAX_MS));
        setBooking(now.status === 'CONFIRMED' ? now : null);
        if (now.status === 'CONFIRMED') setPhase('confirmed');
        else {
          setFailure({ code: `MOBILE_MONEY_${now.mobilePayment?.failure ?? 'DECLINED'}` });
          setPhase('idle');
        }
      }, wait);
    };
    askAfter(PAYMENT_POLL_FIRST_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [paymentProgress, contact, paying, user]);

  // Leaving the screen with a unit held lets it go at once, for the next traveller.
  const heldNow = useRef<{ reference: string; email: string | null } | null>(null);
  heldNow.current = booking?.status === 'HELD' && phase === 'held' ? { reference: booking.reference, email: user ? null : booking.email } : null;
  useEffect(
    () => () => {
      const held = heldNow.current;
      if (held) void releaseHold({ input: held }).catch(() => undefined);
    },
    [releaseHold],
  );

  /** The countdown reached zero: the server has let the unit go already. */
  const expire = useCallback(() => {
    latest.current++;
    setBooking(null);
    setFailure({ code: 'HOLD_EXPIRED' });
    setPhase('idle');
  }, []);

  /** Back to the form; a held unit is released at once so others may take it. */
  const reset = useCallback(() => {
    latest.current++;
    awaitingSession.current = null;
    if (booking?.status === 'HELD') void releaseHold({ input: { reference: booking.reference, email: user ? null : booking.email } }).catch(() => undefined);
    setBooking(null);
    setFailure(null);
    setPhase('idle');
  }, [booking, releaseHold, user]);

  return {
    phase,
    booking,
    failure,
    prefill,
    signedIn: Boolean(user),
    viewer: user,
    /** The screen shows its own form in these phases. */
    showsForm: phase === 'idle' || phase === 'choice',
    start,
    continueAsGuest,
    continueSignedIn,
    submitGuest,
    confirm,
    expire,
    reset,
    dismissFailure: () => setFailure(null),
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

type Request<Name extends 'holdBooking' | 'confirmBooking' | 'releaseHold' | 'paymentProgress'> = (
  variables: Parameters<(typeof Requests)[Name]>[1],
) => ReturnType<(typeof Requests)[Name]>;

/** The checkout's requests on `client`, their module (checkout-requests.ts) loaded with the first. */
function requestsOf(client: Parameters<(typeof Requests)['holdBooking']>[0]) {
  const load = () => import('./checkout-requests');
  const holdBooking: Request<'holdBooking'> = async (variables) => (await load()).holdBooking(client, variables);
  const confirmBooking: Request<'confirmBooking'> = async (variables) => (await load()).confirmBooking(client, variables);
  const releaseHold: Request<'releaseHold'> = async (variables) => (await load()).releaseHold(client, variables);
  const paymentProgress: Request<'paymentProgress'> = async (variables) => (await load()).paymentProgress(client, variables);
  return { holdBooking, confirmBooking, releaseHold, paymentProgress };
}

/** Today in the traveller's zone, as YYYY-MM-DD: the earliest date any form accepts. */
export function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days between two YYYY-MM-DD dates. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** Spec §5: every 30 minutes from 08:00 to 22:00. */
export const timeSlots = Array.from({ length: 29 }, (_, index) => {
  const minutes = 8 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const clockText = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The times a venue takes bookings at, every 30 minutes from its opening until before it closes (HH:MM); a closing
 * time at or before the opening one is after midnight, as the server's opening-hours rule reads it.
 */
export function openTimeSlots(opens: string, closes: string): string[] {
  const start = minutesOf(opens);
  const length = (minutesOf(closes) - start + 24 * 60) % (24 * 60) || 24 * 60;
  return Array.from({ length: Math.ceil(length / 30) }, (_, index) => clockText(start + index * 30));
}

export const PARTY_MIN = 1;
export const PARTY_MAX = 12;
