// The kinds of listing travellers book, listed once. Every place that needs "the kinds" (booking, admin content,
// partner scope, favourites, metrics, help search, the REST paths, the GraphQL BookingType enum) reads them here.
// A kind is one folder: its entity, read descriptor, seed and booking plug-in, described by its `<kind>.kind.ts`.
// More kinds may be registered before the schema and the ORM are built (a test adds one this way).
import { AdminListingKind } from '../admin/admin-kind.js';
import { BookingType } from '../bookings/booking.entity.js';
import { addPartnerRole, type Role } from '../users/role.js';
import type { KindDefinition } from './kind-definition.js';

export type { KindDefinition, ListingClass } from './kind-definition.js';
import { hotelDefinition } from './hotels/hotel.kind.js';
import { leisureDefinition } from './leisure/leisure.kind.js';
import { restaurantDefinition } from './restaurants/restaurant.kind.js';
import { tourDefinition } from './tours/tour.kind.js';
import { transportDefinition } from './transport/transport.kind.js';

/** A function, not a constant: the listing modules and the booking module import each other, so kinds are read late. */
const builtIn = (): KindDefinition[] => [hotelDefinition, tourDefinition, restaurantDefinition, leisureDefinition, transportDefinition].map(enrol);
const registered: KindDefinition[] = [];

const enrolled = new WeakSet<KindDefinition>();
/**
 * Gives a kind its values in the BookingType and AdminListingKind enums and its partner role, where they lack them:
 * a new kind is its folder and its entry above, with no enum to edit. Runs before the schema and the ORM read them.
 */
function enrol(kind: KindDefinition): KindDefinition {
  if (enrolled.has(kind)) return kind;
  if (!(Object.values(BookingType) as string[]).includes(kind.type)) Object.assign(BookingType, { [kind.enumKey]: kind.type });
  if (!(Object.values(AdminListingKind) as string[]).includes(kind.admin.kind)) Object.assign(AdminListingKind, { [kind.enumKey]: kind.admin.kind });
  addPartnerRole(kind.partnerRoleKey, kind.partnerRole, `/${kind.type}-dashboard`);
  enrolled.add(kind);
  return kind;
}

/** Adds a kind; call it before the schema and the ORM are built (its values join the BookingType and AdminListingKind enums). */
export function registerKind(kind: KindDefinition): void {
  if (listingKinds().some((known) => known.type === kind.type)) throw new Error(`The kind ${kind.type} is registered already.`);
  registered.push(enrol(kind));
}

export const listingKinds = (): KindDefinition[] => [...builtIn(), ...registered];

/** The kind of a booking type (a booking's, or a typed request's). */
/** The kind whose partners hold this role, if any. */
export const kindOwnedBy = (role: Role): KindDefinition | undefined => listingKinds().find((kind) => kind.partnerRole === role);

/** The SQL of every public listing's `columns`, one select per kind's table joined by `union all`; `kind` is the booking type. */
export function publicListingsSql(columns: string, where = 'true'): string {
  return listingKinds()
    .map((kind) => `select '${kind.type}' as kind, ${columns} from ${kind.table} where (${kind.visibleSql}) and ${where}`)
    .join(' union all ');
}

export function kindOf(type: string): KindDefinition {
  const kind = listingKinds().find((known) => known.type === type);
  if (!kind) throw new Error(`No kind ${type} is registered.`);
  return kind;
}
