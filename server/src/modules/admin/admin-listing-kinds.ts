// The listing kinds of the admin back office, as the registry lists them (listings/kind-registry.ts): the content
// service, the resolvers and the REST routes are driven by these descriptions.
import type { BookingType } from '../bookings/booking.entity.js';
import { type KindDefinition, kindOf, listingKinds } from '../listings/kind-registry.js';
import type { Listing } from '../listings/listing.entity.js';
import type { Role } from '../users/role.js';
import type { AdminKindFields, AdminListingKind } from './admin-kind.js';

export { AdminListingKind, type ListingFields, listingFieldsSchema, type ParsedListingFields } from './admin-kind.js';
export { DEFAULT_OPENING_HOURS } from '../listings/restaurants/restaurant.kind.js';

/** A listing of any kind, as the back office handles it. */
export type AnyListing = Listing;

/** A kind as the back office reads it: its admin description with its registry entry's names. */
export interface AdminKind extends AdminKindFields {
  /** As messages name one: "Hotel not found". */
  label: string;
  /** The audit log's subject type: the kind's table. */
  subject: string;
  entity: new () => Listing;
  bookingType: BookingType;
  /** The only role whose accounts may own a listing of this kind. */
  partnerRole: Role;
}

const adminKindFrom = (kind: KindDefinition): AdminKind => ({
  ...kind.admin,
  label: kind.label,
  subject: kind.table,
  entity: kind.entity(),
  bookingType: kind.type,
  partnerRole: kind.partnerRole,
});

/** Every kind of the back office. */
export const adminKindList = (): AdminKind[] => listingKinds().map(adminKindFrom);

/** The kind the admin paths name `kind`. */
export function adminKindOf(kind: AdminListingKind): AdminKind {
  const found = listingKinds().find((known) => known.admin.kind === kind);
  if (!found) throw new Error(`No listing kind ${kind} in the back office.`);
  return adminKindFrom(found);
}

/** The legacy path segments of a kind (spec §7 'Admin'): its own, and its legacy name where that differs (`nightlife`). */
export function kindSegments(): Record<string, AdminListingKind> {
  return Object.fromEntries(
    listingKinds().flatMap((kind) => [[kind.admin.kind, kind.admin.kind], ...(kind.legacyName !== kind.type ? [[kind.legacyName, kind.admin.kind]] : [])]),
  );
}

/** The kind a booking type belongs to. */
export const kindOfBookingType = (type: BookingType): AdminKind => adminKindFrom(kindOf(type));

/** The columns every kind shares, in an audit snapshot. */
export const sharedAuditFields = ['name', 'description', 'imagePath', 'owner', 'country', 'city'] as const satisfies readonly (keyof Listing)[];
