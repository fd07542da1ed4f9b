// Local HTTP servers speaking the mobile-money providers' public protocols, so that the real clients are exercised:
// Safaricom's Daraja (OAuth token, STK Push, its callback, the STK query, B2C and its result) and MTN MoMo (collection
// and disbursement tokens, requesttopay with X-Reference-Id, its status, the callback to X-Callback-Url, transfer, its
// status and callback).
// What the payer does is chosen per phone number: approve, too little money, cancel on the phone, let it time out,
// or approve with the callback sent twice, never sent, or nothing ever answered; on Daraja the prompt itself may also be
// refused at once (an account that cannot pay) or fail with the system busy. A payout to a number completes (its result
// sent once, twice or never), fails, or never finishes.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback.js';

export type PayerAction = 'approve' | 'insufficient' | 'cancel' | 'timeout' | 'duplicateCallback' | 'lostCallback' | 'silent' | 'refuse' | 'busy';

/**
 * What becomes of a payout (a refund to the payer's phone): completed with its result sent once, twice or never; failed
 * (the payee's account cannot take it); or never finished (no result, and the status query says pending).
 */
export type PayoutAction = 'complete' | 'duplicateResult' | 'lostResult' | 'fail' | 'stuck';

interface Prompt {
  reference: string;
  msisdn: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  /** Settled once the payer acted; undefined while the prompt is on the phone. */
  outcome?: 'paid' | Exclude<PayerAction, 'approve' | 'duplicateCallback' | 'lostCallback' | 'silent' | 'refuse' | 'busy'>;
  receipt: string;
  callbacksSent: number;
}

export interface Payout {
  msisdn: string;
  amount: number;
  currency: string;
  /** The provider's reference: M-Pesa's ConversationID, MoMo's X-Reference-Id. */
  reference: string;
  /** Our payout id (M-Pesa's OriginatorConversationID; MoMo's X-Reference-Id again). */
  payoutId: string;
  outcome: 'completed' | 'failed' | 'pending';
  receipt: string;
  resultsSent: number;
}

export interface MobileMoneyStandIn {
  baseUrl: string;
  /** The payer's action for a number (international digits); `defaultAction` for the others. */
  actions: Map<string, PayerAction>;
  defaultAction: PayerAction;
  /** Where callbacks are sent instead of the callback URL's own origin (the API under test, behind "the tunnel"). */
  deliverTo: string | null;
  prompts: Prompt[];
  payouts: Payout[];
  /** Refuse payouts (a provider that cannot refund now). */
  refusePayouts: boolean;
  /** What becomes of a payout to a number (international digits); `defaultPayoutAction` for the others. */
  payoutActions: Map<string, PayoutAction>;
  defaultPayoutAction: PayoutAction;
  /** The answers each callback got. */
  callbackAnswers: number[];
  /** Prompt requests that arrived, answered or not yet (see `holdAnswers`). */
  promptsReceived: number;
  /** While set, a prompt request waits for it before it is answered. */
  answerGate: Promise<void> | null;
  close(): Promise<void>;
}

/** Makes the stand-in keep its answers to prompt requests until the returned function is called. */
export function holdAnswers(standIn: MobileMoneyStandIn): () => void {
  let release!: () => void;
  standIn.answerGate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    standIn.answerGate = null;
    release();
  };
}

/** Counts a prompt request in and waits while answers are held. */
async function promptArrived(standIn: MobileMoneyStandIn): Promise<void> {
  standIn.promptsReceived++;
  await standIn.answerGate;
}

// biome-ignore lint/suspicious/noExplicitAny: a request's JSON is checked field by field, as the provider checks it
async function readBody(request: IncomingMessage): Promise<any> {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

const send = (response: ServerResponse, status: number, body?: unknown) => {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' }).end(body === undefined ? undefined : JSON.stringify(body));
};

const basicOf = (request: IncomingMessage) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString() : null;
};

async function listen(
  handler: (request: IncomingMessage, response: ServerResponse, standIn: MobileMoneyStandIn) => Promise<void>,
  port = 0,
): Promise<MobileMoneyStandIn> {
  const standIn = {
    actions: new Map(),
    defaultAction: 'approve',
    deliverTo: null,
    prompts: [],
    payouts: [],
    refusePayouts: false,
    payoutActions: new Map(),
    defaultPayoutAction: 'complete',
    callbackAnswers: [],
    promptsReceived: 0,
    answerGate: null,
  } as unknown as MobileMoneyStandIn;
  const server: Server = createServer((request, response) => {
    handler(request, response, standIn).catch(() => send(response, 500, { error: 'stand-in failure' }));
  });
  Object.assign(standIn, await listenOnLoopback(server, port));
  return standIn;
}

/** What the payer does to a new prompt, applied at once (the stand-in "phone" answers immediately). */
function act(standIn: MobileMoneyStandIn, prompt: Prompt): { callbacks: number } {
  const action = standIn.actions.get(prompt.msisdn) ?? standIn.defaultAction;
  switch (action) {
    case 'approve':
      prompt.outcome = 'paid';
      return { callbacks: 1 };
    case 'duplicateCallback':
      prompt.outcome = 'paid';
      return { callbacks: 2 };
    case 'lostCallback':
      prompt.outcome = 'paid';
      return { callbacks: 0 };
    case 'silent':
    case 'refuse':
    case 'busy':
      return { callbacks: 0 };
    default:
      prompt.outcome = action;
      return { callbacks: 1 };
  }
}

async function deliver(standIn: MobileMoneyStandIn, callbackUrl: string, method: 'POST' | 'PUT', body: unknown) {
  const url = new URL(callbackUrl);
  const target = standIn.deliverTo ? new URL(url.pathname + url.search, standIn.deliverTo) : url;
  const response = await fetch(target, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null);
  standIn.callbackAnswers.push(response?.status ?? 0);
}

/** Settles a new payout as the payee's number says; answers how many results to send. */
function payOut(standIn: MobileMoneyStandIn, payout: Omit<Payout, 'outcome' | 'receipt' | 'resultsSent'>): { payout: Payout; results: number } {
  const action = standIn.payoutActions.get(payout.msisdn) ?? standIn.defaultPayoutAction;
  const outcome = action === 'fail' ? 'failed' : action === 'stuck' ? 'pending' : 'completed';
  const settled: Payout = { ...payout, outcome, receipt: `R${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`, resultsSent: 0 };
  standIn.payouts.push(settled);
  return { payout: settled, results: action === 'duplicateResult' ? 2 : action === 'lostResult' || action === 'stuck' ? 0 : 1 };
}

// ── Daraja ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface DarajaCredentials {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
}

export const DARAJA_CREDENTIALS: DarajaCredentials = {
  consumerKey: 'stand-in-consumer-key',
  consumerSecret: 'stand-in-consumer-secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

const DARAJA_RESULTS: Record<NonNullable<Prompt['outcome']>, [number, string]> = {
  paid: [0, 'The service request is processed successfully.'],
  insufficient: [1, 'The balance is insufficient for the transaction.'],
  cancel: [1032, 'Request Cancelled by user.'],
  timeout: [1037, 'DS timeout user cannot be reached.'],
};

/** Daraja's B2C result as posted to ResultURL: 0 completed; 2040 the payee's account cannot take the payment. */
const b2cResult = (payout: Payout) => {
  const completed = payout.outcome === 'completed';
  return {
    Result: {
      ResultType: 0,
      ResultCode: completed ? 0 : 2040,
      ResultDesc: completed
        ? 'The service request is processed successfully.'
        : "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
      OriginatorConversationID: payout.payoutId,
      ConversationID: payout.reference,
      TransactionID: payout.receipt,
      ...(completed && {
        ResultParameters: {
          ResultParameter: [
            { Key: 'TransactionAmount', Value: payout.amount },
            { Key: 'TransactionReceipt', Value: payout.receipt },
            { Key: 'ReceiverPartyPublicName', Value: `${payout.msisdn} - Stand-in Payee` },
            { Key: 'TransactionCompletedDateTime', Value: '27.11.2026 12:00:00' },
            { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
          ],
        },
      }),
      ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://stand-in/b2c-timeout' } },
    },
  };
};

const badRequest = (message: string) => ({ requestId: randomUUID(), errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${message}` });

/** On `port` (0: any free one). */
export async function startDarajaStandIn(port = 0, credentials: DarajaCredentials = DARAJA_CREDENTIALS): Promise<MobileMoneyStandIn> {
  const tokens = new Set<string>();
  // biome-ignore lint/suspicious/noExplicitAny: a request's JSON is checked field by field, as the provider checks it
  const signedOk = (body: any) =>
    body?.BusinessShortCode === credentials.shortcode &&
    /^\d{14}$/.test(String(body.Timestamp)) &&
    body.Password === Buffer.from(`${credentials.shortcode}${credentials.passkey}${body.Timestamp}`).toString('base64');
  const stkCallback = (prompt: Prompt) => {
    const [code, description] = DARAJA_RESULTS[prompt.outcome!];
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: `merchant-${prompt.reference}`,
          CheckoutRequestID: prompt.reference,
          ResultCode: code,
          ResultDesc: description,
          ...(code === 0 && {
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: prompt.amount },
                { Name: 'MpesaReceiptNumber', Value: prompt.receipt },
                { Name: 'TransactionDate', Value: 20261126120000 },
                { Name: 'PhoneNumber', Value: Number(prompt.msisdn) },
              ],
            },
          }),
        },
      },
    };
  };
  return listen(async (request, response, standIn) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      if (url.searchParams.get('grant_type') !== 'client_credentials' || basicOf(request) !== `${credentials.consumerKey}:${credentials.consumerSecret}`)
        return send(response, 400, { requestId: randomUUID(), errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
      const token = randomUUID().replaceAll('-', '');
      tokens.add(token);
      return send(response, 200, { access_token: token, expires_in: '3599' });
    }
    if (request.method !== 'POST') return send(response, 404, { errorCode: '404.001.01', errorMessage: 'Resource not found' });
    const body = await readBody(request);
    if (!tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, '')))
      return send(response, 401, { requestId: randomUUID(), errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
      await promptArrived(standIn);
      if (!signedOk(body)) return send(response, 400, badRequest('Password'));
      if (body.TransactionType !== 'CustomerPayBillOnline' && body.TransactionType !== 'CustomerBuyGoodsOnline')
        return send(response, 400, badRequest('TransactionType'));
      if (!Number.isInteger(body.Amount) || body.Amount < 1) return send(response, 400, badRequest('Amount'));
      if (!/^2547\d{8}$|^2541\d{8}$/.test(String(body.PhoneNumber)) || body.PartyA !== body.PhoneNumber) return send(response, 400, badRequest('PhoneNumber'));
      if (!/^https?:\/\//.test(String(body.CallBackURL))) return send(response, 400, badRequest('CallBackURL'));
      if (!body.AccountReference || String(body.AccountReference).length > 12) return send(response, 400, badRequest('AccountReference'));
      const action = standIn.actions.get(String(body.PhoneNumber)) ?? standIn.defaultAction;
      if (action === 'refuse') return send(response, 400, { requestId: randomUUID(), errorCode: '400.002.05', errorMessage: 'Invalid Request Payload' });
      if (action === 'busy')
        return send(response, 503, { requestId: randomUUID(), errorCode: '500.003.02', errorMessage: 'System is busy. Please try again in few minutes.' });
      const prompt: Prompt = {
        reference: `ws_CO_${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        msisdn: String(body.PhoneNumber),
        amount: body.Amount,
        currency: 'KES',
        callbackUrl: body.CallBackURL,
        receipt: `S${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`,
        callbacksSent: 0,
      };
      standIn.prompts.push(prompt);
      send(response, 200, {
        MerchantRequestID: `merchant-${prompt.reference}`,
        CheckoutRequestID: prompt.reference,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
      const { callbacks } = act(standIn, prompt);
      for (let sent = 0; sent < callbacks; sent++) {
        prompt.callbacksSent++;
        await deliver(standIn, prompt.callbackUrl, 'POST', stkCallback(prompt));
      }
      return;
    }
    if (url.pathname === '/mpesa/stkpushquery/v1/query') {
      if (!signedOk(body)) return send(response, 400, badRequest('Password'));
      const prompt = standIn.prompts.find((candidate) => candidate.reference === body.CheckoutRequestID);
      if (!prompt) return send(response, 400, badRequest('CheckoutRequestID'));
      if (!prompt.outcome)
        return send(response, 500, { requestId: randomUUID(), errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' });
      const [code, description] = DARAJA_RESULTS[prompt.outcome];
      return send(response, 200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: `merchant-${prompt.reference}`,
        CheckoutRequestID: prompt.reference,
        ResultCode: String(code),
        ResultDesc: description,
      });
    }
    if (url.pathname === '/mpesa/b2c/v3/paymentrequest') {
      if (standIn.refusePayouts)
        return send(response, 500, { requestId: randomUUID(), errorCode: '500.003.02', errorMessage: 'System is busy. Please try again in few minutes.' });
      if (body?.CommandID !== 'BusinessPayment' || body.PartyA !== credentials.shortcode || !body.InitiatorName || !body.SecurityCredential)
        return send(response, 400, badRequest('B2C request'));
      if (!/^https?:\/\//.test(String(body.ResultURL)) || !/^https?:\/\//.test(String(body.QueueTimeOutURL)))
        return send(response, 400, badRequest('ResultURL'));
      const conversation = `AG_${Date.now()}_${randomUUID().slice(0, 8)}`;
      const { payout, results } = payOut(standIn, {
        msisdn: String(body.PartyB),
        amount: Number(body.Amount),
        currency: 'KES',
        reference: conversation,
        payoutId: String(body.OriginatorConversationID ?? ''),
      });
      send(response, 200, {
        ConversationID: conversation,
        OriginatorConversationID: body.OriginatorConversationID,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
      for (let sent = 0; sent < results; sent++) {
        payout.resultsSent++;
        await deliver(standIn, String(body.ResultURL), 'POST', b2cResult(payout));
      }
      return;
    }
    return send(response, 404, { errorCode: '404.001.01', errorMessage: 'Resource not found' });
  }, port);
}

// ── MTN MoMo ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface MomoCredentials {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
  currency: string;
  disbursementSubscriptionKey: string;
}

export const MOMO_CREDENTIALS: MomoCredentials = {
  subscriptionKey: 'stand-in-collection-key',
  apiUser: '2d0a6b3c-4b63-4b39-9c4c-5a7b9d4e1f01',
  apiKey: 'stand-in-api-key',
  targetEnvironment: 'mtnrwanda',
  currency: 'RWF',
  disbursementSubscriptionKey: 'stand-in-disbursement-key',
};

const MOMO_REASONS: Record<Exclude<NonNullable<Prompt['outcome']>, 'paid'>, string> = {
  insufficient: 'NOT_ENOUGH_FUNDS',
  cancel: 'APPROVAL_REJECTED',
  timeout: 'EXPIRED',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function startMomoStandIn(credentials: MomoCredentials = MOMO_CREDENTIALS): Promise<MobileMoneyStandIn> {
  const tokens = new Map<string, 'collection' | 'disbursement'>();
  const subscriptionKeys = { collection: credentials.subscriptionKey, disbursement: credentials.disbursementSubscriptionKey };
  const externalIds = new Map<string, string>();
  const statusOf = (prompt: Prompt) => ({
    amount: String(prompt.amount),
    currency: prompt.currency,
    ...(prompt.outcome === 'paid' && { financialTransactionId: prompt.receipt }),
    externalId: externalIds.get(prompt.reference),
    payer: { partyIdType: 'MSISDN', partyId: prompt.msisdn },
    payerMessage: 'Booking',
    payeeNote: externalIds.get(prompt.reference),
    status: !prompt.outcome ? 'PENDING' : prompt.outcome === 'paid' ? 'SUCCESSFUL' : 'FAILED',
    ...(prompt.outcome && prompt.outcome !== 'paid' && { reason: MOMO_REASONS[prompt.outcome] }),
  });
  const transferIds = new Map<string, string>();
  /** A transfer's status answer, which its callback carries too. */
  const transferOf = (payout: Payout) => ({
    amount: String(payout.amount),
    currency: payout.currency,
    ...(payout.outcome === 'completed' && { financialTransactionId: payout.receipt }),
    externalId: transferIds.get(payout.reference),
    payee: { partyIdType: 'MSISDN', partyId: payout.msisdn },
    status: payout.outcome === 'completed' ? 'SUCCESSFUL' : payout.outcome === 'failed' ? 'FAILED' : 'PENDING',
    ...(payout.outcome === 'failed' && { reason: 'PAYEE_NOT_FOUND' }),
  });
  return listen(async (request, response, standIn) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const product = url.pathname.startsWith('/disbursement/') ? 'disbursement' : 'collection';
    if (request.headers['ocp-apim-subscription-key'] !== subscriptionKeys[product])
      return send(response, 401, { statusCode: 401, message: 'Access denied due to invalid subscription key.' });
    if (request.method === 'POST' && url.pathname === `/${product}/token/`) {
      if (basicOf(request) !== `${credentials.apiUser}:${credentials.apiKey}`) return send(response, 401, { error: 'login_failed' });
      const token = randomUUID();
      tokens.set(token, product);
      return send(response, 200, { access_token: token, token_type: 'access_token', expires_in: 3600 });
    }
    if (tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, '')) !== product)
      return send(response, 401, { code: 'NOT_ALLOWED', message: 'Authorization failed. Insufficient permissions.' });
    if (request.headers['x-target-environment'] !== credentials.targetEnvironment)
      return send(response, 403, { code: 'NOT_ALLOWED_TARGET_ENVIRONMENT', message: 'Access to target environment is forbidden.' });
    const referenceId = String(request.headers['x-reference-id'] ?? '');
    if (request.method === 'POST' && (url.pathname === '/collection/v1_0/requesttopay' || url.pathname === '/disbursement/v1_0/transfer')) {
      const body = await readBody(request);
      if (product === 'collection') await promptArrived(standIn);
      if (!UUID.test(referenceId)) return send(response, 400, { code: 'INVALID_REFERENCE_ID', message: 'Reference id is not a UUID.' });
      if (standIn.prompts.some((prompt) => prompt.reference === referenceId) || standIn.payouts.some((payout) => payout.reference === referenceId))
        return send(response, 409, { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation for resource failed.' });
      if (body?.currency !== credentials.currency) return send(response, 500, { code: 'INVALID_CURRENCY', message: 'Currency not supported.' });
      const party = product === 'collection' ? body.payer : body.payee;
      if (party?.partyIdType !== 'MSISDN' || !/^\d{9,15}$/.test(String(party.partyId)) || !/^\d+$/.test(String(body.amount)))
        return send(response, 400, { code: 'PAYER_NOT_FOUND', message: 'Payer not found.' });
      if (product === 'disbursement') {
        if (standIn.refusePayouts) return send(response, 500, { code: 'NOT_ENOUGH_FUNDS', message: 'The payer does not have enough funds.' });
        const { payout, results } = payOut(standIn, {
          msisdn: String(party.partyId),
          amount: Number(body.amount),
          currency: body.currency,
          reference: referenceId,
          payoutId: referenceId,
        });
        transferIds.set(referenceId, String(body.externalId ?? ''));
        send(response, 202);
        const callbackUrl = String(request.headers['x-callback-url'] ?? '');
        for (let sent = 0; sent < results && callbackUrl; sent++) {
          payout.resultsSent++;
          await deliver(standIn, callbackUrl, 'PUT', transferOf(payout));
        }
        return;
      }
      const prompt: Prompt = {
        reference: referenceId,
        msisdn: String(party.partyId),
        amount: Number(body.amount),
        currency: body.currency,
        callbackUrl: String(request.headers['x-callback-url'] ?? ''),
        receipt: String(Math.floor(Math.random() * 1e10)),
        callbacksSent: 0,
      };
      externalIds.set(referenceId, String(body.externalId ?? ''));
      standIn.prompts.push(prompt);
      send(response, 202);
      const { callbacks } = act(standIn, prompt);
      for (let sent = 0; sent < callbacks && prompt.callbackUrl; sent++) {
        prompt.callbacksSent++;
        // The callback carries the status answer's body, without its reference: the URL names the request.
        await deliver(standIn, prompt.callbackUrl, 'PUT', statusOf(prompt));
      }
      return;
    }
    const transfer = /^\/disbursement\/v1_0\/transfer\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && transfer) {
      const payout = standIn.payouts.find((candidate) => candidate.reference === decodeURIComponent(transfer[1]!));
      if (!payout) return send(response, 404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
      return send(response, 200, transferOf(payout));
    }
    const status = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && status) {
      const prompt = standIn.prompts.find((candidate) => candidate.reference === decodeURIComponent(status[1]!));
      if (!prompt) return send(response, 404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
      return send(response, 200, statusOf(prompt));
    }
    return send(response, 404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
  });
}

/** The settings that point the API at these stand-ins. */
export function mobileMoneySettings(daraja: MobileMoneyStandIn, momo: MobileMoneyStandIn): Record<string, string> {
  return {
    ...darajaSettings(daraja.baseUrl),
    MOMO_BASE_URL: momo.baseUrl,
    MOMO_SUBSCRIPTION_KEY: MOMO_CREDENTIALS.subscriptionKey,
    MOMO_API_USER: MOMO_CREDENTIALS.apiUser,
    MOMO_API_KEY: MOMO_CREDENTIALS.apiKey,
    MOMO_TARGET_ENVIRONMENT: MOMO_CREDENTIALS.targetEnvironment,
    MOMO_CURRENCY: MOMO_CREDENTIALS.currency,
    MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: MOMO_CREDENTIALS.disbursementSubscriptionKey,
    MOMO_DISBURSEMENT_API_USER: MOMO_CREDENTIALS.apiUser,
    MOMO_DISBURSEMENT_API_KEY: MOMO_CREDENTIALS.apiKey,
  };
}

/** The settings that point the API at a Daraja stand-in at `baseUrl`. */
export function darajaSettings(baseUrl: string): Record<string, string> {
  return {
    MPESA_BASE_URL: baseUrl,
    MPESA_CONSUMER_KEY: DARAJA_CREDENTIALS.consumerKey,
    MPESA_CONSUMER_SECRET: DARAJA_CREDENTIALS.consumerSecret,
    MPESA_SHORTCODE: DARAJA_CREDENTIALS.shortcode,
    MPESA_PASSKEY: DARAJA_CREDENTIALS.passkey,
    MPESA_B2C_INITIATOR: 'stand-in-initiator',
    MPESA_B2C_SECURITY_CREDENTIAL: 'stand-in-security-credential',
  };
}
