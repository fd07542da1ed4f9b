// The kinds of listing travellers book, listed once. Every place that needs "the kinds" (booking, admin content,
// partner scope, favourites, metrics, help search, the REST paths, the GraphQL BookingType enum) reads them here.
// A kind is one folder: its entity, read descriptor, seed and booking plug-in, described by its `<kind>.kind.ts`.
// More kinds may be registered before the schema and the ORM are built (a test adds one this way).
import { type AdminKindFields, AdminListingKind } from '../admin/admin-kind.js';
import { BookingType } from '../bookings/booking.entity.js';
import type { BookingPlugin } from '../bookings/booking-kind.js';
import type { EntityClass } from '@mikro-orm/core';
import type { ClassType } from 'type-graphql';
import type { Listing } from './listing.entity.js';
import { addPartnerRole, type Role } from '../users/role.js';
import { hotelDefinition } from './hotels/hotel.kind.js';
import { leisureDefinition } from './leisure/leisure.kind.js';
import { restaurantDefinition } from './restaurants/restaurant.kind.js';
import { tourDefinition } from './tours/tour.kind.js';
import { transportDefinition } from './transport/transport.kind.js';

export interface KindDefinition {
  /** The one name of the kind in code and in the database: the booking type (`hotel`, `transport`). */
  type: BookingType;
  /** Its value in the GraphQL BookingType enum (`HOTEL`). */
  enumKey: string;
  /** Its name on the legacy REST paths (spec §3 booking_type: `nightlife` for leisure). */
  legacyName: string;
  /** The table its listings live in (owner_id, country_code, city_id, name, popularity on each). */
  table: string;
  /** The SQL condition, on the table's columns, for a listing the public sees. */
  visibleSql: string;
  /** The column of its price in minor units (the demo bookings are priced from it). */
  priceColumn: string;
  /** The web page a traveller books one at (help answers link to it). */
  bookingPath: (id: number) => string;
  /** The only role whose accounts own listings of this kind, and its key in the Role enum (`HOTEL_MANAGER`). */
  partnerRole: Role;
  partnerRoleKey: string;
  /** As messages name one: "Hotel", "Venue" ("Venue not found"). */
  label: string;
  /** Its entity (a function: entity modules import the booking module, so classes are read late). */
  entity: () => ListingClass;
  /** Every entity of the kind for the ORM: the listing's and its children's (rooms, departures, tables, vehicles). */
  entities: () => EntityClass<object>[];
  /** What the admin back office needs of it (its path name, active flag, own fields, audit snapshot). */
  admin: AdminKindFields;
  booking: BookingPlugin;
  /** The GraphQL input of its booking request: the booking inputs carry it under `booking.inputField`. */
  bookingInput: () => ClassType;
  /** GraphQL resolvers of its own, beyond those every kind shares. */
  resolvers?: () => ClassType[];
}

/** A listing entity class of a kind. */
export type ListingClass = new () => Listing;

/** A function, not a constant: the listing modules and the booking module import each other, so kinds are read late. */
const builtIn = (): KindDefinition[] => [hotelDefinition, tourDefinition, restaurantDefinition, leisureDefinition, transportDefinition];
const registered: KindDefinition[] = [];

/** Adds a kind; call it before the schema and the ORM are built (its values join the BookingType and AdminListingKind enums). */
export function registerKind(kind: KindDefinition): void {
  if (listingKinds().some((known) => known.type === kind.type)) throw new Error(`The kind ${kind.type} is registered already.`);
  Object.assign(BookingType, { [kind.enumKey]: kind.type });
  Object.assign(AdminListingKind, { [kind.enumKey]: kind.admin.kind });
  addPartnerRole(kind.partnerRoleKey, kind.partnerRole, `/${kind.type}-dashboard`);
  registered.push(kind);
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
