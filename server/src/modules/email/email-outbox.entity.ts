import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/** A file sent with a mail, such as the .ics of a booking; small text files only. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export enum EmailStatus {
  /** Written, not handed over yet. */
  PENDING = 'pending',
  /** Accepted by the SMTP server. */
  SENT = 'sent',
  /** No SMTP server configured: printed to the log and kept here (the dev mailbox reads it). */
  LOGGED = 'logged',
  /** Every attempt failed; `lastError` says why. */
  FAILED = 'failed',
  /** Never sent: its recipient's account was deleted while it waited. */
  CANCELLED = 'cancelled',
}

/**
 * Every e-mail the product sends, written in the transaction that causes it; a trigger adds its delivery job to the
 * job queue in that same transaction (jobs.ts delivers it, and retries it with a growing delay).
 */
@Entity({ tableName: 'email_outbox' })
@Index({ properties: ['status', 'createdAt'] })
export class EmailOutbox {
  [OptionalProps]?: 'createdAt' | 'attempts' | 'status' | 'attachments';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string' })
  @Index()
  recipient!: string;

  /** What the mail is for ('verify-email', 'reset-password', 'password-changed'). */
  @Property({ type: 'string' })
  template!: string;

  @Property({ type: 'string', length: 2 })
  language!: string;

  @Property({ type: 'string' })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'json', nullable: true })
  attachments?: EmailAttachment[] | null;

  @Enum({ items: () => EmailStatus, nativeEnumName: 'email_status', default: EmailStatus.PENDING })
  status: EmailStatus = EmailStatus.PENDING;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** After a failed attempt: when the job queue tries again (the delay grows with each attempt). */
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt?: Date | null;
}
