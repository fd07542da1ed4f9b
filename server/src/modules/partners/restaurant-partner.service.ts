// The restaurant manager's side: its restaurants, opening hours, the floor plan (tables the reservation wizard reads
// straight from the database, so a moved table shows there at once), and the reservations of a day by seating.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { clockTime, text, wholeNumber } from '../../validation.js';
import { auditSnapshot } from '../audit/audit-log.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { localNow } from '../bookings/booking-dates.js';
import type { CountryService } from '../countries/country.service.js';
import { Restaurant, RestaurantTable } from '../listings/restaurants/restaurant.entity.js';
import { type OpeningHours } from '../listings/restaurants/restaurant.types.js';
import { Cuisine, Weekday } from '../listings/restaurants/restaurant.enums.js';
import { DEFAULT_OPENING_HOURS } from '../admin/admin-listing-kinds.js';
import { listingSearchText } from '../listings/listing-search.js';
import { isoDate } from './partner-bookings.js';
import {
  auditedChange,
  cityId,
  commonListingFields,
  createOwnListing,
  dollarsToMinor,
  listingListSchema,
  newListingFields,
  ownListingPage,
  placeListing,
} from './partner-listings.js';
import { ownedListing, requirePartner } from './partner-scope.js';

const RESTAURANT = BookingType.RESTAURANT;
const percent = wholeNumber(0, 100);

const openingHoursSchema = z
  .array(z.object({ weekday: z.enum(Weekday), opens: clockTime, closes: clockTime }).strict())
  .max(7)
  .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, { error: 'must give each weekday once' });

const restaurantFields = {
  ...commonListingFields,
  cityId: cityId.optional(),
  cuisine: z.enum(Cuisine).optional(),
  averagePrice: dollarsToMinor.optional(),
  active: z.boolean().optional(),
  openingHours: openingHoursSchema.optional(),
};

const tableLabel = text(20)
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, { error: 'is required' });
const tableFields = z.object({ label: tableLabel, seats: wholeNumber(1, 30), x: percent, y: percent }).strict();

/** What the restaurant manager's requests may say, each checked by its schema where it arrives. */
export const restaurantPartnerSchemas = {
  list: listingListSchema,
  restaurantCreate: z.object({ ...restaurantFields, ...newListingFields, cuisine: z.enum(Cuisine), averagePrice: dollarsToMinor }).strict(),
  restaurantUpdate: z.object(restaurantFields).strict(),
  tableAdd: tableFields,
  tableUpdate: tableFields.partial().strict(),
  day: z.object({ date: isoDate }).strict(),
  pacing: z.object({ pacingCovers: wholeNumber(1, 1000).nullable() }).strict(),
};

type Command<Name extends keyof typeof restaurantPartnerSchemas> = z.output<(typeof restaurantPartnerSchemas)[Name]>;

const restaurantAudit = ['name', 'description', 'city', 'cuisine', 'averagePriceMinor', 'active', 'openingHours', 'pacingCovers'] as const;
const tableAudit = ['restaurant', 'label', 'seats', 'x', 'y'] as const;
const weekdayOrder = Object.values(Weekday);
const byWeekday = (days: OpeningHours[]) => [...days].sort((a, b) => weekdayOrder.indexOf(a.weekday) - weekdayOrder.indexOf(b.weekday));

const tableNotFound = () => new DomainError('NOT_FOUND', 'Table not found', 'id');

export interface ReservationSlot {
  time: string;
  bookings: Booking[];
  /** Guests expected in the slot: no-shows left out. */
  covers: number;
}

export class RestaurantPartnerService {
  constructor(private readonly countries: CountryService) {}

  restaurants(ctx: RequestContext, query: Command<'list'>) {
    return ownListingPage(ctx, RESTAURANT, Restaurant, query);
  }

  restaurant(ctx: RequestContext, restaurantId: string | number): Promise<Restaurant> {
    return ownedListing(ctx, RESTAURANT, restaurantId);
  }

  /** A new restaurant of the manager's, open every day until its hours are set; its tables come next, on the floor plan. */
  restaurantCreate(ctx: RequestContext, fields: Command<'restaurantCreate'>): Promise<Restaurant> {
    requirePartner(ctx, RESTAURANT);
    const openingHours = fields.openingHours ? byWeekday(fields.openingHours) : DEFAULT_OPENING_HOURS;
    const own = { cuisine: fields.cuisine, averagePriceMinor: fields.averagePrice, ratingTenths: 0, active: fields.active ?? true, openingHours };
    return createOwnListing(ctx, this.countries, RESTAURANT, Restaurant, fields, own, restaurantAudit);
  }

  async restaurantUpdate(ctx: RequestContext, restaurantId: string | number, fields: Command<'restaurantUpdate'>): Promise<Restaurant> {
    requirePartner(ctx, RESTAURANT);
    return auditedChange(ctx, async (tx) => {
      const restaurant = await ownedListing(ctx, RESTAURANT, restaurantId, { em: tx });
      const before = auditSnapshot(restaurant, restaurantAudit);
      if (fields.cityId !== undefined) placeListing(tx, this.countries, restaurant, fields.cityId);
      if (fields.name !== undefined) restaurant.name = fields.name;
      if (fields.description !== undefined) restaurant.description = fields.description;
      if (fields.cuisine !== undefined) restaurant.cuisine = fields.cuisine;
      if (fields.averagePrice !== undefined) restaurant.averagePriceMinor = fields.averagePrice;
      if (fields.active !== undefined) restaurant.active = fields.active;
      if (fields.openingHours !== undefined) restaurant.openingHours = byWeekday(fields.openingHours);
      restaurant.searchText = listingSearchText(restaurant.name, this.countries.city(restaurant.city.id)?.name ?? '', restaurant.cuisine);
      const action =
        fields.active === undefined || fields.active === before.active ? 'restaurant.update' : fields.active ? 'restaurant.activate' : 'restaurant.deactivate';
      return {
        result: restaurant,
        audit: { action, subjectType: 'restaurant', subjectId: restaurant.id, before, after: auditSnapshot(restaurant, restaurantAudit) },
      };
    });
  }

  /** Sets or lifts the most covers one seating slot takes; bookings already made stay. */
  async pacingSet(ctx: RequestContext, restaurantId: string | number, { pacingCovers }: Command<'pacing'>): Promise<Restaurant> {
    requirePartner(ctx, RESTAURANT);
    return auditedChange(ctx, async (tx) => {
      const restaurant = await ownedListing(ctx, RESTAURANT, restaurantId, { em: tx });
      const before = auditSnapshot(restaurant, restaurantAudit);
      restaurant.pacingCovers = pacingCovers;
      return {
        result: restaurant,
        audit: { action: 'restaurant.pacing', subjectType: 'restaurant', subjectId: restaurant.id, before, after: auditSnapshot(restaurant, restaurantAudit) },
      };
    });
  }

  async tables(ctx: RequestContext, restaurantId: string | number): Promise<RestaurantTable[]> {
    const restaurant = await ownedListing(ctx, RESTAURANT, restaurantId);
    return ctx.em.find(RestaurantTable, { restaurant }, { orderBy: { label: 'asc', id: 'asc' } });
  }

  async tableAdd(ctx: RequestContext, restaurantId: string | number, fields: Command<'tableAdd'>): Promise<RestaurantTable> {
    requirePartner(ctx, RESTAURANT);
    return auditedChange(ctx, async (tx) => {
      const restaurant = await ownedListing(ctx, RESTAURANT, restaurantId, { em: tx, field: 'restaurantId' });
      const table = tx.create(RestaurantTable, { restaurant, ...fields });
      await tx.flush();
      return {
        result: table,
        audit: { action: 'restaurant_table.create', subjectType: 'restaurant_table', subjectId: table.id, after: auditSnapshot(table, tableAudit) },
      };
    });
  }

  /** Moves, relabels or resizes a table; the wizard reads tables per request, so travellers see it on their next look. */
  async tableUpdate(ctx: RequestContext, tableId: string | number, fields: Command<'tableUpdate'>): Promise<RestaurantTable> {
    requirePartner(ctx, RESTAURANT);
    return auditedChange(ctx, async (tx) => {
      const table = await this.ownTable(ctx, tx, tableId);
      const before = auditSnapshot(table, tableAudit);
      Object.assign(table, fields);
      const moved = (fields.x !== undefined && fields.x !== before.x) || (fields.y !== undefined && fields.y !== before.y);
      return {
        result: table,
        audit: {
          action: moved ? 'restaurant_table.move' : 'restaurant_table.update',
          subjectType: 'restaurant_table',
          subjectId: table.id,
          before,
          after: auditSnapshot(table, tableAudit),
        },
      };
    });
  }

  /** Removes a table with no reservation still to come on it. */
  async tableRemove(ctx: RequestContext, tableId: string | number): Promise<RestaurantTable> {
    return auditedChange(ctx, async (tx) => {
      const table = await this.ownTable(ctx, tx, tableId);
      const [upcoming] = await tx.getConnection().execute<Array<{ found: boolean }>>(
        `select exists (select 1 from inventory_bucket b join inventory_claim c on c.bucket_id = b.id
             where b.kind = 'table_slot' and b.unit_id = ? and b.slot >= now() - interval '1 day' and c.released_at is null
               and (c.expires_at is null or c.expires_at > now())) as found`,
        [table.id],
        'all',
        tx.getTransactionContext(),
      );
      if (upcoming?.found) throw new DomainError('CONFLICT', 'Guests have reserved this table: move it instead, or cancel their reservations first.', 'id');
      const before = auditSnapshot(table, tableAudit);
      const removedId = table.id;
      tx.remove(table);
      return {
        result: Object.assign(table, { id: removedId }),
        audit: { action: 'restaurant_table.delete', subjectType: 'restaurant_table', subjectId: removedId, before },
      };
    });
  }

  /** A day's reservations of an own restaurant, by seating time; cancelled ones and lapsed holds left out. */
  async reservations(
    ctx: RequestContext,
    restaurantId: string | number,
    { date }: Command<'day'>,
  ): Promise<{ restaurant: Restaurant; date: string; today: string; slots: ReservationSlot[] }> {
    requirePartner(ctx, RESTAURANT);
    const restaurant = await ownedListing(ctx, RESTAURANT, restaurantId);
    const bookings = await ctx.em.find(
      Booking,
      {
        type: RESTAURANT,
        listingId: restaurant.id,
        startDate: date,
        $or: [{ status: BookingStatus.CONFIRMED }, { status: BookingStatus.HELD, holdExpiresAt: { $gt: new Date() } }],
      },
      { orderBy: { startTime: 'asc', createdAt: 'asc' } },
    );
    const slots = new Map<string, Booking[]>();
    for (const booking of bookings) {
      const time = booking.startTime ?? '00:00';
      slots.set(time, [...(slots.get(time) ?? []), booking]);
    }
    const covers = (list: Booking[]) => list.filter((booking) => !booking.noShowAt).reduce((sum, booking) => sum + booking.partySize, 0);
    const today = localNow(restaurant.country.code).date;
    return { restaurant, date, today, slots: [...slots].map(([time, list]) => ({ time, bookings: list, covers: covers(list) })) };
  }

  private async ownTable(ctx: RequestContext, tx: EntityManager, tableId: string | number): Promise<RestaurantTable> {
    const viewer = requirePartner(ctx, RESTAURANT);
    const numeric = Number(tableId);
    const table = Number.isSafeInteger(numeric) ? await tx.findOne(RestaurantTable, { id: numeric, restaurant: { owner: viewer.id } }) : null;
    if (!table) throw tableNotFound();
    return table;
  }
}
