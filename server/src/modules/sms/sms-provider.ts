// Text messages behind one interface: a message to one phone, accepted or refused by the provider. One provider
// speaks its own public protocol (africas-talking.ts); the outbox and its job see only these answers.

export interface SmsAcceptance {
  /** The provider's id of the message. */
  messageId: string;
  /** What the provider charged, as it writes it ("KES 0.8000"). */
  cost: string | null;
}

export interface SmsProvider {
  /** Sends `message` to `to` (E.164, +2547...). Throws SmsRefusal when the provider will never take it, else an Error to try again. */
  send(to: string, message: string): Promise<SmsAcceptance>;
}

/** The provider refused this message for good (a number it cannot reach, a blacklisted one): trying again changes nothing. */
export class SmsRefusal extends Error {}
