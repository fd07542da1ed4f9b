// Who may use the admin back office (spec §6): admins and sub-admins; some actions are the admin's alone.
import type { RequestContext, Viewer } from '../../context.js';
import { DomainError } from '../../errors.js';
import type { AuditActor } from '../audit/audit-log.js';
import { Role } from '../users/role.js';

export const BACK_OFFICE_ROLES = [Role.ADMIN, Role.SUBADMIN] as const;

/** The spec §8 wording sub-admin calls show on a 401. */
export const UNAUTHENTICATED = 'Unauthenticated';
const FORBIDDEN = 'Only the back office (admins and sub-admins) may do this.';
const ADMIN_ONLY = 'Only an admin may do this.';

/** The viewer when an admin or sub-admin; else UNAUTHENTICATED (no session) or FORBIDDEN. */
export function backOfficeViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', UNAUTHENTICATED);
  if (!(BACK_OFFICE_ROLES as readonly Role[]).includes(ctx.viewer.role)) throw new DomainError('FORBIDDEN', FORBIDDEN);
  return ctx.viewer;
}

/** The viewer when an admin; a sub-admin and everyone else are refused. */
export function adminViewer(ctx: RequestContext): Viewer {
  const viewer = backOfficeViewer(ctx);
  if (viewer.role !== Role.ADMIN) throw new DomainError('FORBIDDEN', ADMIN_ONLY);
  return viewer;
}

/** The request's viewer as the audit log names an actor. */
export const auditActorOf = (ctx: RequestContext, viewer: Viewer): AuditActor => ({ id: viewer.id, role: viewer.role, requestId: ctx.requestId });
