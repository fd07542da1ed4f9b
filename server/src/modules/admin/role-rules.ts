// Who may give which role to whom (spec §6, §7 'Sub-admins'): nobody changes their own role; only an admin
// makes admins and sub-admins, or touches an admin's or sub-admin's role or account standing (a sub-admin who
// could mark the admin's e-mail unverified could lock them out); only an admin suspends or deletes an account. A refusal is a typed error and is written to
// the audit log as a denied attempt.
import type { Viewer } from '../../context.js';
import { DomainError } from '../../errors.js';
import { Role } from '../users/role.js';

/** The roles only an admin hands out or takes away. */
const backOfficeRoles: readonly Role[] = [Role.ADMIN, Role.SUBADMIN];

/** Why a role change is refused, or null when the viewer may make it. */
export function roleChangeRefusal(viewer: Viewer, target: { id: string; role: Role }, wanted: Role): string | null {
  if (viewer.id === target.id) return 'Nobody can change their own role.';
  if (viewer.role === Role.ADMIN) return null;
  if (backOfficeRoles.includes(wanted)) return 'Only an admin can make someone an admin or a sub-admin.';
  if (backOfficeRoles.includes(target.role)) return "Only an admin can change an admin's or a sub-admin's role.";
  return null;
}

/** Why a change to an account's standing (its e-mail verification) is refused, or null when the viewer may make it. */
export function accountChangeRefusal(viewer: Viewer, target: { role: Role }): string | null {
  if (viewer.role === Role.ADMIN || !backOfficeRoles.includes(target.role)) return null;
  return "Only an admin can change an admin's or a sub-admin's account.";
}

/** Why suspending or reinstating an account is refused: an admin's alone, never their own account nor an admin's. */
export function suspensionRefusal(viewer: Viewer, target: { id: string; role: Role }): string | null {
  if (viewer.role !== Role.ADMIN) return 'Only an admin can suspend or reinstate an account.';
  if (viewer.id === target.id) return 'Nobody can suspend their own account.';
  if (target.role === Role.ADMIN) return "An admin's account cannot be suspended.";
  return null;
}

/** Why deleting an account is refused for who is asking: an admin's alone, never their own account nor an admin's. */
export function deletionRefusal(viewer: Viewer, target: { id: string; role: Role }): string | null {
  if (viewer.role !== Role.ADMIN) return 'Only an admin can delete an account.';
  if (viewer.id === target.id) return 'Nobody can delete their own account.';
  if (target.role === Role.ADMIN) return "An admin's account cannot be deleted: change its role first.";
  return null;
}

export const roleChangeRefused = (message: string, field = 'role') => new DomainError('ROLE_CHANGE_REFUSED', message, field);
