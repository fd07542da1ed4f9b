// Mobile money behind one interface: a prompt sent to the payer's phone, answered later (a callback, or a status
// query). Each provider speaks its own public protocol (mpesa-daraja.ts, mtn-momo.ts); the rest of the product sees
// only these verdicts.
import type { CountryCode } from 'libphonenumber-js';

export enum MobileMoneyProviderName {
  MPESA = 'mpesa',
  MTN_MOMO = 'mtn_momo',
}

/** Why a prompt did not end in a payment, in words the traveller is told (translated by the web app). */
export enum MobileMoneyFailure {
  INSUFFICIENT_FUNDS = 'insufficient_funds',
  CANCELLED = 'cancelled',
  TIMEOUT = 'timeout',
  DECLINED = 'declined',
}

export type PaymentVerdict =
  | { state: 'pending' }
  | { state: 'paid'; receipt: string | null; amount: number | null; currency: string | null }
  | { state: 'failed'; failure: MobileMoneyFailure; detail: string };

/** Where a payout (a refund to the payer's phone) stands, as the provider answers it. */
export type PayoutVerdict = { state: 'pending' } | { state: 'completed'; receipt: string | null } | { state: 'failed'; detail: string };

export interface PromptRequest {
  /** Our own id of the payment (MoMo's X-Reference-Id is chosen by the caller). */
  paymentId: string;
  /** The booking reference, shown to the payer. */
  bookingReference: string;
  /** International digits, no plus (2547..., 25078...). */
  msisdn: string;
  /** Whole units of `currency` (both providers take whole amounts for these currencies). */
  amount: number;
  currency: string;
  callbackUrl: string;
}

export interface PayoutRequest {
  payoutId: string;
  msisdn: string;
  amount: number;
  currency: string;
  note: string;
  callbackUrl: string;
}

export interface MobileMoneyProvider {
  readonly name: MobileMoneyProviderName;
  /** The currency its charges are made in. */
  readonly currency: string;
  /** The countries whose numbers it takes (ISO 3166-1 alpha-2). */
  readonly countries: readonly CountryCode[];
  /** Sends the prompt; answers the provider's reference of it. Throws ProviderRefusal when refused at once. */
  prompt(request: PromptRequest): Promise<string>;
  /** Asks the provider where the prompt stands: the only source a settlement believes. */
  status(providerReference: string): Promise<PaymentVerdict>;
  /** Sends money back to the payer's phone (B2C, disbursement); null when this provider cannot: paid out by hand. */
  readonly payout: ((request: PayoutRequest) => Promise<string>) | null;
  /**
   * Asks where a payout stands, by its payout id (MoMo's transfer status); null when the provider has no such query
   * (M-Pesa answers B2C only by its result callback), so a payout without a result is left for the back office.
   */
  readonly payoutStatus: ((payoutId: string) => Promise<PayoutVerdict>) | null;
}

/** The provider answered the request itself with a refusal (a bad number, an unknown account). */
export class ProviderRefusal extends Error {
  constructor(
    readonly failure: MobileMoneyFailure,
    detail: string,
  ) {
    super(detail);
  }
}

/** A provider's JSON answer: its fields are read one by one, as strings or numbers. */
export type ProviderAnswer = Record<string, unknown>;

/** A JSON request to a provider, with a deadline: a provider that does not answer is an error, not a wait. */
export async function providerRequest(url: string, init: RequestInit & { json?: unknown }): Promise<{ status: number; body: ProviderAnswer | null }> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), accept: 'application/json', ...rest.headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: ProviderAnswer | null = null;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    body = typeof parsed === 'object' ? (parsed as ProviderAnswer | null) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** An OAuth access token kept until a minute before it lapses. */
export function cachedToken(fetchToken: () => Promise<{ token: string; expiresInSeconds: number }>): () => Promise<string> {
  let current: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;
  return async () => {
    if (current && current.until > Date.now()) return current.token;
    pending ??= fetchToken()
      .then(({ token, expiresInSeconds }) => {
        current = { token, until: Date.now() + Math.max(0, expiresInSeconds - 60) * 1000 };
        return token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
