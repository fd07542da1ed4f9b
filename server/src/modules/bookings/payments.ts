// Payment behind one interface: pay at the venue (nothing taken now) and a test card provider, taken at once; and
// mobile money, asked of the payer's phone and answered later (modules/payments, behind PromptedPayments). Card
// numbers are never stored; the payment reference is.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { DomainError, badInput } from '../../errors.js';
import { optionalText } from '../../validation.js';
import { type Booking, PaymentStatus } from './booking.entity.js';

export enum PaymentMethod {
  PAY_AT_VENUE = 'pay_at_venue',
  TEST_CARD = 'test_card',
  /** Safaricom M-Pesa: a prompt on the payer's phone (STK Push). */
  MPESA = 'mpesa',
  /** MTN Mobile Money: a prompt on the payer's phone (requesttopay). */
  MTN_MOMO = 'mtn_momo',
}

/** The methods paid later, on the payer's phone: a held booking waits for the answer. */
export const PROMPTED_METHODS: readonly PaymentMethod[] = [PaymentMethod.MPESA, PaymentMethod.MTN_MOMO];

export const isPrompted = (method: PaymentMethod | string | null | undefined) => PROMPTED_METHODS.includes(method as PaymentMethod);

export interface PaymentRequest {
  method: PaymentMethod;
  cardNumber?: string | null;
  /** The mobile-money number to prompt. */
  phone?: string | null;
}

/** Mobile money as the bookings see it (implemented in modules/payments): a prompt for a held booking, and refunds. */
export interface PromptedPayments {
  /** The prompted methods this installation offers (their provider is configured). */
  offered(): PaymentMethod[];
  /** Records the prompt for `booking` (held, locked by `tx`) and keeps the hold while it is answered; answers its id. */
  prompt(tx: EntityManager, booking: Booking, request: PaymentRequest): Promise<string>;
  /** Sends a recorded prompt to the payer's phone once its transaction committed; throws when it cannot be sent. */
  send(em: EntityManager, paymentId: string): Promise<void>;
  /** Settles a prompt whose answer came before the prompt was recorded (a provider that answers at once). */
  afterPrompt(em: EntityManager, bookingId: string): Promise<void>;
  /** The booking's paid prompt: who paid, what was charged and its receipt; null when it is not paid by mobile money. */
  paidBy(em: EntityManager, bookingId: string): Promise<MobilePayer | null>;
  /** Sends `refundMinor` of the booking's paid prompt back to the payer, or records it for a payout by hand. */
  refund(tx: EntityManager, bookingId: string, refundMinor: number): Promise<void>;
}

/** Who paid a booking by mobile money, and how much in the provider's currency. */
export interface MobilePayer {
  method: PaymentMethod;
  /** International digits, no plus. */
  msisdn: string;
  /** Whole units of `chargeCurrency`. */
  chargeAmount: number;
  chargeCurrency: string;
  receipt: string | null;
  /** Whole units of `chargeCurrency` given back, once a refund is decided. */
  refundAmount: number | null;
  /** That refund is on its way through the provider, not confirmed yet: the traveller's text about it waits. */
  refundAwaited: boolean;
}

export interface PaymentOutcome {
  status: PaymentStatus;
  reference: string | null;
}

export interface PaymentProvider {
  /** Takes the amount now, or agrees that it is paid later; throws PAYMENT_DECLINED when refused. */
  charge(amountMinor: number, currency: string, request: PaymentRequest): Promise<PaymentOutcome>;
  /** Gives `amountMinor` back to the original payment method. */
  refund(paymentReference: string | null, amountMinor: number): Promise<void>;
  /** Takes `amountMinor` more from the original payment method (a modification that costs more). */
  topUp(paymentReference: string | null, amountMinor: number): Promise<void>;
}

/** The test card that is always declined (as with the common card test suites). */
export const DECLINED_TEST_CARD = '4000000000000002';

const luhnValid = (digits: string) =>
  [...digits].reverse().reduce((sum, char, index) => {
    const digit = Number(char) * (index % 2 ? 2 : 1);
    return sum + (digit > 9 ? digit - 9 : digit);
  }, 0) %
    10 ===
  0;

const payAtVenue: PaymentProvider = {
  async charge() {
    return { status: PaymentStatus.UNPAID, reference: null };
  },
  // Nothing was taken, so nothing goes back.
  async refund() {},
  async topUp() {},
};

/** Any Luhn-valid number pays, e.g. 4242 4242 4242 4242; 4000 0000 0000 0002 is declined. */
const testCards: PaymentProvider = {
  async charge(_amount, _currency, request) {
    const digits = (request.cardNumber ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw badInput('payment.cardNumber', 'Please enter a valid card number.');
    if (digits === DECLINED_TEST_CARD) throw new DomainError('PAYMENT_DECLINED', 'Your card was declined. No booking was made.', 'payment.cardNumber');
    return { status: PaymentStatus.PAID, reference: `test_${randomBytes(8).toString('hex')}` };
  },
  async refund(paymentReference) {
    if (!paymentReference?.startsWith('test_')) throw new Error('Not a test card payment');
  },
  async topUp(paymentReference) {
    if (!paymentReference?.startsWith('test_')) throw new Error('Not a test card payment');
  },
};

/** The methods taken at once. */
export const paymentProviders: Record<Exclude<PaymentMethod, PaymentMethod.MPESA | PaymentMethod.MTN_MOMO>, PaymentProvider> = {
  [PaymentMethod.PAY_AT_VENUE]: payAtVenue,
  [PaymentMethod.TEST_CARD]: testCards,
};

export const paymentSchema = z
  .object({ method: z.enum(PaymentMethod).default(PaymentMethod.PAY_AT_VENUE), cardNumber: optionalText(30), phone: optionalText(30) })
  .default({ method: PaymentMethod.PAY_AT_VENUE });

/** Gives `refundMinor` of what `booking` paid back the way it was paid. */
export async function refundPaid(prompted: PromptedPayments, tx: EntityManager, booking: Booking, refundMinor: number): Promise<void> {
  if (isPrompted(booking.paymentMethod)) return prompted.refund(tx, booking.id, refundMinor);
  await paymentProviders[booking.paymentMethod as keyof typeof paymentProviders].refund(booking.paymentReference ?? null, refundMinor);
}

/** Takes `amountMinor` more the way `booking` was paid; a prompt cannot be sent inside a change, so mobile money refuses. */
export async function topUpPaid(booking: Booking, amountMinor: number): Promise<void> {
  if (isPrompted(booking.paymentMethod)) throw badInput('change', 'A change that costs more cannot be paid by mobile money: please cancel and book again.');
  await paymentProviders[booking.paymentMethod as keyof typeof paymentProviders].topUp(booking.paymentReference ?? null, amountMinor);
}
