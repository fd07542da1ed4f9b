// The five kinds of listing the admin back office manages, described once: entity, booking type, the
// partner role that may own one, how its active flag is stored, its own fields and its snapshot for the
// audit log. The content service, the resolvers and the REST routes are driven by this table.
import { z } from 'zod';
import { badInput } from '../../errors.js';
import { singleLine, text } from '../../validation.js';
import { BookingType } from '../bookings/booking.entity.js';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import { HotelType } from '../listings/hotels/hotel.enums.js';
import { LeisureVenue } from '../listings/leisure/leisure.entity.js';
import { LeisureType } from '../listings/leisure/leisure.enums.js';
import type { Listing } from '../listings/listing.entity.js';
import { Restaurant } from '../listings/restaurants/restaurant.entity.js';
import { Cuisine, Weekday } from '../listings/restaurants/restaurant.enums.js';
import { Tour } from '../listings/tours/tour.entity.js';
import { TourCategory } from '../listings/tours/tour.enums.js';
import { TransportService } from '../listings/transport/transport.entity.js';
import { TransportStatus, TransportType } from '../listings/transport/transport.enums.js';
import { Role } from '../users/role.js';

/** A kind as the admin paths name it (`/admin/hotels`); `nightlife` and `leisure` are one kind. */
export enum AdminListingKind {
  HOTELS = 'hotels',
  RESTAURANTS = 'restaurants',
  TOURS = 'tours',
  TRANSPORT = 'transport',
  LEISURE = 'leisure',
}

/** The legacy path segments of a kind (spec §7 'Admin'). */
export const kindSegments: Record<string, AdminListingKind> = {
  hotels: AdminListingKind.HOTELS,
  restaurants: AdminListingKind.RESTAURANTS,
  tours: AdminListingKind.TOURS,
  transport: AdminListingKind.TRANSPORT,
  leisure: AdminListingKind.LEISURE,
  nightlife: AdminListingKind.LEISURE,
};

export type AnyListing = Hotel | Tour | Restaurant | LeisureVenue | TransportService;

/** The fields of an admin's create or update, as both edges pass them (price in US dollars). */
export interface ListingFields {
  name?: string | null;
  description?: string | null;
  countryCode?: string | null;
  cityId?: string | number | null;
  ownerId?: string | null;
  price?: number | null;
  imagePath?: string | null;
  type?: string | null;
  stars?: number | null;
  durationDays?: number | null;
  capacity?: number | null;
  priceLevel?: number | null;
  openTime?: string | null;
  closeTime?: string | null;
}

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time as HH:MM' });
const MAX_PRICE_DOLLARS = 1_000_000;

/** What every kind's create and update accept; each kind then requires its own fields. */
export const listingFieldsSchema = z
  .object({
    name: singleLine(200).trim().min(1, { error: 'is required' }).nullish(),
    description: text(4000).nullish(),
    countryCode: text(80).nullish(),
    cityId: z.union([z.string().max(20), z.number().int()]).nullish(),
    ownerId: z.uuid({ error: 'must be an account id' }).nullish(),
    price: z
      .number()
      .min(0, { error: 'cannot be negative' })
      .max(MAX_PRICE_DOLLARS, { error: `must be at most ${MAX_PRICE_DOLLARS}` })
      .nullish(),
    imagePath: text(300)
      .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, { error: 'must be a path under /media/' })
      .nullish(),
    type: text(40).nullish(),
    stars: z.number().min(0, { error: 'must be from 0 to 5' }).max(5, { error: 'must be from 0 to 5' }).nullish(),
    durationDays: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(60, { error: 'must be at most 60' })
      .nullish(),
    capacity: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(100_000, { error: 'must be at most 100000' })
      .nullish(),
    priceLevel: z.number().int({ error: 'must be a whole number' }).min(1, { error: 'must be from 1 to 4' }).max(4, { error: 'must be from 1 to 4' }).nullish(),
    openTime: clock.nullish(),
    closeTime: clock.nullish(),
  })
  .strict();

export type ParsedListingFields = z.output<typeof listingFieldsSchema>;

/** A field the kind needs on create: present in the change, else on the row already. */
function required<T>(value: T | null | undefined, field: string, existing?: T): T {
  if (value != null) return value;
  if (existing !== undefined) return existing;
  throw badInput(field, `${field} is required.`);
}

function oneOf<E extends Record<string, string>>(values: E, value: string, field: string): E[keyof E] {
  if (!(Object.values(values) as string[]).includes(value)) throw badInput(field, `${field} must be one of: ${Object.values(values).join(', ')}.`);
  return value as E[keyof E];
}

const toMinor = (dollars: number) => Math.round(dollars * 100);

export interface AdminKind<L extends AnyListing = AnyListing> {
  kind: AdminListingKind;
  /** As messages name one: "Hotel not found". */
  label: string;
  /** The audit log's subject type. */
  subject: string;
  entity: new () => L;
  bookingType: BookingType;
  /** The only role whose accounts may own a listing of this kind. */
  partnerRole: Role;
  isActive: (listing: L) => boolean;
  setActive: (listing: L, active: boolean) => void;
  /** The SQL condition on the kind's table for active (or inactive) rows, as a MikroORM filter. */
  activeWhere: (active: boolean) => Record<string, unknown>;
  priceMinor: (listing: L) => number;
  /** The kind's own fields from a change; on create (`listing` new) the required ones must be there. */
  apply: (listing: L, fields: ParsedListingFields, creating: boolean) => void;
  /** Its type, category or cuisine: shown, and searched with its name and city. */
  typeOf: (listing: L) => string;
  /** Its own columns in an audit snapshot. */
  auditFields: readonly string[];
  /** Its bundled picture when none is uploaded. */
  defaultImage: string;
}

const pick = <L>(listing: L, creating: boolean) => (creating ? undefined : listing);

const hotelKind: AdminKind<Hotel> = {
  kind: AdminListingKind.HOTELS,
  label: 'Hotel',
  subject: 'hotel',
  entity: Hotel,
  bookingType: BookingType.HOTEL,
  partnerRole: Role.HOTEL_MANAGER,
  isActive: (hotel) => hotel.active,
  setActive: (hotel, active) => {
    hotel.active = active;
  },
  activeWhere: (active) => ({ active }),
  priceMinor: (hotel) => hotel.pricePerNightMinor,
  apply(hotel, fields, creating) {
    const existing = pick(hotel, creating);
    hotel.type = fields.type != null ? oneOf(HotelType, fields.type, 'type') : required(null, 'type', existing?.type);
    hotel.stars = required(fields.stars, 'stars', existing?.stars);
    hotel.pricePerNightMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.pricePerNightMinor);
  },
  typeOf: (hotel) => hotel.type,
  auditFields: ['type', 'stars', 'pricePerNightMinor', 'active'],
  defaultImage: '/media/hotels/01.svg',
};

const tourKind: AdminKind<Tour> = {
  kind: AdminListingKind.TOURS,
  label: 'Tour',
  subject: 'tour',
  entity: Tour,
  bookingType: BookingType.TOUR,
  partnerRole: Role.TOUR_ORGANIZER,
  isActive: (tour) => tour.active,
  setActive: (tour, active) => {
    tour.active = active;
  },
  activeWhere: (active) => ({ active }),
  priceMinor: (tour) => tour.basePriceMinor,
  apply(tour, fields, creating) {
    const existing = pick(tour, creating);
    tour.category = fields.type != null ? oneOf(TourCategory, fields.type, 'type') : required(null, 'type', existing?.category);
    tour.durationDays = required(fields.durationDays, 'durationDays', existing?.durationDays);
    tour.basePriceMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.basePriceMinor);
  },
  typeOf: (tour) => tour.category,
  auditFields: ['category', 'durationDays', 'basePriceMinor', 'active'],
  defaultImage: '/media/tours/01.svg',
};

/** A new restaurant opens every day at these hours until its manager sets its own. */
export const DEFAULT_OPENING_HOURS = Object.values(Weekday).map((weekday) => ({ weekday, opens: '08:00', closes: '22:00' }));

const restaurantKind: AdminKind<Restaurant> = {
  kind: AdminListingKind.RESTAURANTS,
  label: 'Restaurant',
  subject: 'restaurant',
  entity: Restaurant,
  bookingType: BookingType.RESTAURANT,
  partnerRole: Role.RESTAURANT_MANAGER,
  isActive: (restaurant) => restaurant.active,
  setActive: (restaurant, active) => {
    restaurant.active = active;
  },
  activeWhere: (active) => ({ active }),
  priceMinor: (restaurant) => restaurant.averagePriceMinor,
  apply(restaurant, fields, creating) {
    const existing = pick(restaurant, creating);
    restaurant.cuisine = fields.type != null ? oneOf(Cuisine, fields.type, 'type') : required(null, 'type', existing?.cuisine);
    restaurant.averagePriceMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.averagePriceMinor);
    if (creating) {
      restaurant.ratingTenths = 0;
      restaurant.openingHours = DEFAULT_OPENING_HOURS;
    }
  },
  typeOf: (restaurant) => restaurant.cuisine,
  auditFields: ['cuisine', 'averagePriceMinor', 'active'],
  defaultImage: '/media/restaurants/01.svg',
};

const leisureKind: AdminKind<LeisureVenue> = {
  kind: AdminListingKind.LEISURE,
  label: 'Venue',
  subject: 'leisure_venue',
  entity: LeisureVenue,
  bookingType: BookingType.LEISURE,
  partnerRole: Role.LEISURE_MANAGER,
  isActive: (venue) => venue.active,
  setActive: (venue, active) => {
    venue.active = active;
  },
  activeWhere: (active) => ({ active }),
  priceMinor: (venue) => venue.entryPriceMinor,
  apply(venue, fields, creating) {
    const existing = pick(venue, creating);
    venue.type = fields.type != null ? oneOf(LeisureType, fields.type, 'type') : required(null, 'type', existing?.type);
    venue.entryPriceMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.entryPriceMinor);
    venue.capacity = required(fields.capacity, 'capacity', existing?.capacity);
    venue.priceLevel = required(fields.priceLevel, 'priceLevel', existing?.priceLevel);
    venue.openTime = fields.openTime != null ? `${fields.openTime}:00` : required(null, 'openTime', existing?.openTime);
    venue.closeTime = fields.closeTime != null ? `${fields.closeTime}:00` : required(null, 'closeTime', existing?.closeTime);
  },
  typeOf: (venue) => venue.type,
  auditFields: ['type', 'entryPriceMinor', 'capacity', 'priceLevel', 'openTime', 'closeTime', 'active'],
  defaultImage: '/media/leisure/01.svg',
};

const transportKind: AdminKind<TransportService> = {
  kind: AdminListingKind.TRANSPORT,
  label: 'Ride',
  subject: 'transport_service',
  entity: TransportService,
  bookingType: BookingType.TRANSPORT,
  partnerRole: Role.TRANSPORT_BUSINESS,
  isActive: (service) => service.status === TransportStatus.ACTIVE,
  setActive: (service, active) => {
    service.status = active ? TransportStatus.ACTIVE : TransportStatus.INACTIVE;
  },
  activeWhere: (active) => ({ status: active ? TransportStatus.ACTIVE : TransportStatus.INACTIVE }),
  priceMinor: (service) => service.pricePerDayMinor,
  apply(service, fields, creating) {
    const existing = pick(service, creating);
    service.type = fields.type != null ? oneOf(TransportType, fields.type, 'type') : required(null, 'type', existing?.type);
    service.pricePerDayMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.pricePerDayMinor);
  },
  typeOf: (service) => service.type,
  auditFields: ['type', 'pricePerDayMinor', 'status'],
  defaultImage: '/media/transport/01.svg',
};

export const adminKinds: Record<AdminListingKind, AdminKind> = {
  [AdminListingKind.HOTELS]: hotelKind as unknown as AdminKind,
  [AdminListingKind.TOURS]: tourKind as unknown as AdminKind,
  [AdminListingKind.RESTAURANTS]: restaurantKind as unknown as AdminKind,
  [AdminListingKind.LEISURE]: leisureKind as unknown as AdminKind,
  [AdminListingKind.TRANSPORT]: transportKind as unknown as AdminKind,
};

/** The kind a booking type belongs to. */
export const kindOfBookingType = (type: BookingType): AdminKind => Object.values(adminKinds).find((kind) => kind.bookingType === type)!;

/** The columns every kind shares, in an audit snapshot. */
export const sharedAuditFields = ['name', 'description', 'imagePath', 'owner', 'country', 'city'] as const satisfies readonly (keyof Listing)[];
