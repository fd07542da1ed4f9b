import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { DomainError } from '../errors.js';
import type { Role } from '../modules/users/role.js';

/**
 * `@Authorized()` needs a signed-in viewer; `@Authorized(roles)` needs one of those roles. A guest is
 * told UNAUTHENTICATED (sign in), a signed-in viewer of another role FORBIDDEN (signing in again won't help).
 */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  if (!context.viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
  if (roles.length === 0 || roles.includes(context.viewer.role)) return true;
  throw new DomainError('FORBIDDEN', 'Your account may not do this.');
};
