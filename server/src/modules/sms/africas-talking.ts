// Africa's Talking's bulk SMS API: POST /version1/messaging with the form fields username, to, message and, when an
// approved sender id is set, from; the API key in its `apiKey` header. Its answer lists each recipient with a status:
// 100-102 taken, a few codes refused for good, the others (a low balance, a gateway fault) worth another try.
import type { Config } from '../../config.js';
import { type SmsProvider, SmsRefusal } from './sms-provider.js';

type AfricasTalkingSettings = NonNullable<Config['sms']>;

/** Processed, Sent, Queued. */
const TAKEN = new Set([100, 101, 102]);
/** InvalidSenderId, InvalidPhoneNumber, UnsupportedNumberType, UserInBlacklist, DoNotDisturbRejection. */
const REFUSED_FOR_GOOD = new Set([402, 403, 404, 406, 409]);

interface Recipient {
  statusCode?: unknown;
  status?: unknown;
  messageId?: unknown;
  cost?: unknown;
}

export function africasTalking(settings: AfricasTalkingSettings): SmsProvider {
  return {
    async send(to, message) {
      const form = new URLSearchParams({ username: settings.username, to, message, ...(settings.senderId && { from: settings.senderId }) });
      const response = await fetch(`${settings.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey: settings.apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.status === 401) throw new Error(`Africa's Talking refused the username or API key (401: ${text.slice(0, 200)})`);
      if (!response.ok) throw new Error(`Africa's Talking answered ${response.status}: ${text.slice(0, 200)}`);
      let recipient: Recipient | undefined;
      try {
        recipient = (JSON.parse(text) as { SMSMessageData?: { Recipients?: Recipient[] } }).SMSMessageData?.Recipients?.[0];
      } catch {
        recipient = undefined;
      }
      if (!recipient) throw new Error(`Africa's Talking sent the message to nobody: ${text.slice(0, 200)}`);
      const code = Number(recipient.statusCode);
      const status = `${String(recipient.status ?? 'unknown')} (${code})`;
      if (TAKEN.has(code)) return { messageId: String(recipient.messageId ?? ''), cost: recipient.cost == null ? null : String(recipient.cost) };
      if (REFUSED_FOR_GOOD.has(code)) throw new SmsRefusal(`Africa's Talking refused the message: ${status}`);
      throw new Error(`Africa's Talking could not send the message now: ${status}`);
    },
  };
}
