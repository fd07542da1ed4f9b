// Mobile-money refunds after the cancellation committed: sent to the provider (B2C, disbursement), then settled by the
// provider's result once it is verified: completed when the money reached the payer's phone (the traveller's text goes
// then), manual with the reason when it failed or never got an answer. A repeated or late result changes nothing.
// A manual refund the back office paid out by hand is completed with that payout's reference (markPaid).
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { DomainError } from '../../errors.js';
import { type AuditActor, auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { Booking, BookingStatus } from '../bookings/booking.entity.js';
import { type NoticeChannels, textRefundCompleted } from '../bookings/booking-notices.js';
import { MobilePayment, MobilePaymentCallback, MobilePaymentStatus, RefundStatus } from './mobile-payment.entity.js';
import { type MobileMoneyProvider, MobileMoneyProviderName, type PayoutVerdict } from './mobile-money.js';
import { type PayoutResult, storedPayoutResult } from './provider-callbacks.js';

/** How long a B2C refund may wait for its result (M-Pesa has no status query answered at once) before a person looks. */
export const MPESA_REFUND_RESULT_WAIT_MS = 60 * 60 * 1000;

/** The longest reference of a payout made by hand (the receipt column's length). */
export const MAX_PAYOUT_REFERENCE = 100;

/** What a payout result came to: not one of ours, the provider still working on it, settled now, or settled before. */
export type RefundSettlement = 'unknown' | 'pending' | 'completed' | 'manual' | 'unchanged';

export class MobileRefunds {
  constructor(
    private readonly config: Config,
    private readonly providers: ReadonlyMap<MobileMoneyProviderName, MobileMoneyProvider>,
    private readonly callbackUrl: (path: string) => string,
    private readonly channels: () => NoticeChannels,
  ) {}

  /**
   * Sends a decided refund through its provider (the job its trigger queued): SENT with the provider's reference, its
   * result awaited; or MANUAL for the back office, with the reason, when the provider cannot send it or refuses.
   */
  async send(em: EntityManager, paymentId: string): Promise<void> {
    const payment = await em.findOne(MobilePayment, { id: paymentId, refundStatus: RefundStatus.PENDING });
    if (!payment?.refundAmount || !payment.refundPayoutId) return;
    const payout = this.providers.get(payment.provider)?.payout;
    let outcome: Partial<MobilePayment> = {
      refundStatus: RefundStatus.MANUAL,
      refundReference: null,
      refundDetail: 'This provider cannot send refunds here',
    };
    if (payout) {
      try {
        const mpesa = payment.provider === MobileMoneyProviderName.MPESA;
        const reference = await payout({
          payoutId: payment.refundPayoutId,
          msisdn: payment.msisdn,
          amount: payment.refundAmount,
          currency: payment.chargeCurrency,
          note: `Refund ${payment.receipt ?? payment.id}`.slice(0, 100),
          // M-Pesa posts to the ResultURL its request names; MoMo to this URL, which names the payout.
          callbackUrl: this.callbackUrl(mpesa ? 'mpesa/b2c-result' : `mtn-momo/payout/${payment.refundPayoutId}`),
        });
        outcome = { refundStatus: RefundStatus.SENT, refundReference: reference, refundSentAt: new Date(), refundDetail: null };
      } catch (error) {
        // Left for the back office: the refund shows as a manual payout, with the provider's words.
        outcome.refundDetail = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      }
    }
    await em.nativeUpdate(MobilePayment, { id: payment.id, refundStatus: RefundStatus.PENDING }, outcome);
    if (outcome.refundStatus === RefundStatus.SENT) await this.afterSend(em, payment.provider, payment.refundPayoutId);
  }

  /** Settles a payout whose result arrived before the refund was marked sent (the result found nothing to settle then). */
  private async afterSend(em: EntityManager, provider: MobileMoneyProviderName, payoutId: string): Promise<void> {
    const early = await em.fork().findOne(MobilePaymentCallback, { provider, providerReference: payoutId }, { orderBy: { id: 'desc' } });
    const result = early && storedPayoutResult(provider, payoutId, early.payload);
    if (result) await this.settle(em, result);
  }

  /** A provider's payout result: kept as received when it names a refund of ours, then settled once verified. */
  async receive(em: EntityManager, result: PayoutResult): Promise<RefundSettlement> {
    if (!this.providers.has(result.provider)) return 'unknown';
    const known = await em.fork().findOne(MobilePayment, { provider: result.provider, refundPayoutId: result.payoutId });
    if (!known) return 'unknown';
    await em.insert(MobilePaymentCallback, { provider: result.provider, providerReference: result.payoutId, payload: result.payload });
    return this.settle(em, result);
  }

  /**
   * Believes a result only as far as it is verified: MoMo's through the transfer status query; M-Pesa's (which has no
   * such query) when it names both our payout id and the conversation its request was answered with. Settles it once.
   */
  private async settle(em: EntityManager, result: PayoutResult): Promise<RefundSettlement> {
    const payment = await em.fork().findOne(MobilePayment, { provider: result.provider, refundPayoutId: result.payoutId });
    if (!payment) return 'unknown';
    if (payment.refundStatus !== RefundStatus.SENT) return payment.refundStatus === RefundStatus.PENDING ? 'pending' : 'unchanged';
    let verdict: PayoutVerdict;
    if (result.provider === MobileMoneyProviderName.MPESA) {
      if (result.conversationId !== payment.refundReference) return 'unknown';
      verdict = result.claim;
    } else {
      const status = this.providers.get(result.provider)?.payoutStatus;
      if (!status) return 'pending';
      verdict = await status(result.payoutId);
    }
    return this.apply(em, payment.id, verdict);
  }

  /** Writes a verified verdict of a sent refund, once: a refund no longer SENT is left as it is. */
  private async apply(em: EntityManager, paymentId: string, verdict: PayoutVerdict): Promise<RefundSettlement> {
    if (verdict.state === 'pending') return 'pending';
    return em.fork().transactional(async (tx) => {
      const payment = await tx.findOneOrFail(MobilePayment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (payment.refundStatus !== RefundStatus.SENT) return 'unchanged';
      if (verdict.state === 'failed') {
        Object.assign(payment, { refundStatus: RefundStatus.MANUAL, refundDetail: verdict.detail.slice(0, 500) });
        return 'manual';
      }
      await this.complete(tx as EntityManager, payment, verdict.receipt);
      return 'completed';
    });
  }

  /**
   * Completes a refund with its receipt, the payment row locked by the caller's transaction: the money is back on the
   * phone, so now the traveller is told, in that transaction. The one way a refund completes (provider or by hand).
   */
  private async complete(tx: EntityManager, payment: MobilePayment, receipt: string | null): Promise<void> {
    Object.assign(payment, { refundStatus: RefundStatus.COMPLETED, refundReceipt: receipt, refundDetail: null });
    const booking = await tx.findOneOrFail(Booking, payment.booking.id);
    if (payment.status === MobilePaymentStatus.PAID && booking.status === BookingStatus.CANCELLED)
      await textRefundCompleted(this.channels(), tx, booking, payment.refundMinor ?? 0);
  }

  /**
   * Records that the back office paid a MANUAL refund out by hand: COMPLETED with the payout's reference as receipt,
   * audited with `actor`, the traveller texted as for a provider's refund. Refused (changing nothing) for a refund not
   * MANUAL, a repeated call among them, or a reference empty or too long. Answers the payment's id.
   */
  async markPaid(em: EntityManager, bookingReference: string, payoutReference: string, actor: AuditActor): Promise<string> {
    const receipt = payoutReference.trim();
    if (!receipt) throw new DomainError('BAD_USER_INPUT', 'Enter the reference of the payout made by hand', 'payoutReference');
    if (receipt.length > MAX_PAYOUT_REFERENCE)
      throw new DomainError('BAD_USER_INPUT', `The payout reference is at most ${MAX_PAYOUT_REFERENCE} characters`, 'payoutReference');
    const latest = await em
      .fork()
      .findOne(MobilePayment, { booking: { reference: bookingReference.trim() }, refundStatus: { $ne: null } }, { orderBy: { createdAt: 'desc' } });
    if (!latest) throw new DomainError('NOT_FOUND', 'No mobile-money refund for this booking', 'bookingReference');
    return em.fork().transactional(async (tx) => {
      const payment = await tx.findOneOrFail(MobilePayment, latest.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (payment.refundStatus !== RefundStatus.MANUAL)
        throw new DomainError('CONFLICT', `This refund is ${payment.refundStatus}, not waiting for a payout by hand`, 'bookingReference');
      const fields = ['refundStatus', 'refundReceipt', 'refundDetail', 'refundMinor', 'refundAmount'] as const;
      const before = auditSnapshot(payment, [...fields]);
      await this.complete(tx as EntityManager, payment, receipt);
      recordAudit(tx as EntityManager, actor, {
        action: 'payment.refund_mark_paid',
        subjectType: 'mobile_payment',
        subjectId: payment.id,
        before,
        after: auditSnapshot(payment, [...fields]),
      });
      return payment.id;
    });
  }

  /**
   * Asks about refunds still SENT `reconcileAfterSeconds` after they were sent (a result lost on the way): MoMo through
   * its transfer status; M-Pesa's result kept early is applied, and one without a result after a long wait goes to the
   * back office. Answers how many were settled.
   */
  async reconcile(em: EntityManager): Promise<number> {
    const before = new Date(Date.now() - this.config.mobileMoney.reconcileAfterSeconds * 1000);
    const sent = await em
      .fork()
      .find(MobilePayment, { refundStatus: RefundStatus.SENT, refundSentAt: { $lte: before } }, { orderBy: { refundSentAt: 'asc' }, limit: 200 });
    let settled = 0;
    for (const payment of sent) {
      const payoutId = payment.refundPayoutId;
      if (!payoutId) continue;
      let outcome: RefundSettlement = 'pending';
      if (payment.provider === MobileMoneyProviderName.MPESA) {
        await this.afterSend(em, payment.provider, payoutId);
        const waited = Date.now() - (payment.refundSentAt?.getTime() ?? 0);
        if (waited >= MPESA_REFUND_RESULT_WAIT_MS)
          outcome = await this.apply(em, payment.id, { state: 'failed', detail: 'M-Pesa sent no result for the B2C refund: check it on the M-Pesa portal' });
      } else {
        const status = this.providers.get(payment.provider)?.payoutStatus;
        if (status)
          outcome = await status(payoutId)
            .then((verdict) => this.apply(em, payment.id, verdict))
            .catch(() => 'pending' as const);
      }
      if (outcome === 'completed' || outcome === 'manual') settled++;
    }
    return settled;
  }
}
