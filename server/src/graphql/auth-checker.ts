import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { DomainError } from '../errors.js';
import type { Role } from '../modules/users/role.js';

/**
 * `@Authorized()` needs a signed-in viewer; `@Authorized(roles)` needs one of those roles. The refusal says
 * which: UNAUTHENTICATED without a session (sign in), FORBIDDEN for a role that may not (as REST's 401 and 403).
 */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  if (!context.viewer) throw new DomainError('UNAUTHENTICATED', 'Unauthenticated');
  if (roles.length > 0 && !roles.includes(context.viewer.role)) throw new DomainError('FORBIDDEN', 'Your account may not do this.');
  return true;
};
