// Mobile money for held bookings: the prompt is sent while the hold is kept; the booking is confirmed and paid, or
// released, only on the provider's own status answer, whether a callback, the traveller's wait or the reconciliation
// job asked for it; a second answer changes nothing. Refunds go back through the provider (mobile-refunds.ts), or are kept
// for a payout by hand.
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import type { Language } from '../../language.js';
import { Booking, BookingStatus, PaymentStatus } from '../bookings/booking.entity.js';
import { transition } from '../bookings/booking-lifecycle.js';
import { type MobilePayer, PaymentMethod, type PaymentRequest, type PromptedPayments } from '../bookings/payments.js';
import type { NoticeChannels } from '../bookings/booking-notices.js';
import { confirmClaims } from '../bookings/inventory-claims.js';
import { claimsUntil } from '../bookings/fair-share.js';
import { type ExchangeRates, wholeUnitsAt } from '../currencies/exchange-rates.js';
import { MobilePayment, MobilePaymentCallback, MobilePaymentStatus, RefundStatus } from './mobile-payment.entity.js';
import { type MobileMoneyCallback, storedCallback } from './provider-callbacks.js';
import { type MobileMoneyProvider, MobileMoneyFailure, MobileMoneyProviderName, type PaymentVerdict, ProviderRefusal } from './mobile-money.js';
import { mpesaDaraja } from './mpesa-daraja.js';
import { MobileRefunds } from './mobile-refunds.js';
import { mtnMomo } from './mtn-momo.js';

export const INVALID_PHONE = 'Please enter a valid mobile money number.';
const NOT_OFFERED = 'This payment method is not available.';

/** Extra time the hold is kept past the prompt's own, for the answer to arrive. */
const HOLD_GRACE_MS = 30_000;

/** What settling a prompt came to. */
export type Settlement = 'unknown' | 'pending' | 'paid' | 'failed' | 'unchanged';

/** The context of work that no request asked for (callbacks, the reconciliation job): nobody signed in. */
function systemContext(em: EntityManager, config: Config, language: Language): RequestContext {
  return {
    em,
    viewer: null,
    config,
    requestId: `payments-${randomUUID()}`,
    ip: '',
    devConveniences: false,
    userAgent: null,
    language,
    sessionTransport: { accessToken: () => undefined, refreshToken: () => undefined, issue() {}, clear() {} },
  };
}

export class MobilePayments implements PromptedPayments {
  readonly providers: ReadonlyMap<MobileMoneyProviderName, MobileMoneyProvider>;

  constructor(
    private readonly config: Config,
    private readonly rates: ExchangeRates,
  ) {
    const { mpesa, momo } = config.mobileMoney;
    const providers = new Map<MobileMoneyProviderName, MobileMoneyProvider>();
    if (mpesa)
      providers.set(
        MobileMoneyProviderName.MPESA,
        mpesaDaraja(mpesa, (path) => this.callbackUrl(path)),
      );
    if (momo) providers.set(MobileMoneyProviderName.MTN_MOMO, mtnMomo(momo));
    this.providers = providers;
    this.refunds = new MobileRefunds(
      config,
      providers,
      (path) => this.callbackUrl(path),
      () => this.notices!,
    );
  }

  /** Refunds after their cancellation committed: sent, then settled by the provider's verified result. */
  readonly refunds: MobileRefunds;

  private callbackUrl(path: string): string {
    return `${this.config.publicApiUrl}/payments/${path}`;
  }

  private provider(name: MobileMoneyProviderName): MobileMoneyProvider {
    const provider = this.providers.get(name);
    if (!provider) throw badInput('payment.method', NOT_OFFERED);
    return provider;
  }

  /** The payer's number in international digits, if it is a mobile number of a country the provider serves. */
  msisdnOf(name: MobileMoneyProviderName, phone: string | null | undefined): string {
    const provider = this.provider(name);
    const parsed = phone ? parsePhoneNumberFromString(phone, provider.countries[0]) : undefined;
    const mobile = parsed?.isValid() && ['MOBILE', 'FIXED_LINE_OR_MOBILE', undefined].includes(parsed.getType());
    if (!parsed || !mobile || !(parsed.country && provider.countries.includes(parsed.country))) throw badInput('payment.phone', INVALID_PHONE);
    return parsed.number.slice(1);
  }

  /**
   * Records the prompt for `booking`, held and locked by the caller's transaction: the charge at the rate locked now, and
   * the hold kept until the prompt lapses. Nothing is sent yet: `send` asks the provider once that transaction has
   * committed, so no connection or lock is held while the provider answers. Answers the payment's id.
   */
  async prompt(tx: EntityManager, booking: Booking, request: PaymentRequest): Promise<string> {
    const name = request.method as string as MobileMoneyProviderName;
    const provider = this.provider(name);
    const msisdn = this.msisdnOf(name, request.phone);
    const locked = (await this.rates.all(tx)).get(provider.currency);
    if (!locked) throw new Error(`No exchange rate for ${provider.currency}`);
    const promptExpiresAt = new Date(Date.now() + this.config.mobileMoney.promptSeconds * 1000);
    const holdUntil = new Date(promptExpiresAt.getTime() + HOLD_GRACE_MS);
    if (!booking.holdExpiresAt || booking.holdExpiresAt < holdUntil) {
      booking.holdExpiresAt = holdUntil;
      await claimsUntil(tx, booking.id, holdUntil);
    }
    const payment = tx.create(MobilePayment, {
      id: randomUUID(),
      booking,
      provider: name,
      msisdn,
      amountMinor: booking.totalMinor,
      chargeAmount: wholeUnitsAt(booking.totalMinor, locked.rate),
      chargeCurrency: provider.currency,
      rate: String(locked.rate),
      rateDate: locked.date,
      promptExpiresAt,
    });
    booking.paymentMethod = name;
    return payment.id;
  }

  /**
   * Sends a recorded prompt to the payer's phone, outside any transaction, and keeps the provider's reference of it. A
   * prompt the provider refuses at once fails its payment and releases the hold (PAYMENT_DECLINED); a provider that does
   * not answer fails the payment and leaves the hold to be paid again (SERVICE_UNAVAILABLE).
   */
  async send(em: EntityManager, paymentId: string): Promise<void> {
    const payment = await em.fork().findOneOrFail(MobilePayment, paymentId, { populate: ['booking'] });
    const name = payment.provider;
    let reference: string;
    try {
      reference = await this.provider(name).prompt({
        paymentId: payment.id,
        bookingReference: payment.booking.reference,
        msisdn: payment.msisdn,
        amount: payment.chargeAmount,
        currency: payment.chargeCurrency,
        callbackUrl: this.callbackUrl(name === MobileMoneyProviderName.MPESA ? 'mpesa/callback' : `mtn-momo/callback/${payment.id}`),
      });
    } catch (error) {
      const refused = error instanceof ProviderRefusal;
      const detail = error instanceof Error ? error.message : String(error);
      await this.unsent(em, paymentId, refused ? error.failure : MobileMoneyFailure.DECLINED, detail, refused);
      if (refused) throw new DomainError('PAYMENT_DECLINED', 'Your mobile money provider refused the payment. No booking was made.', 'payment.phone');
      throw new DomainError('SERVICE_UNAVAILABLE', 'Mobile money is not answering right now. Please try again in a moment.', 'payment.method');
    }
    await em.fork().nativeUpdate(MobilePayment, { id: paymentId }, { providerReference: reference });
    await this.afterPrompt(em, payment.booking.id);
  }

  /**
   * A prompt that never reached the phone: its payment fails. Refused, the hold is released; unanswered, the hold stays
   * and the traveller may pay again.
   */
  private async unsent(em: EntityManager, paymentId: string, failure: MobileMoneyFailure, detail: string, release: boolean): Promise<void> {
    await em.fork().transactional(async (tx) => {
      const payment = await tx.findOneOrFail(MobilePayment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (payment.status !== MobilePaymentStatus.PENDING) return;
      const booking = await tx.findOneOrFail(Booking, payment.booking.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const verdict = { state: 'failed', failure, detail } as const;
      if (release) {
        await this.apply(systemContext(tx as EntityManager, this.config, booking.language), tx as EntityManager, payment, booking, verdict, null);
        return;
      }
      Object.assign(payment, { status: MobilePaymentStatus.FAILED, failure, failureDetail: detail.slice(0, 500), settledAt: new Date() });
      if (booking.status === BookingStatus.HELD) booking.paymentMethod = null;
    });
  }

  offered(): PaymentMethod[] {
    return [...this.providers.keys()].map((name) => name as string as PaymentMethod);
  }

  /** Settles a prompt whose callback arrived before the prompt was recorded (the callback found nothing then). */
  async afterPrompt(em: EntityManager, bookingId: string): Promise<void> {
    const payment = await em.fork().findOne(MobilePayment, { booking: bookingId, status: MobilePaymentStatus.PENDING });
    if (!payment?.providerReference) return;
    const early = await em
      .fork()
      .findOne(MobilePaymentCallback, { provider: payment.provider, providerReference: payment.providerReference }, { orderBy: { id: 'desc' } });
    const callback = early && storedCallback(payment.provider, payment.providerReference, early.payload);
    if (callback) await this.settle(em, payment.provider, payment.providerReference, callback.receipt);
  }

  /** A provider's callback: kept as received, then believed only as far as the provider's status query confirms it. */
  async receiveCallback(em: EntityManager, callback: MobileMoneyCallback): Promise<boolean> {
    if (!this.providers.has(callback.provider)) return false;
    await em.insert(MobilePaymentCallback, { provider: callback.provider, providerReference: callback.reference, payload: callback.payload });
    await this.settle(em, callback.provider, callback.reference, callback.receipt);
    return true;
  }

  /**
   * Asks the provider where the prompt stands and applies the answer once: paid confirms the held booking (or, when the
   * hold is gone, refunds it), failed releases the hold. A payment already settled is left as it is. `receipt` is the one
   * a callback carried, kept when the status answer has none.
   */
  async settle(em: EntityManager, name: MobileMoneyProviderName, reference: string, receipt: string | null = null): Promise<Settlement> {
    const known = await em.fork().findOne(MobilePayment, { provider: name, providerReference: reference });
    if (!known) return 'unknown';
    if (known.status !== MobilePaymentStatus.PENDING && !(known.status === MobilePaymentStatus.FAILED && !known.refundStatus)) return 'unchanged';
    const verdict = await this.provider(name).status(reference);
    if (verdict.state === 'pending') return 'pending';
    return em.fork().transactional(async (tx) => {
      const payment = await tx.findOneOrFail(MobilePayment, known.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const booking = await tx.findOneOrFail(Booking, payment.booking.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const ctx = systemContext(tx as EntityManager, this.config, booking.language);
      if (payment.status === MobilePaymentStatus.PENDING) return this.apply(ctx, tx as EntityManager, payment, booking, verdict, receipt);
      // Paid after we gave up on it (the hold had lapsed): the money goes back.
      if (verdict.state === 'paid' && payment.status === MobilePaymentStatus.FAILED && !payment.refundStatus) {
        payment.receipt = verdict.receipt ?? receipt;
        this.decideRefund(payment, payment.amountMinor);
      }
      return 'unchanged';
    });
  }

  private async apply(
    ctx: RequestContext,
    tx: EntityManager,
    payment: MobilePayment,
    booking: Booking,
    verdict: Exclude<PaymentVerdict, { state: 'pending' }>,
    receipt: string | null,
  ): Promise<Settlement> {
    const notices = this.notices!;
    payment.settledAt = new Date();
    if (verdict.state === 'failed') {
      Object.assign(payment, { status: MobilePaymentStatus.FAILED, failure: verdict.failure, failureDetail: verdict.detail.slice(0, 500) });
      if (booking.status === BookingStatus.HELD) await transition(notices, ctx, tx, booking, { name: 'release' });
      return 'failed';
    }
    payment.status = MobilePaymentStatus.PAID;
    payment.receipt = verdict.receipt ?? receipt;
    const amountOk =
      (verdict.amount === null || verdict.amount === payment.chargeAmount) && (verdict.currency === null || verdict.currency === payment.chargeCurrency);
    const claims = booking.status === BookingStatus.HELD && amountOk ? await confirmClaims(tx, booking.id) : 'lapsed';
    if (claims !== 'confirmed') {
      // Paid, but there is no booking left to pay for (or not for that amount): everything goes back.
      if (booking.status === BookingStatus.HELD) await transition(notices, ctx, tx, booking, { name: 'release' });
      this.decideRefund(payment, payment.amountMinor);
      return 'failed';
    }
    booking.paymentStatus = PaymentStatus.PAID;
    booking.paymentReference = payment.receipt ?? payment.providerReference ?? null;
    await transition(notices, ctx, tx, booking, { name: 'confirm' });
    return 'paid';
  }

  /** Where the notices of a settlement go; set once by the services (they depend on each other). */
  notices: NoticeChannels | null = null;

  /**
   * Asks about every prompt still pending `reconcileAfterSeconds` after it was sent (a callback lost on the way); one the
   * provider still calls pending after it lapsed on our side is a timeout, and its hold is released.
   */
  async reconcile(em: EntityManager): Promise<number> {
    const before = new Date(Date.now() - this.config.mobileMoney.reconcileAfterSeconds * 1000);
    const pending = await em
      .fork()
      .find(MobilePayment, { status: MobilePaymentStatus.PENDING, createdAt: { $lte: before } }, { orderBy: { createdAt: 'asc' }, limit: 200 });
    let settled = 0;
    for (const payment of pending) {
      if (!payment.providerReference) {
        // Recorded but never sent (the process stopped before the provider was asked): it lapses like an unanswered one.
        if (payment.promptExpiresAt <= new Date()) {
          await this.expire(em, payment.id);
          settled++;
        }
        continue;
      }
      const outcome = await this.settle(em, payment.provider, payment.providerReference).catch(() => 'pending' as const);
      if (outcome === 'paid' || outcome === 'failed') settled++;
      else if (outcome === 'pending' && payment.promptExpiresAt <= new Date()) {
        await this.expire(em, payment.id);
        settled++;
      }
    }
    return settled;
  }

  private async expire(em: EntityManager, paymentId: string): Promise<void> {
    await em.fork().transactional(async (tx) => {
      const payment = await tx.findOneOrFail(MobilePayment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (payment.status !== MobilePaymentStatus.PENDING) return;
      const booking = await tx.findOneOrFail(Booking, payment.booking.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await this.apply(
        systemContext(tx as EntityManager, this.config, booking.language),
        tx as EntityManager,
        payment,
        booking,
        {
          state: 'failed',
          failure: MobileMoneyFailure.TIMEOUT,
          detail: 'No answer from the payer before the prompt lapsed',
        },
        null,
      );
    });
  }

  async paidBy(em: EntityManager, bookingId: string): Promise<MobilePayer | null> {
    // The latest prompt, as this unit of work knows it: a settlement marks it paid before it is written.
    const payment = await em.findOne(MobilePayment, { booking: bookingId }, { orderBy: { createdAt: 'desc' } });
    if (payment?.status !== MobilePaymentStatus.PAID) return null;
    const { provider, msisdn, chargeAmount, chargeCurrency, receipt, refundAmount, refundStatus } = payment;
    const sendable = Boolean(this.providers.get(provider)?.payout);
    return {
      method: provider as string as PaymentMethod,
      msisdn,
      chargeAmount,
      chargeCurrency,
      receipt: receipt ?? null,
      refundAmount: refundAmount ?? null,
      refundAwaited: sendable && (refundStatus === RefundStatus.PENDING || refundStatus === RefundStatus.SENT),
    };
  }

  /**
   * Decides to give `refundMinor` (USD) of the booking's mobile-money payment back to the payer's phone, at the rate it
   * was charged at. Only written here, in the cancellation's transaction: its trigger queues the job that sends it
   * (`refunds.send`) once that transaction commits, so no provider is called while the booking is locked, and a refund is
   * never sent for a cancellation that rolled back.
   */
  async refund(tx: EntityManager, bookingId: string, refundMinor: number): Promise<void> {
    const payment = await tx.findOne(MobilePayment, { booking: bookingId, status: MobilePaymentStatus.PAID }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!payment || payment.refundStatus) return;
    this.decideRefund(payment, refundMinor);
  }

  /** Writes the refund to send (pending): its trigger queues the job that sends it (`refunds.send`) once the transaction commits. */
  private decideRefund(payment: MobilePayment, refundMinor: number): void {
    const amount = Math.min(payment.chargeAmount, wholeUnitsAt(refundMinor, Number(payment.rate)));
    // The payout's own id (a MoMo transfer may not reuse the payment's), kept so that a repeated job asks for the same payout.
    const payoutId = randomUUID();
    Object.assign(payment, {
      refundMinor,
      refundAmount: amount,
      refundedAt: new Date(),
      refundStatus: RefundStatus.PENDING,
      refundReference: payoutId,
      refundPayoutId: payoutId,
    });
  }
}
