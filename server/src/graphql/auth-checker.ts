import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from '../context.js';
import type { Role } from '../modules/users/role.js';

/** `@Authorized()` needs a signed-in viewer; `@Authorized(roles)` needs one of those roles. */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  if (!context.viewer) return false;
  return roles.length === 0 || roles.includes(context.viewer.role);
};
