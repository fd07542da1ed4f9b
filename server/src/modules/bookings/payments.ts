// Payment behind one interface: pay at the venue (nothing taken now) and a test card provider. A mobile-money
// provider plugs in as one more entry. Card numbers are never stored; the payment reference is.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DomainError, badInput } from '../../errors.js';
import { optionalText } from '../../validation.js';
import { PaymentStatus } from './booking.entity.js';

export enum PaymentMethod {
  PAY_AT_VENUE = 'pay_at_venue',
  TEST_CARD = 'test_card',
}

export interface PaymentRequest {
  method: PaymentMethod;
  cardNumber?: string | null;
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

export const paymentProviders: Record<PaymentMethod, PaymentProvider> = {
  [PaymentMethod.PAY_AT_VENUE]: payAtVenue,
  [PaymentMethod.TEST_CARD]: testCards,
};

export const paymentSchema = z
  .object({ method: z.enum(PaymentMethod).default(PaymentMethod.PAY_AT_VENUE), cardNumber: optionalText(30) })
  .default({ method: PaymentMethod.PAY_AT_VENUE });
