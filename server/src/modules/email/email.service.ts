// E-mail: written to the outbox in the caller's transaction, delivered by the job queue once it commits.
// With SMTP_URL it goes out by SMTP; without, it is logged and stays readable in the dev mailbox.
import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import { emailsFailed, emailsQueued } from '../../observability/metrics.js';
import { EmailOutbox, EmailStatus } from './email-outbox.entity.js';
import type { EmailContent } from './email-templates.js';

/** The job queue's wait before the next attempt (graphile-worker: e^attempts seconds, at most e^10): 3 s, 7 s, 20 s ... 18 min. */
const queueRetryDelayMs = (attempts: number) => Math.exp(Math.min(attempts, 10)) * 1000;

export class EmailService {
  private readonly transport?: Transporter;

  constructor(private readonly config: Config) {
    // A provider that hangs holds one delivery job, never a request: the job gives up within these.
    if (config.smtpUrl)
      this.transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  /** Adds the mail to the unit of work of `em`: it exists only if the caller's transaction commits. */
  enqueue(em: EntityManager, recipient: string, content: EmailContent): EmailOutbox {
    emailsQueued.inc({ template: content.template });
    return em.create(EmailOutbox, { recipient, ...content });
  }

  /**
   * Delivers one mail of the outbox: the job the outbox's trigger added with it (jobs.ts). A failure is recorded on the
   * mail and thrown, so that the queue tries again after a growing delay; after the last attempt the mail is failed.
   * A mail already handed over (the job ran twice) is not sent again.
   */
  async deliver(em: EntityManager, id: string, { attempt, lastAttempt }: { attempt: number; lastAttempt: boolean }): Promise<void> {
    const mail = await em.findOne(EmailOutbox, { id, status: EmailStatus.PENDING });
    if (!mail) return;
    mail.attempts = attempt;
    try {
      mail.status = await this.send(mail);
      mail.sentAt = new Date();
      mail.lastError = null;
      mail.nextAttemptAt = null;
    } catch (error) {
      mail.lastError = error instanceof Error ? error.message : String(error);
      emailsFailed.inc({ final: String(lastAttempt) });
      if (lastAttempt) mail.status = EmailStatus.FAILED;
      else mail.nextAttemptAt = new Date(Date.now() + queueRetryDelayMs(attempt));
      await em.flush();
      throw error;
    }
    await em.flush();
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
