// E-mail: written to the outbox in the caller's transaction, delivered after it commits.
// With SMTP_URL it goes out by SMTP; without, it is logged and stays readable in the dev mailbox.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import { emailsFailed, emailsQueued } from '../../observability/metrics.js';
import { EmailOutbox, EmailStatus } from './email-outbox.entity.js';
import type { EmailContent } from './email-templates.js';

const MAX_ATTEMPTS = 5;
/** The wait after the first failure; it doubles with each attempt (30 s, 1, 2, 4 min), so a provider's outage is ridden out. */
const FIRST_RETRY_MS = 30_000;

export const retryDelayMs = (attempts: number) => FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);

export class EmailService {
  private readonly transport?: Transporter;

  constructor(private readonly config: Config) {
    // A provider that hangs holds one outbox pass, never a request: the pass gives up within these.
    if (config.smtpUrl)
      this.transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  /** Adds the mail to the unit of work of `em`: it exists only if the caller's transaction commits. */
  enqueue(em: EntityManager, recipient: string, content: EmailContent): EmailOutbox {
    emailsQueued.inc({ template: content.template });
    return em.create(EmailOutbox, { recipient, ...content });
  }

  /**
   * Writes the mails to the outbox at once, in one statement of their own (no transaction to open and commit), and
   * delivers them soon: for mail about work that has already committed.
   */
  async enqueueNow(em: EntityManager, mails: Array<{ recipient: string; content: EmailContent }>): Promise<void> {
    if (!mails.length) return;
    for (const { content } of mails) emailsQueued.inc({ template: content.template });
    await em.insertMany(
      EmailOutbox,
      mails.map(({ recipient, content }) => em.create(EmailOutbox, { recipient, ...content }, { persist: false })),
    );
    this.deliverSoon(em);
  }

  private delivering = false;
  private deliverAgain = false;

  /**
   * Delivers pending mail off the caller's path. Calls made while a delivery runs fold into one more pass,
   * so a burst of bookings costs a few outbox scans rather than one each.
   */
  deliverSoon(em: EntityManager): void {
    if (this.delivering) {
      this.deliverAgain = true;
      return;
    }
    this.delivering = true;
    setImmediate(async () => {
      try {
        do {
          this.deliverAgain = false;
          await this.deliverPending(em.fork());
        } while (this.deliverAgain);
      } catch {
        // Still pending: the next mail's delivery picks it up.
      } finally {
        this.delivering = false;
      }
    });
  }

  /**
   * Hands over what is pending and due, oldest first. A failure stays pending and is tried again after a
   * growing delay (the outbox job of jobs.ts comes back for it), up to 5 tries; then it is marked failed.
   */
  async deliverPending(em: EntityManager): Promise<void> {
    await em.transactional(async (tx) => {
      // SKIP LOCKED: two API replicas (or two requests) never send the same mail twice.
      const pending = await tx.find(
        EmailOutbox,
        { status: EmailStatus.PENDING, $or: [{ nextAttemptAt: null }, { nextAttemptAt: { $lte: new Date() } }] },
        { orderBy: { createdAt: 'asc' }, limit: 50, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const mail of pending) {
        mail.attempts += 1;
        try {
          mail.status = await this.send(mail);
          mail.sentAt = new Date();
          mail.lastError = null;
          mail.nextAttemptAt = null;
        } catch (error) {
          mail.lastError = error instanceof Error ? error.message : String(error);
          const final = mail.attempts >= MAX_ATTEMPTS;
          emailsFailed.inc({ final: String(final) });
          if (final) mail.status = EmailStatus.FAILED;
          else mail.nextAttemptAt = new Date(Date.now() + retryDelayMs(mail.attempts));
        }
      }
    });
  }

  private async send(mail: EmailOutbox): Promise<EmailStatus> {
    if (this.transport) {
      const attachments = mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content }));
      await this.transport.sendMail({ from: this.config.mailFrom, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html, attachments });
      return EmailStatus.SENT;
    }
    if (this.config.logLevel !== 'silent') {
      // Links carry tokens: production logs name the mail, never its body.
      const body = this.config.isProduction ? '' : `${mail.text.replace(/^/gm, '   ')}\n`;
      process.stdout.write(`✉  to ${mail.recipient}: ${mail.subject} (no SMTP_URL: logged, not sent)\n${body}`);
    }
    return EmailStatus.LOGGED;
  }

  /** The dev mailbox: latest mails, newest first (never served in production). */
  latest(em: EntityManager, recipient: string | undefined, limit: number): Promise<EmailOutbox[]> {
    return em.find(EmailOutbox, recipient ? { recipient: recipient.toLowerCase() } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }
}
