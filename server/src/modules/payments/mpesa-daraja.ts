// Safaricom's M-Pesa Daraja API: an OAuth client-credentials token, the STK Push ("M-Pesa Express") prompt, its
// result callback (Body.stkCallback) and the STK Push query, and B2C for refunds to the payer's phone.
import type { Config } from '../../config.js';
import {
  type MobileMoneyProvider,
  MobileMoneyFailure,
  MobileMoneyProviderName,
  type PaymentVerdict,
  ProviderRefusal,
  cachedToken,
  providerRequest,
} from './mobile-money.js';

type MpesaSettings = NonNullable<Config['mobileMoney']['mpesa']>;

/** The query's answer while the payer has not answered the prompt yet. */
const STILL_PROCESSING = '500.001.1001';

/** STK Push result codes: 0 paid, 1 balance too low, 1032 cancelled on the phone, 1037 and 1019 unanswered. */
function verdictOf(resultCode: string, detail: string): PaymentVerdict {
  switch (resultCode) {
    case '0':
      return { state: 'paid', receipt: null, amount: null, currency: null };
    case '1':
      return { state: 'failed', failure: MobileMoneyFailure.INSUFFICIENT_FUNDS, detail };
    case '1032':
      return { state: 'failed', failure: MobileMoneyFailure.CANCELLED, detail };
    case '1037':
    case '1019':
      return { state: 'failed', failure: MobileMoneyFailure.TIMEOUT, detail };
    default:
      return { state: 'failed', failure: MobileMoneyFailure.DECLINED, detail };
  }
}

/** Nairobi's clock, made once: building a formatter costs more than the rest of a signed request together. */
const nairobiClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** YYYYMMDDHHmmss on Nairobi's clock, as Daraja signs requests. */
export function darajaTimestamp(at = new Date()): string {
  const parts = Object.fromEntries(nairobiClock.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** The STK password: base64 of short code, passkey and timestamp. */
export const stkPassword = (shortcode: string, passkey: string, timestamp: string) => Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');

export function mpesaDaraja(settings: MpesaSettings, resultUrl: (path: string) => string): MobileMoneyProvider {
  const token = cachedToken(async () => {
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString('base64');
    const { status, body } = await providerRequest(`${settings.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    if (status !== 200 || !body?.access_token) throw new Error(`M-Pesa token refused (${status})`);
    return { token: String(body.access_token), expiresInSeconds: Number(body.expires_in ?? 3599) };
  });
  const signed = () => {
    const timestamp = darajaTimestamp();
    return { BusinessShortCode: settings.shortcode, Password: stkPassword(settings.shortcode, settings.passkey, timestamp), Timestamp: timestamp };
  };
  const post = async (path: string, json: unknown) =>
    providerRequest(`${settings.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${await token()}` }, json });

  return {
    name: MobileMoneyProviderName.MPESA,
    currency: 'KES',
    countries: ['KE'],
    async prompt(request) {
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', {
        ...signed(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: request.amount,
        PartyA: request.msisdn,
        PartyB: settings.shortcode,
        PhoneNumber: request.msisdn,
        CallBackURL: request.callbackUrl,
        AccountReference: request.bookingReference.slice(-12),
        TransactionDesc: 'Booking',
      });
      if (status === 200 && body?.ResponseCode === '0' && body.CheckoutRequestID) return String(body.CheckoutRequestID);
      if (status >= 500) throw new Error(`M-Pesa STK Push failed (${status})`);
      throw new ProviderRefusal(MobileMoneyFailure.DECLINED, String(body?.errorMessage ?? body?.ResponseDescription ?? status));
    },
    async status(checkoutRequestId) {
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', { ...signed(), CheckoutRequestID: checkoutRequestId });
      if (body?.errorCode === STILL_PROCESSING) return { state: 'pending' };
      if (status !== 200 || body?.ResultCode === undefined) throw new Error(`M-Pesa STK query failed (${status}: ${body?.errorMessage ?? ''})`);
      return verdictOf(String(body.ResultCode), String(body.ResultDesc ?? ''));
    },
    payout: settings.b2c
      ? async (request) => {
          const b2c = settings.b2c!;
          const { status, body } = await post('/mpesa/b2c/v3/paymentrequest', {
            OriginatorConversationID: request.payoutId,
            InitiatorName: b2c.initiator,
            SecurityCredential: b2c.securityCredential,
            CommandID: 'BusinessPayment',
            Amount: request.amount,
            PartyA: settings.shortcode,
            PartyB: request.msisdn,
            Remarks: request.note.slice(0, 100),
            QueueTimeOutURL: resultUrl('mpesa/b2c-timeout'),
            ResultURL: resultUrl('mpesa/b2c-result'),
            Occasion: request.note.slice(0, 100),
          });
          if (status !== 200 || body?.ResponseCode !== '0')
            throw new Error(`M-Pesa B2C refused (${status}: ${body?.errorMessage ?? body?.ResponseDescription ?? ''})`);
          return String(body.ConversationID ?? request.payoutId);
        }
      : null,
    // B2C has no status query answered at once: its result comes to ResultURL (or QueueTimeOutURL) only.
    payoutStatus: null,
  };
}
