// A local HTTP server speaking Africa's Talking's bulk SMS API (POST /version1/messaging, form fields username, to,
// message and from, the `apiKey` header), so that the real client is exercised. It keeps every message it took in its
// outbox; per number it can refuse the recipient (InvalidPhoneNumber, InsufficientBalance), and it can fail the next
// requests with a 500 before it takes them again. A wrong username or key is a 401, as the real API answers.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback.js';

export const AFRICASTALKING_CREDENTIALS = { username: 'stand-in-app', apiKey: 'atsk_stand_in_key' };

export interface SentSms {
  to: string;
  message: string;
  from: string | null;
  messageId: string;
}

/** Africa's Talking's per-recipient statuses this stand-in gives. */
export type RecipientFailure = 'InvalidPhoneNumber' | 'InsufficientBalance';

const STATUS_CODES: Record<RecipientFailure, number> = { InvalidPhoneNumber: 403, InsufficientBalance: 405 };

export interface SmsStandIn {
  baseUrl: string;
  /** The messages taken, oldest first. */
  outbox: SentSms[];
  /** Requests that reached it, taken or not. */
  requests: number;
  /** The recipient status for a number (E.164); taken otherwise. */
  failures: Map<string, RecipientFailure>;
  /** The next this many requests fail with a 500. */
  failNext: number;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  return new URLSearchParams(raw);
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** On `port` (0: any free one). */
export async function startSmsStandIn(port = 0, credentials = AFRICASTALKING_CREDENTIALS): Promise<SmsStandIn> {
  const standIn = { outbox: [], requests: 0, failures: new Map(), failNext: 0 } as unknown as SmsStandIn;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method !== 'POST' || url.pathname !== '/version1/messaging') return json(response, 404, { message: 'Not found' });
    standIn.requests++;
    const form = await readForm(request);
    if (request.headers.apikey !== credentials.apiKey || form.get('username') !== credentials.username)
      return response.writeHead(401, { 'content-type': 'text/plain' }).end('The supplied authentication is invalid');
    if (standIn.failNext > 0) {
      standIn.failNext--;
      return response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    }
    const to = form.get('to') ?? '';
    const message = form.get('message') ?? '';
    if (!/^\+\d{8,15}$/.test(to) || !message || request.headers['content-type'] !== 'application/x-www-form-urlencoded')
      return response.writeHead(400, { 'content-type': 'text/plain' }).end('Request is missing required form field');
    const failure = standIn.failures.get(to);
    const messageId = `ATXid_${randomUUID().replaceAll('-', '')}`;
    if (failure)
      return json(response, 201, {
        SMSMessageData: {
          Message: 'Sent to 0/1 Total Cost: 0',
          Recipients: [{ statusCode: STATUS_CODES[failure], number: to, status: failure, cost: '0', messageId: 'None' }],
        },
      });
    standIn.outbox.push({ to, message, from: form.get('from'), messageId });
    return json(response, 201, {
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: KES 0.8000',
        Recipients: [{ statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId }],
      },
    });
  });
  Object.assign(standIn, await listenOnLoopback(server, port));
  return standIn;
}

/** The settings that point the API at this stand-in. */
export function smsSettings(standIn: SmsStandIn, credentials = AFRICASTALKING_CREDENTIALS): Record<string, string> {
  return { AFRICASTALKING_BASE_URL: standIn.baseUrl, AFRICASTALKING_USERNAME: credentials.username, AFRICASTALKING_API_KEY: credentials.apiKey };
}
