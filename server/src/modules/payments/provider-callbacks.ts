// The providers' result callbacks, read with their published shapes before anything believes them: M-Pesa's STK
// result (Body.stkCallback) and MoMo's requesttopay result sent to the X-Callback-Url that names our payment. What
// the service gets is typed: which prompt it is about, the receipt it carries, and the body as received.
import { z } from 'zod';
import { MobileMoneyProviderName } from './mobile-money.js';

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
