// Reading the audit trail (who changed what, when, before and after), newest first, filtered, in keyset
// pages on (created_at, id): a page costs the same at any depth, and the created_at and subject indexes serve it.
import { z } from 'zod';
import type { RequestContext } from '../../../context.js';
import { backOfficeReads } from '../../../db/read-models.js';
import { DomainError } from '../../../errors.js';
import { optionalText, wholeNumber } from '../../../validation.js';
import type { AuditOutcome } from '../../audit/audit-entry.entity.js';
import type { Role } from '../../users/role.js';
import { User } from '../../users/user.entity.js';
import { adminKindList } from '../admin-listing-kinds.js';
import { backOfficeViewer } from '../back-office-access.js';
import { addDays } from '../../bookings/booking-dates.js';

export const AUDIT_PAGE_SIZE = 30;
export const MAX_AUDIT_PAGE_SIZE = 100;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' });

export const auditLogInput = z.object({
  /** An account id, or the start of the actor's e-mail. */
  actor: optionalText(254),
  /** `hotel.deactivate`, or a prefix such as `hotel.`. */
  action: optionalText(80),
  subjectType: optionalText(60),
  subjectId: optionalText(80),
  /** GraphQL sends it as a String. */
  outcome: z
    .string()
    .pipe(z.enum(['done', 'denied']))
    .nullish(),
  from: day.nullish(),
  to: day.nullish(),
  first: wholeNumber(1, MAX_AUDIT_PAGE_SIZE).nullish(),
  after: optionalText(120),
});

export type AuditLogQuery = z.output<typeof auditLogInput>;

export interface AuditLogRow {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  actorRole: Role;
  apiKeyId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  /** The listing's or person's name (as it is now, else as the entry's snapshot had it); null when neither says. */
  subjectName: string | null;
  outcome: AuditOutcome;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  requestId: string | null;
}

export interface AuditLogPage {
  entries: AuditLogRow[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** An e-mail prefix matching more accounts than this is too vague to filter by. */
const MAX_ACTORS_MATCHED = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const encodeCursor = (row: { createdAt: Date; id: string }) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(createdAt ?? '');
  if (rest.length || !id || !/^\d{1,19}$/.test(id) || Number.isNaN(at.getTime()))
    throw new DomainError('INVALID_CURSOR', 'The cursor is not one this list gave out.', 'after');
  return { createdAt: at, id };
}

/** The name an entry's snapshot keeps (a deleted listing's, say). */
function snapshotName(snapshot: unknown): string | null {
  const name = snapshot && typeof snapshot === 'object' ? (snapshot as Record<string, unknown>).name : undefined;
  return typeof name === 'string' && name.trim() ? name : null;
}

export class AuditLogService {
  /** A page of entries matching the filters (admins and sub-admins). */
  async page(ctx: RequestContext, filter: AuditLogQuery): Promise<AuditLogPage> {
    backOfficeViewer(ctx);
    if (filter.from && filter.to && filter.from > filter.to) throw new DomainError('BAD_USER_INPUT', 'from must be on or before to.', 'from');
    const size = filter.first ?? AUDIT_PAGE_SIZE;
    const after = filter.after ? decodeCursor(filter.after) : null;
    const actorIds = await this.actorsMatching(ctx, filter.actor?.trim());
    if (actorIds?.length === 0) return { entries: [], hasNextPage: false, endCursor: null };
    const rows = await backOfficeReads(ctx.em)
      .selectFrom('audit_entry')
      .select(['id', 'createdAt', 'actor', 'actorRole', 'apiKeyId', 'action', 'subjectType', 'subjectId', 'outcome', 'before', 'after', 'requestId'])
      .$if(Boolean(actorIds), (query) => query.where('actor', 'in', actorIds!))
      .$if(Boolean(filter.action), (query) => query.where('action', 'like', likePrefix(filter.action!)))
      .$if(Boolean(filter.subjectType), (query) => query.where('subjectType', '=', filter.subjectType!))
      .$if(Boolean(filter.subjectId), (query) => query.where('subjectId', '=', filter.subjectId!))
      .$if(Boolean(filter.outcome), (query) => query.where('outcome', '=', filter.outcome!))
      .$if(Boolean(filter.from), (query) => query.where('createdAt', '>=', new Date(`${filter.from}T00:00:00Z`)))
      .$if(Boolean(filter.to), (query) => query.where('createdAt', '<', new Date(`${addDays(filter.to!, 1)}T00:00:00Z`)))
      .$if(Boolean(after), (query) => query.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after!.createdAt, after!.id))))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(size + 1)
      .execute();
    const shown = rows.slice(0, size);
    const actors = await this.actorsById(
      ctx,
      shown.map((row) => row.actor).filter((id): id is string => Boolean(id)),
    );
    const subjects = await this.subjectNames(ctx, shown);
    const entries = shown.map(({ actor, ...row }) => ({
      ...row,
      subjectName: subjects.get(`${row.subjectType}|${row.subjectId}`) ?? snapshotName(row.after) ?? snapshotName(row.before),
      id: String(row.id),
      createdAt: new Date(row.createdAt),
      actorId: actor ?? null,
      actorEmail: (actor && actors.get(actor)?.email) || null,
      actorName: (actor && actors.get(actor)?.name) || null,
    })) as AuditLogRow[];
    const last = entries.at(-1);
    return { entries, hasNextPage: rows.length > size, endCursor: last ? encodeCursor(last) : null };
  }

  /** Ids of the accounts an actor filter names (an id, or the start of an e-mail); undefined for no filter. */
  private async actorsMatching(ctx: RequestContext, actor: string | undefined): Promise<string[] | undefined> {
    if (!actor) return undefined;
    if (UUID.test(actor)) return [actor.toLowerCase()];
    const users = await ctx.em.find(User, { email: { $like: likePrefix(actor.toLowerCase()) } }, { fields: ['id'], limit: MAX_ACTORS_MATCHED });
    return users.map((user) => user.id);
  }

  /** Names of the entries' subjects that are people or listings, keyed `type|id`: one query per type on the page. */
  private async subjectNames(ctx: RequestContext, rows: ReadonlyArray<{ subjectType: string; subjectId: string }>): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const idsOf = (type: string, shape: RegExp) => [
      ...new Set(rows.filter((row) => row.subjectType === type && shape.test(row.subjectId)).map((row) => row.subjectId)),
    ];
    const userIds = idsOf('user', UUID);
    if (userIds.length) {
      for (const [id, person] of await this.actorsById(ctx, userIds)) names.set(`user|${id}`, person.name || person.email);
    }
    for (const kind of adminKindList()) {
      const ids = idsOf(kind.subject, /^\d{1,10}$/).map(Number);
      if (!ids.length) continue;
      const listings = await ctx.em.find(kind.entity, { id: { $in: ids } }, { fields: ['id', 'name'] });
      for (const listing of listings) names.set(`${kind.subject}|${listing.id}`, listing.name);
    }
    return names;
  }

  private async actorsById(ctx: RequestContext, ids: string[]): Promise<Map<string, { email: string; name: string }>> {
    if (!ids.length) return new Map();
    const users = await ctx.em.find(User, { id: { $in: [...new Set(ids)] } }, { fields: ['id', 'email', 'firstName', 'lastName'] });
    return new Map(users.map((user) => [user.id, { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() }]));
  }
}
