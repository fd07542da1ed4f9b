// What one listing kind is, as the registry lists it (kind-registry.ts): a kind's folder describes itself with this.
import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClassType } from 'type-graphql';
import type { AdminKindFields } from '../admin/admin-kind.js';
import type { BookingType } from '../bookings/booking.entity.js';
import type { BookingDetails, BookingPlugin } from '../bookings/booking-kind.js';
import type { Role } from '../users/role.js';
import type { User } from '../users/user.entity.js';
import type { Listing } from './listing.entity.js';
import type { PolicyRule } from './policy-rules.js';

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
  /** How many photos its gallery shows besides the cover (the listing editor, partners/listing-editor.ts); 12 unless given. */
  photoLimit?: number;
  /** The rules its listings state to travellers before they book (listing-policies.ts), in order; none unless given. */
  policies?: readonly PolicyRule[];
  /** GraphQL resolvers of its own, beyond those every kind shares. */
  resolvers?: () => ClassType[];
  /** What the demo database holds of it (db/seed); a kind without one starts empty. */
  seed?: KindSeed;
}

/** A kind's part of the demo database: its listings, its demo partner, and how the demo bookings book it. */
export interface KindSeed {
  /** The demo account of its partner role (password DEMO_PASSWORD). */
  demoPartner: { email: string; firstName: string; lastName: string };
  /** Its listings in every country: `demoPartner` owns some, partner accounts of each country (with `passwordHash`) the rest. */
  listings(tx: EntityManager, demoPartner: User, passwordHash: string): Promise<void>;
  /** The listings demo bookings use beyond those the public sees, as SQL on its table's columns. */
  bookableSql?: string;
  /** Whether a booking of it lasts nights or days, priced per night (a stay, a hire), rather than per person. */
  perNight: boolean;
  /** The time a demo booking starts at, for a kind booked at a time. */
  startTime: string | null;
  /** A request the booking service accepts for the listing from `date` (or a date soon after), or null when none fits. */
  demoRequest(tx: EntityManager, listingId: number, date: string): Promise<BookingDetails | null>;
}

/** A listing entity class of a kind. */
export type ListingClass = new () => Listing;
