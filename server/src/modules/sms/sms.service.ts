// Text messages: written to the outbox in the caller's transaction, delivered by the job queue once it commits, with
// retries. Without a provider configured nothing is written; a traveller who turned them off is not sent any.
import type { EntityManager } from '@mikro-orm/postgresql';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js';
import type { Config } from '../../config.js';
import type { Language } from '../../language.js';
import { User } from '../users/user.entity.js';
import { africasTalking } from './africas-talking.js';
import { SmsOutbox, SmsStatus } from './sms-outbox.entity.js';
import { type SmsProvider, SmsRefusal } from './sms-provider.js';

export interface SmsMessage {
  /** As given (a booking's contact phone, a payer's number); read with `country` when it has no country code. */
  phone: string;
  country: string;
  userId: string | null;
  template: string;
  language: Language;
  text: string;
}

/** A mobile number in E.164, or null when `phone` is not one. */
export function mobileNumberOf(phone: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  if (!parsed?.isValid() || !['MOBILE', 'FIXED_LINE_OR_MOBILE', undefined].includes(parsed.getType())) return null;
  return parsed.number;
}

export class SmsService {
  private readonly provider: SmsProvider | null;

  constructor(config: Config, provider: SmsProvider | null = config.sms && africasTalking(config.sms)) {
    this.provider = provider;
  }

  /** Whether text messages are sent here at all (a provider is configured). */
  get enabled(): boolean {
    return this.provider !== null;
  }

  /** Adds the message to the unit of work of `em` when a provider is configured and the phone is a mobile number. */
  enqueue(em: EntityManager, { phone, country, userId, template, language, text }: SmsMessage): SmsOutbox | null {
    const recipient = this.enabled ? mobileNumberOf(phone, country) : null;
    if (!recipient) return null;
    return em.create(SmsOutbox, { recipient, userId, template, language, text });
  }

  /**
   * Delivers one message of the outbox: the job its trigger added with it (jobs.ts). A refusal for good fails it at
   * once; another failure is recorded and thrown, so that the queue tries again; after the last attempt it is failed.
   */
  async deliver(em: EntityManager, id: string, { attempt, lastAttempt }: { attempt: number; lastAttempt: boolean }): Promise<void> {
    const sms = await em.findOne(SmsOutbox, { id, status: SmsStatus.PENDING });
    if (!sms) return;
    sms.attempts = attempt;
    const optedOut = sms.userId ? (await em.findOne(User, sms.userId, { fields: ['smsReceipts'] }))?.smsReceipts === false : false;
    if (!this.provider || optedOut) {
      sms.status = SmsStatus.SKIPPED;
      sms.lastError = optedOut ? 'The traveller turned text messages off' : 'No SMS provider configured';
      await em.flush();
      return;
    }
    try {
      const accepted = await this.provider.send(sms.recipient, sms.text);
      Object.assign(sms, { status: SmsStatus.SENT, sentAt: new Date(), lastError: null, providerMessageId: accepted.messageId, cost: accepted.cost });
    } catch (error) {
      sms.lastError = error instanceof Error ? error.message : String(error);
      const final = lastAttempt || error instanceof SmsRefusal;
      if (final) sms.status = SmsStatus.FAILED;
      await em.flush();
      if (!final) throw error;
      return;
    }
    await em.flush();
  }
}
