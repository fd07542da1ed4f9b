import { EntityName, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Role } from '../users/role.js';
import { User } from '../users/user.entity.js';

/**
 * One change made from a back office (a partner dashboard, a partner API key, the admin back office):
 * who made it, what it touched, when, and the record before and after. Written in the same transaction
 * as the change, so the log never claims a change that was rolled back. Never updated or deleted.
 */
@Entity({ tableName: 'audit_entry' })
@Index({ properties: ['subjectType', 'subjectId', 'createdAt'] })
@Index({ properties: ['createdAt'] })
export class AuditEntry {
  declare [EntityName]?: 'AuditEntry';
  [OptionalProps]?: 'createdAt' | 'before' | 'after' | 'apiKeyId' | 'requestId' | 'actor' | 'outcome';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** Null only when the account was deleted since (the entry stays). */
  @ManyToOne(() => User, { fieldName: 'actor_id', nullable: true, deleteRule: 'set null', index: true })
  actor?: User | null;

  /** The actor's role at the time: a later role change does not rewrite history. */
  @Enum({ items: () => Role, nativeEnumName: 'user_role' })
  actorRole!: Role;

  /** Set when the change came through a partner API key rather than a signed-in session. */
  @Property({ type: 'string', nullable: true })
  apiKeyId?: string | null;

  /** What was done, as `subject.verb`: `room_type.create`, `hotel.deactivate`, `user.role_change`. */
  @Property({ type: 'string' })
  action!: string;

  /** `hotel`, `room_type`, `user`, `support_ticket`, ... and the id of that row. */
  @Property({ type: 'string' })
  subjectType!: string;

  @Property({ type: 'string' })
  subjectId!: string;

  /** `done`, or `denied` for an attempt the rules refused (a role escalation, say): those are logged too. */
  @Property({ type: 'string', default: 'done' })
  outcome: AuditOutcome = 'done';

  @Property({ type: 'json', nullable: true })
  before?: Record<string, unknown> | null;

  @Property({ type: 'json', nullable: true })
  after?: Record<string, unknown> | null;

  @Property({ type: 'string', nullable: true })
  requestId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

export type AuditOutcome = 'done' | 'denied';
