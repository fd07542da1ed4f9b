/** Roles of spec §6; the value is the wire name used by the REST layer and the database. */
export enum Role {
  USER = 'user',
  ADMIN = 'admin',
  SUBADMIN = 'subadmin',
  HOTEL_MANAGER = 'hotel_manager',
  RESTAURANT_MANAGER = 'restaurant_manager',
  TOUR_ORGANIZER = 'tour_organizer',
  TRANSPORT_BUSINESS = 'transport_business',
  LEISURE_MANAGER = 'leisure_manager',
}

const partnerRoles: Role[] = [Role.HOTEL_MANAGER, Role.RESTAURANT_MANAGER, Role.TOUR_ORGANIZER, Role.TRANSPORT_BUSINESS, Role.LEISURE_MANAGER];

/**
 * The roles that own listings of one kind (spec §6): hotel, restaurant, tour, transport and leisure partners, and
 * the partners of kinds registered since (kind-registry.ts). Pass this array itself to `@Authorized`, not a copy.
 */
export const PARTNER_ROLES: readonly Role[] = partnerRoles;

export const isPartnerRole = (role: Role) => PARTNER_ROLES.includes(role);

/** Where each role lands after signing in (spec §6 'Home after sign-in'). */
export const roleHomePath: Record<Role, string> = {
  [Role.USER]: '/',
  [Role.ADMIN]: '/admin-dashboard',
  [Role.SUBADMIN]: '/admin-dashboard',
  [Role.HOTEL_MANAGER]: '/hotel-dashboard',
  [Role.RESTAURANT_MANAGER]: '/restaurant-dashboard',
  [Role.TOUR_ORGANIZER]: '/tour-dashboard',
  [Role.TRANSPORT_BUSINESS]: '/transport-dashboard',
  [Role.LEISURE_MANAGER]: '/leisure-dashboard',
};

/** The partner role of a kind registered at boot: a value of the Role enum, landing on the kind's dashboard. */
export function addPartnerRole(key: string, role: Role, homePath: string): void {
  if (partnerRoles.includes(role)) return;
  Object.assign(Role, { [key]: role });
  partnerRoles.push(role);
  roleHomePath[role] = homePath;
}
