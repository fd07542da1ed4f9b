import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../../http/api-context.js';
import { parseArgs } from '../../../graphql/arguments.js';
import { BACK_OFFICE_ROLES } from '../back-office-access.js';
import { AUDIT_PAGE_SIZE, auditLogInput } from './audit-log.service.js';
import { AuditLogEntry, AuditLogFilter, AuditLogPage } from './audit-log.types.js';

@Resolver()
export class AuditLogResolver {
  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => AuditLogPage, { description: 'Back-office changes and refused attempts, newest first (admins and sub-admins)' })
  async auditLog(
    @Arg('filter', () => AuditLogFilter, { nullable: true }) filter: AuditLogFilter | null,
    @Arg('first', () => Int, { defaultValue: AUDIT_PAGE_SIZE }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: ApiContext,
  ): Promise<AuditLogPage> {
    const page = await ctx.services.auditLog.page(ctx, parseArgs(auditLogInput, { ...filter, first, after }));
    const entries = page.entries.map(({ actorId, actorEmail, actorName, actorRole, ...entry }) =>
      Object.assign(new AuditLogEntry(), entry, { actor: { id: actorId, email: actorEmail, name: actorName, role: actorRole } }),
    );
    return Object.assign(new AuditLogPage(), { ...page, entries });
  }
}
