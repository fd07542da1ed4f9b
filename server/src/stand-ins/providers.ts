// The providers' stand-ins for a newcomer's `npm start` (development, no provider configured; config.ts decides):
// Daraja, MTN MoMo and Africa's Talking on loopback, the API pointed at them, so M-Pesa and MoMo are offered and SMS
// receipts are sent. The stand-in phone is a page of the API, for this machine only: what the phone answers to the
// next prompts (approve by default), the text messages it got, the prompts and the refunds paid to it.
import type { FastifyReply } from 'fastify';
import type { ApiAdapter } from '../http/api-context.js';
import { type MobileMoneyStandIn, type PayerAction, mobileMoneySettings, startDarajaStandIn, startMomoStandIn } from './mobile-money.js';
import { type SmsStandIn, smsSettings, startSmsStandIn } from './sms.js';

/** The answers the stand-in phone may be told to give, as the page names them. */
export const PHONE_ANSWERS = {
  approve: 'Approve (enter the PIN)',
  insufficient: 'Not enough money',
  cancel: 'Cancel on the phone',
  timeout: 'Leave it unanswered (time-out)',
} as const satisfies Partial<Record<PayerAction, string>>;

export type PhoneAnswer = keyof typeof PHONE_ANSWERS;

export interface ProviderStandIns {
  daraja: MobileMoneyStandIn;
  momo: MobileMoneyStandIn;
  sms: SmsStandIn;
  /** The settings that point the API at them (the environment's names, as config.ts reads them). */
  settings: Record<string, string>;
  /** The stand-in phone's page, at /dev/phone of the API. */
  phonePage: ApiAdapter;
  close(): Promise<void>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the stand-in phone holds, newest first. */
function phoneState(standIns: Pick<ProviderStandIns, 'daraja' | 'momo' | 'sms'>) {
  const { daraja, momo, sms } = standIns;
  const prompts = (provider: string, standIn: MobileMoneyStandIn) =>
    standIn.prompts.map(({ msisdn, amount, currency, reference, outcome }) => ({
      provider,
      msisdn,
      amount,
      currency,
      reference,
      outcome: outcome ?? 'pending',
    }));
  const payouts = (provider: string, standIn: MobileMoneyStandIn) => standIn.payouts.map((payout) => ({ provider, ...payout }));
  return {
    answer: daraja.defaultAction,
    sms: [...sms.outbox].reverse(),
    prompts: [...prompts('M-Pesa', daraja), ...prompts('MTN MoMo', momo)].reverse(),
    refunds: [...payouts('M-Pesa', daraja), ...payouts('MTN MoMo', momo)].reverse(),
  };
}

function table(caption: string, columns: string[], rows: string[][]): string {
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  return `<h2>${escapeHtml(caption)} (${rows.length})</h2>${rows.length ? `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>` : '<p>None yet.</p>'}`;
}

function phoneHtml(state: ReturnType<typeof phoneState>): string {
  const choices = Object.entries(PHONE_ANSWERS)
    .map(
      ([value, label]) =>
        `<label><input type="radio" name="answer" value="${value}"${value === state.answer ? ' checked' : ''}> ${escapeHtml(label)}</label><br>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Stand-in phone</title><body>
<h1>Stand-in phone</h1>
<p>M-Pesa, MTN MoMo and Africa's Talking are local stand-ins (development only). JSON: <a href="/dev/phone/state">/dev/phone/state</a>.</p>
<form id="answer"><fieldset><legend>The next payment prompts are answered:</legend>${choices}</fieldset><button type="submit">Save</button></form>
${table(
  'Text messages',
  ['To', 'Message'],
  state.sms.map((message) => [message.to, message.message]),
)}
${table(
  'Payment prompts',
  ['Provider', 'Phone', 'Amount', 'Answer'],
  state.prompts.map((prompt) => [prompt.provider, `+${prompt.msisdn}`, `${prompt.amount} ${prompt.currency}`, prompt.outcome]),
)}
${table(
  'Refunds to the phone',
  ['Provider', 'Phone', 'Amount', 'Reference', 'Result'],
  state.refunds.map((payout) => [payout.provider, `+${payout.msisdn}`, `${payout.amount} ${payout.currency}`, payout.reference, payout.outcome]),
)}
<script src="/dev/phone/answer.js"></script>
</body></html>`;
}

/** The form's sender: the answer goes as JSON (a plain form post is refused as a cross-site request), then the page reloads. */
const ANSWER_SCRIPT = `document.getElementById('answer').addEventListener('submit', async (event) => {
  event.preventDefault();
  const answer = new FormData(event.target).get('answer');
  await fetch('/dev/phone', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ answer }) });
  location.reload();
});
`;

/** The stand-in phone's page: only for this machine, in development (the API's /dev/ paths answer 404 to the others). */
function phonePage(standIns: Pick<ProviderStandIns, 'daraja' | 'momo' | 'sms'>): ApiAdapter {
  return async (app, { contextOf }) => {
    const hidden = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found', error: 'NOT_FOUND' });
    app.get('/dev/phone', async (request, reply) => {
      if (!contextOf(request, reply).devConveniences) return hidden(reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(phoneHtml(phoneState(standIns)));
    });
    app.get('/dev/phone/state', async (request, reply) => {
      if (!contextOf(request, reply).devConveniences) return hidden(reply);
      return reply.header('cache-control', 'no-store').send(phoneState(standIns));
    });
    app.get('/dev/phone/answer.js', async (request, reply) => {
      if (!contextOf(request, reply).devConveniences) return hidden(reply);
      return reply.type('text/javascript; charset=utf-8').send(ANSWER_SCRIPT);
    });
    app.post('/dev/phone', async (request, reply) => {
      if (!contextOf(request, reply).devConveniences) return hidden(reply);
      const answer = (request.body as { answer?: unknown } | null)?.answer;
      if (typeof answer !== 'string' || !Object.hasOwn(PHONE_ANSWERS, answer))
        return reply.code(400).send({ message: `answer must be one of ${Object.keys(PHONE_ANSWERS).join(', ')}`, error: 'BAD_USER_INPUT' });
      standIns.daraja.defaultAction = answer as PhoneAnswer;
      standIns.momo.defaultAction = answer as PhoneAnswer;
      return phoneState(standIns);
    });
  };
}

/** Starts the three stand-ins on loopback ports of their own; what the API needs to use them comes with them. */
export async function startProviderStandIns(): Promise<ProviderStandIns> {
  const started: { close(): Promise<void> }[] = [];
  const close = async () => {
    await Promise.all(started.map((standIn) => standIn.close()));
  };
  try {
    const daraja = await startDarajaStandIn();
    started.push(daraja);
    const momo = await startMomoStandIn();
    started.push(momo);
    const sms = await startSmsStandIn();
    started.push(sms);
    return { daraja, momo, sms, settings: { ...mobileMoneySettings(daraja, momo), ...smsSettings(sms) }, phonePage: phonePage({ daraja, momo, sms }), close };
  } catch (error) {
    await close();
    throw error;
  }
}
