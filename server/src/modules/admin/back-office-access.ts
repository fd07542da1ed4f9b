// The admin back office answers admins and sub-admins only: every admin service checks this first.
import type { RequestContext, Viewer } from '../../context.js';
import { DomainError } from '../../errors.js';
import { Role } from '../users/role.js';

export const backOfficeRoles: readonly Role[] = [Role.ADMIN, Role.SUBADMIN];

/** The viewer when it is an admin or sub-admin; 'Unauthenticated' without a session, FORBIDDEN for any other role. */
export function requireBackOffice(ctx: Pick<RequestContext, 'viewer'>): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Unauthenticated');
  if (!backOfficeRoles.includes(ctx.viewer.role)) throw new DomainError('FORBIDDEN', 'Only admins and sub-admins may do this.');
  return ctx.viewer;
}
