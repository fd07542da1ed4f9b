// The providers' result callbacks, read with their published shapes before anything believes them: M-Pesa's STK
// result (Body.stkCallback) and MoMo's requesttopay result sent to the X-Callback-Url that names our payment; and the
// refunds' results: M-Pesa's B2C Result and MoMo's transfer callback. What the service gets is typed: which prompt or
// payout it is about, what it claims, and the body as received.
import { z } from 'zod';
import { MobileMoneyProviderName, type PayoutVerdict } from './mobile-money.js';

/** A callback as the rest of the product sees it. The payload is kept as received; the status query decides. */
export interface MobileMoneyCallback {
  provider: MobileMoneyProviderName;
  /** The provider's reference of the prompt (M-Pesa's CheckoutRequestID, MoMo's X-Reference-Id: our payment id). */
  reference: string;
  receipt: string | null;
  payload: Record<string, unknown>;
}

const mpesaItem = z.object({ Name: z.string().max(100), Value: z.union([z.string(), z.number()]).optional() });

/** Daraja's STK Push result. CallbackMetadata comes only with a payment (ResultCode 0). */
export const mpesaCallbackBody = z.object({
  Body: z.object({
    stkCallback: z
      .object({
        MerchantRequestID: z.string().max(100).optional(),
        CheckoutRequestID: z.string().min(1).max(100),
        ResultCode: z.union([z.number().int(), z.string().max(20)]),
        ResultDesc: z.string().max(500).optional(),
        CallbackMetadata: z.object({ Item: z.array(mpesaItem).max(20) }).optional(),
      })
      .loose(),
  }),
});

/** MoMo's requesttopay result: the payment's state as the status query answers it, sent by PUT or POST. */
export const momoCallbackBody = z
  .object({
    financialTransactionId: z.string().max(100).optional(),
    externalId: z.string().max(100).optional(),
    status: z.string().max(40).optional(),
  })
  .loose();

/** MoMo names the payment in the path: the X-Callback-Url we gave it ends with our payment's id. */
export const momoCallbackParams = z.object({ paymentId: z.uuid() });

export function mpesaCallback(body: z.output<typeof mpesaCallbackBody>): MobileMoneyCallback {
  const result = body.Body.stkCallback;
  const receipt = result.CallbackMetadata?.Item.find((item) => item.Name === 'MpesaReceiptNumber')?.Value;
  return {
    provider: MobileMoneyProviderName.MPESA,
    reference: result.CheckoutRequestID,
    receipt: typeof receipt === 'string' ? receipt.slice(0, 100) : null,
    payload: body,
  };
}

export function momoCallback(body: z.output<typeof momoCallbackBody>, paymentId: string): MobileMoneyCallback {
  return { provider: MobileMoneyProviderName.MTN_MOMO, reference: paymentId, receipt: body.financialTransactionId ?? null, payload: body };
}

/** A callback kept before its prompt was recorded, read again as it was read when it came. */
export function storedCallback(provider: MobileMoneyProviderName, reference: string, payload: unknown): MobileMoneyCallback | null {
  if (provider === MobileMoneyProviderName.MPESA) {
    const parsed = mpesaCallbackBody.safeParse(payload);
    return parsed.success ? mpesaCallback(parsed.data) : null;
  }
  const parsed = momoCallbackBody.safeParse(payload);
  return parsed.success ? momoCallback(parsed.data, reference) : null;
}

/** A payout's result as the rest of the product sees it: which payout it names, and what it claims. */
export interface PayoutResult {
  provider: MobileMoneyProviderName;
  /** Our payout id (M-Pesa's OriginatorConversationID; MoMo's X-Reference-Id, named by the callback URL). */
  payoutId: string;
  /** M-Pesa's ConversationID, which its B2C request answered; null for MoMo. */
  conversationId: string | null;
  /** What the callback claims: believed only after the checks (M-Pesa) or the status query (MoMo). */
  claim: PayoutVerdict;
  payload: Record<string, unknown>;
}

const b2cParameter = z.object({ Key: z.string().max(100), Value: z.union([z.string().max(200), z.number()]).optional() });

/** Daraja's B2C result, posted to ResultURL (or, when the request timed out in its queue, to QueueTimeOutURL). */
export const b2cResultBody = z.object({
  Result: z
    .object({
      ResultType: z.union([z.number().int(), z.string().max(20)]).optional(),
      ResultCode: z.union([z.number().int(), z.string().max(20)]),
      ResultDesc: z.string().max(500).optional(),
      OriginatorConversationID: z.string().min(1).max(100),
      ConversationID: z.string().min(1).max(100),
      TransactionID: z.string().max(100).optional(),
      ResultParameters: z
        .object({ ResultParameter: z.union([b2cParameter, z.array(b2cParameter).max(30)]) })
        .loose()
        .optional(),
    })
    .loose(),
});

/** MoMo names the payout in the path: the X-Callback-Url we gave the transfer ends with its payout id. */
export const momoPayoutParams = z.object({ payoutId: z.uuid() });

export function b2cResult(body: z.output<typeof b2cResultBody>, timedOut: boolean): PayoutResult {
  const result = body.Result;
  const parameters = [result.ResultParameters?.ResultParameter ?? []].flat();
  const receipt = parameters.find((parameter) => parameter.Key === 'TransactionReceipt')?.Value ?? result.TransactionID;
  const completed = !timedOut && String(result.ResultCode) === '0' && String(result.ResultType ?? '0') === '0';
  return {
    provider: MobileMoneyProviderName.MPESA,
    payoutId: result.OriginatorConversationID,
    conversationId: result.ConversationID,
    claim: completed
      ? { state: 'completed', receipt: receipt === undefined ? null : String(receipt).slice(0, 100) }
      : {
          state: 'failed',
          detail: `M-Pesa B2C ${timedOut ? 'timed out in its queue' : `result ${result.ResultCode}`}: ${result.ResultDesc ?? ''}`.trim().slice(0, 500),
        },
    payload: body,
  };
}

export function momoPayoutResult(body: z.output<typeof momoCallbackBody>, payoutId: string): PayoutResult {
  return { provider: MobileMoneyProviderName.MTN_MOMO, payoutId, conversationId: null, claim: { state: 'pending' }, payload: body };
}

/**
 * A payout result kept before its refund was marked sent, read again. Only a result reaches us that early (a queue
 * timeout comes long after the request was answered); its ResultType says whether M-Pesa completed it.
 */
export function storedPayoutResult(provider: MobileMoneyProviderName, payoutId: string, payload: unknown): PayoutResult | null {
  if (provider === MobileMoneyProviderName.MPESA) {
    const parsed = b2cResultBody.safeParse(payload);
    return parsed.success ? b2cResult(parsed.data, false) : null;
  }
  const parsed = momoCallbackBody.safeParse(payload);
  return parsed.success ? momoPayoutResult(parsed.data, payoutId) : null;
}
