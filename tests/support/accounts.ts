// Helpers for account tests: a real SMTP peer on loopback, links out of mails, cookies out of answers.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface DeliveredMail {
  to: string[];
  raw: string;
  /** The decoded text of the message (quoted-printable soft breaks and escapes undone). */
  text: string;
}

/** A unique address per test: test files share one database and run in parallel. */
export const freshEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function startSmtpPeer() {
  const delivered: DeliveredMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        delivered.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeQuotedPrintable(raw) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    /** The mails delivered to `to`, once there are at least `count` of them (waits up to 10 s). */
    async mailsTo(to: string, count = 1): Promise<DeliveredMail[]> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mails = delivered.filter((mail) => mail.to.includes(to.toLowerCase()));
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within 10 s (${mails.length} of ${count})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `path` (such as /auth/verify) in a mail's text. */
export function tokenFromLink(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[1]!;
}

/** name → value of the cookies an answer sets, with their attributes as the raw strings. */
export function setCookies(response: Response): Map<string, { value: string; attributes: string[] }[]> {
  const cookies = new Map<string, { value: string; attributes: string[] }[]>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    cookies.set(name, [...(cookies.get(name) ?? []), { value: pair.slice(index + 1), attributes }]);
  }
  return cookies;
}

/** The 1×1 PNG a browser would upload as an avatar. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
