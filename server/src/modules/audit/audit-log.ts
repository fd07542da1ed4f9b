// The audit trail of back-office changes. Callers record inside the unit of work that makes the change.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { AuditEntry, type AuditOutcome } from './audit-entry.entity.js';

/** Who acts: the viewer of a request (a session) or a partner API key's owner. */
export interface AuditActor {
  id: string;
  role: Role;
  apiKeyId?: string | null;
  requestId?: string | null;
}

export interface AuditChange {
  action: string;
  subjectType: string;
  subjectId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  outcome?: AuditOutcome;
}

/**
 * Queues an entry on `em`: it is written by the caller's next flush, in the same transaction as the
 * change it describes. For a refused attempt (no change to flush), use {@link recordNow}.
 */
export function recordAudit(em: EntityManager, actor: AuditActor, change: AuditChange): AuditEntry {
  const entry = em.create(AuditEntry, {
    actor: em.getReference(User, actor.id),
    actorRole: actor.role,
    apiKeyId: actor.apiKeyId ?? null,
    requestId: actor.requestId ?? null,
    action: change.action,
    subjectType: change.subjectType,
    subjectId: String(change.subjectId),
    outcome: change.outcome ?? 'done',
    before: change.before ?? null,
    after: change.after ?? null,
  });
  em.persist(entry);
  return entry;
}

/** Writes an entry at once, on its own: for attempts that were refused and so change nothing else. */
export async function recordNow(em: EntityManager, actor: AuditActor, change: AuditChange): Promise<void> {
  const own = em.fork();
  recordAudit(own, actor, change);
  await own.flush();
}

/** The fields of a row worth keeping in an entry: plain values only, relations by id. */
export function auditSnapshot<T extends object>(row: T, fields: readonly (keyof T & string)[]): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[field] as unknown;
    snapshot[field] = value instanceof Date ? value.toISOString() : value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value;
  }
  return snapshot;
}
