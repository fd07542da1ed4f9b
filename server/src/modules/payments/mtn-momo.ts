// MTN MoMo's Collection API (an API user and key exchanged for a token, requesttopay with X-Reference-Id, its status
// and the callback to X-Callback-Url), and its Disbursement API's transfer (and its status) for refunds to the payer's phone.
import type { Config } from '../../config.js';
import {
  type MobileMoneyProvider,
  MobileMoneyFailure,
  MobileMoneyProviderName,
  type PaymentVerdict,
  type PayoutVerdict,
  ProviderRefusal,
  cachedToken,
  providerRequest,
} from './mobile-money.js';

type MomoSettings = NonNullable<Config['mobileMoney']['momo']>;

/** The countries whose numbers MTN MoMo takes, where it operates a collection market. */
const MOMO_COUNTRIES = ['RW', 'UG', 'GH', 'CM', 'CI', 'BJ', 'CG', 'GN', 'LR', 'ZM', 'SZ', 'ZA'] as const;

/** A failed request's reason (a bare code, or {code, message} in the older answers) in the traveller's words. */
function failureOf(reason: unknown): MobileMoneyFailure {
  const code = typeof reason === 'string' ? reason : String((reason as { code?: unknown } | null)?.code ?? '');
  if (code === 'NOT_ENOUGH_FUNDS' || code === 'PAYER_LIMIT_REACHED') return MobileMoneyFailure.INSUFFICIENT_FUNDS;
  if (code === 'APPROVAL_REJECTED' || code === 'TRANSACTION_CANCELED') return MobileMoneyFailure.CANCELLED;
  if (code === 'EXPIRED') return MobileMoneyFailure.TIMEOUT;
  return MobileMoneyFailure.DECLINED;
}

const tokenOf = (baseUrl: string, product: 'collection' | 'disbursement', credentials: { subscriptionKey: string; apiUser: string; apiKey: string }) =>
  cachedToken(async () => {
    const basic = Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64');
    const { status, body } = await providerRequest(`${baseUrl}/${product}/token/`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'ocp-apim-subscription-key': credentials.subscriptionKey },
    });
    if (status !== 200 || !body?.access_token) throw new Error(`MoMo ${product} token refused (${status})`);
    return { token: String(body.access_token), expiresInSeconds: Number(body.expires_in ?? 3600) };
  });

export function mtnMomo(settings: MomoSettings): MobileMoneyProvider {
  const collectionToken = tokenOf(settings.baseUrl, 'collection', settings);
  const disbursement = settings.disbursement;
  const disbursementToken = disbursement && tokenOf(settings.baseUrl, 'disbursement', disbursement);
  const headers = async (subscriptionKey: string, token: () => Promise<string>) => ({
    authorization: `Bearer ${await token()}`,
    'x-target-environment': settings.targetEnvironment,
    'ocp-apim-subscription-key': subscriptionKey,
  });

  return {
    name: MobileMoneyProviderName.MTN_MOMO,
    currency: settings.currency,
    countries: MOMO_COUNTRIES,
    async prompt(request) {
      const { status, body } = await providerRequest(`${settings.baseUrl}/collection/v1_0/requesttopay`, {
        method: 'POST',
        headers: { ...(await headers(settings.subscriptionKey, collectionToken)), 'x-reference-id': request.paymentId, 'x-callback-url': request.callbackUrl },
        json: {
          amount: String(request.amount),
          currency: request.currency,
          externalId: request.bookingReference,
          payer: { partyIdType: 'MSISDN', partyId: request.msisdn },
          payerMessage: `Booking ${request.bookingReference}`,
          payeeNote: request.bookingReference,
        },
      });
      if (status === 202) return request.paymentId;
      if (status >= 500) throw new Error(`MoMo requesttopay failed (${status})`);
      throw new ProviderRefusal(failureOf(body?.code), String(body?.message ?? status));
    },
    async status(referenceId): Promise<PaymentVerdict> {
      const { status, body } = await providerRequest(`${settings.baseUrl}/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, {
        method: 'GET',
        headers: await headers(settings.subscriptionKey, collectionToken),
      });
      if (status !== 200) throw new Error(`MoMo requesttopay status failed (${status})`);
      if (body?.status === 'SUCCESSFUL')
        return {
          state: 'paid',
          receipt: body.financialTransactionId ? String(body.financialTransactionId) : null,
          amount: Number(body.amount),
          currency: String(body.currency),
        };
      if (body?.status === 'FAILED') return { state: 'failed', failure: failureOf(body.reason), detail: JSON.stringify(body.reason ?? null) };
      return { state: 'pending' };
    },
    // The callback's body does not name the request: its URL does (X-Callback-Url carries our payment's id).
    payout:
      disbursement && disbursementToken
        ? async (request) => {
            const { status } = await providerRequest(`${settings.baseUrl}/disbursement/v1_0/transfer`, {
              method: 'POST',
              headers: {
                ...(await headers(disbursement.subscriptionKey, disbursementToken)),
                'x-reference-id': request.payoutId,
                'x-callback-url': request.callbackUrl,
              },
              json: {
                amount: String(request.amount),
                currency: request.currency,
                externalId: request.payoutId,
                payee: { partyIdType: 'MSISDN', partyId: request.msisdn },
                payerMessage: request.note,
                payeeNote: request.note,
              },
            });
            if (status !== 202) throw new Error(`MoMo transfer refused (${status})`);
            return request.payoutId;
          }
        : null,
    payoutStatus:
      disbursement && disbursementToken
        ? async (payoutId): Promise<PayoutVerdict> => {
            const { status, body } = await providerRequest(`${settings.baseUrl}/disbursement/v1_0/transfer/${encodeURIComponent(payoutId)}`, {
              method: 'GET',
              headers: await headers(disbursement.subscriptionKey, disbursementToken),
            });
            if (status !== 200) throw new Error(`MoMo transfer status failed (${status})`);
            if (body?.status === 'SUCCESSFUL') return { state: 'completed', receipt: body.financialTransactionId ? String(body.financialTransactionId) : null };
            if (body?.status === 'FAILED') return { state: 'failed', detail: `MTN MoMo: ${JSON.stringify(body.reason ?? null)}` };
            return { state: 'pending' };
          }
        : null,
  };
}
