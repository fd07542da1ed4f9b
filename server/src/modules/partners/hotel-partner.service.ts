// The hotel manager's extranet: its hotels, their room types (rates and rooms), the availability calendar and
// the bookings of its hotels. Every rule is here; GraphQL and REST call the same methods. Ownership is checked
// through partner-scope (another partner's hotel or room type answers NOT_FOUND), and every change is audited.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext, Viewer } from '../../context.js';
import { DomainError } from '../../errors.js';
import { parseInput, text, wholeNumber } from '../../validation.js';
import { type AuditActor, auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { addDays, daysBetween } from '../bookings/booking-dates.js';
import { BucketKind, HotelRoomType } from '../bookings/inventory.entity.js';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import { ownedListing, requirePartner } from './partner-scope.js';
import { RoomNight } from './room-night.entity.js';

const id = wholeNumber(1, 2_147_483_647);
const isoDate = text(10).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
  error: 'must be a date as YYYY-MM-DD',
});
/** Money as people type it (dollars with cents), kept in minor units. */
const price = z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must be at least 0' }).max(100_000, { error: 'must be at most 100000' });
const toMinor = (dollars: number) => Math.round(dollars * 100);

export const roomStatuses = ['active', 'inactive'] as const;
export type RoomStatus = (typeof roomStatuses)[number];

export const hotelPartnerSchemas = {
  roomFilter: z.object({ hotelId: id.nullish(), q: text(100).nullish(), status: z.enum(roomStatuses).nullish() }).strict(),
  roomCreate: z
    .object({ hotelId: id, name: text(120).trim().min(1, { error: 'is required' }), units: wholeNumber(1, 1000), maxGuests: wholeNumber(1, 40), price, active: z.boolean().nullish() })
    .strict(),
  roomUpdate: z
    .object({
      name: text(120).trim().min(1, { error: 'is required' }).nullish(),
      units: wholeNumber(1, 1000).nullish(),
      maxGuests: wholeNumber(1, 40).nullish(),
      price: price.nullish(),
      active: z.boolean().nullish(),
    })
    .strict(),
  nights: z
    .object({ roomTypeId: id, from: isoDate, to: isoDate, closed: z.boolean().nullish(), price: price.nullish() })
    .strict()
    .refine((value) => value.to >= value.from, { error: 'must not be before from', path: ['to'] })
    .refine((value) => daysBetween(value.from, value.to) < 366, { error: 'a range is at most a year', path: ['to'] })
    .refine((value) => value.closed != null || value.price !== undefined, { error: 'say what changes: closed or price', path: ['closed'] }),
  calendar: z.object({ hotelId: id, from: isoDate, days: wholeNumber(1, 62) }).strict(),
  bookingFilter: z
    .object({ hotelId: id.nullish(), status: z.enum(BookingStatus).nullish(), from: isoDate.nullish(), to: isoDate.nullish(), q: text(100).nullish(), first: wholeNumber(1, 200).nullish() })
    .strict(),
  hotelUpdate: z.object({ name: text(160).trim().min(1, { error: 'is required' }).nullish(), description: text(4000).nullish(), active: z.boolean().nullish() }).strict(),
};

const roomFields = ['name', 'units', 'maxGuests', 'pricePerNightMinor', 'active'] as const;
const hotelFields = ['name', 'description', 'active'] as const;

const actorOf = (ctx: RequestContext, viewer: Viewer): AuditActor => ({ id: viewer.id, role: viewer.role, requestId: ctx.requestId });

/** One night of one room type as the calendar shows it. */
export interface CalendarNight {
  roomTypeId: number;
  night: string;
  priceMinor: number;
  closed: boolean;
  booked: number;
  units: number;
}

export class HotelPartnerService {
  /** The viewer's hotels, newest first. */
  async hotels(ctx: RequestContext): Promise<Hotel[]> {
    const viewer = requirePartner(ctx, BookingType.HOTEL);
    return ctx.em.find(Hotel, { owner: viewer.id }, { orderBy: { active: 'desc', createdAt: 'desc', id: 'desc' }, populate: ['city', 'country'] });
  }

  async hotelUpdate(ctx: RequestContext, hotelId: unknown, input: unknown): Promise<Hotel> {
    const changes = parseInput(hotelPartnerSchemas.hotelUpdate, input);
    const hotel = await ownedListing(ctx, BookingType.HOTEL, parseInput(id, hotelId, 'id'));
    const before = auditSnapshot(hotel, hotelFields);
    if (changes.name != null) hotel.name = changes.name;
    if (changes.description != null) hotel.description = changes.description;
    if (changes.active != null) hotel.active = changes.active;
    recordAudit(ctx.em, actorOf(ctx, ctx.viewer!), { action: 'hotel.update', subjectType: 'hotel', subjectId: hotel.id, before, after: auditSnapshot(hotel, hotelFields) });
    await ctx.em.flush();
    return hotel;
  }

  /** The room types of the viewer's hotels (or of one), filtered by name and status. */
  async roomTypes(ctx: RequestContext, input: unknown = {}): Promise<HotelRoomType[]> {
    const viewer = requirePartner(ctx, BookingType.HOTEL);
    const filter = parseInput(hotelPartnerSchemas.roomFilter, input);
    return ctx.em.find(
      HotelRoomType,
      {
        hotel: { owner: viewer.id, ...(filter.hotelId && { id: filter.hotelId }) },
        ...(filter.q && { name: { $ilike: `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` } }),
        ...(filter.status && { active: filter.status === 'active' }),
      },
      { orderBy: { hotel: { id: 'asc' }, pricePerNightMinor: 'asc', id: 'asc' }, populate: ['hotel'] },
    );
  }

  async roomTypeCreate(ctx: RequestContext, input: unknown): Promise<HotelRoomType> {
    const values = parseInput(hotelPartnerSchemas.roomCreate, input);
    const hotel = await ownedListing(ctx, BookingType.HOTEL, values.hotelId, { field: 'hotelId' });
    const room = ctx.em.create(HotelRoomType, {
      hotel,
      name: values.name,
      units: values.units,
      maxGuests: values.maxGuests,
      pricePerNightMinor: toMinor(values.price),
      active: values.active ?? true,
    });
    await ctx.em.flush();
    recordAudit(ctx.em, actorOf(ctx, ctx.viewer!), { action: 'room_type.create', subjectType: 'hotel_room_type', subjectId: room.id, after: auditSnapshot(room, roomFields) });
    await ctx.em.flush();
    return room;
  }

  async roomTypeUpdate(ctx: RequestContext, roomTypeId: unknown, input: unknown): Promise<HotelRoomType> {
    const changes = parseInput(hotelPartnerSchemas.roomUpdate, input);
    const room = await this.ownedRoomType(ctx, roomTypeId);
    const before = auditSnapshot(room, roomFields);
    await ctx.em.transactional(async (tx) => {
      if (changes.name != null) room.name = changes.name;
      if (changes.maxGuests != null) room.maxGuests = changes.maxGuests;
      if (changes.price != null) room.pricePerNightMinor = toMinor(changes.price);
      if (changes.active != null) room.active = changes.active;
      if (changes.units != null && changes.units !== room.units) {
        room.units = changes.units;
        // Nights already counted follow the new number of rooms, never below what is booked; closed nights stay closed.
        await tx.getConnection().execute(
          `update inventory_bucket b set capacity = greatest(b.booked, ?)
           where b.kind = ? and b.unit_id = ? and not exists (
             select 1 from hotel_room_night n where n.room_type_id = b.unit_id and n.closed and n.night = b.slot::date)`,
          [changes.units, BucketKind.ROOM_NIGHT, room.id],
          'run',
          tx.getTransactionContext(),
        );
      }
      recordAudit(tx, actorOf(ctx, ctx.viewer!), { action: 'room_type.update', subjectType: 'hotel_room_type', subjectId: room.id, before, after: auditSnapshot(room, roomFields) });
    });
    return room;
  }

  /** Removes a room type; one that has bookings is refused (stop selling it instead). */
  async roomTypeDelete(ctx: RequestContext, roomTypeId: unknown): Promise<number> {
    const room = await this.ownedRoomType(ctx, roomTypeId);
    const [{ booked }] = await ctx.em
      .getConnection()
      .execute<{ booked: number }[]>(`select count(*)::int as booked from inventory_claim c join inventory_bucket b on b.id = c.bucket_id where b.kind = ? and b.unit_id = ?`, [
        BucketKind.ROOM_NIGHT,
        room.id,
      ]) as [{ booked: number }];
    if (booked > 0) throw new DomainError('CONFLICT', 'This room type has bookings. Set it inactive to stop selling it.', 'id');
    const removedId = room.id;
    recordAudit(ctx.em, actorOf(ctx, ctx.viewer!), { action: 'room_type.delete', subjectType: 'hotel_room_type', subjectId: removedId, before: auditSnapshot(room, roomFields) });
    ctx.em.remove(room);
    await ctx.em.flush();
    return removedId;
  }

  /**
   * Closes or opens nights, or sets their rate, for a room type over [from, to]. Closing sets each night's
   * inventory counter to what it already holds, so the booking service's guarded claim refuses any more.
   */
  async nightsUpdate(ctx: RequestContext, input: unknown): Promise<CalendarNight[]> {
    const change = parseInput(hotelPartnerSchemas.nights, input);
    const room = await this.ownedRoomType(ctx, change.roomTypeId, 'roomTypeId');
    const nights = Array.from({ length: daysBetween(change.from, change.to) + 1 }, (_, day) => addDays(change.from, day));
    await ctx.em.transactional(async (tx) => {
      const existing = new Map((await tx.find(RoomNight, { roomType: room, night: { $in: nights } })).map((row) => [row.night, row]));
      const before = nights.map((night) => ({ night, closed: existing.get(night)?.closed ?? false, priceMinor: existing.get(night)?.priceMinor ?? null }));
      for (const night of nights) {
        const row = existing.get(night) ?? tx.create(RoomNight, { roomType: room, night });
        if (change.closed != null) row.closed = change.closed;
        if (change.price !== undefined) row.priceMinor = change.price === null ? null : toMinor(change.price);
      }
      await tx.flush();
      if (change.closed != null) await setNightsOpen(tx, room, nights, !change.closed);
      recordAudit(tx, actorOf(ctx, ctx.viewer!), {
        action: 'room_nights.update',
        subjectType: 'hotel_room_type',
        subjectId: room.id,
        before: { from: change.from, to: change.to, nights: before },
        after: { from: change.from, to: change.to, closed: change.closed ?? null, priceMinor: change.price == null ? (change.price ?? null) : toMinor(change.price) },
      });
    });
    return this.calendarOf(ctx.em, [room], change.from, nights.length);
  }

  /** Each room type's nights from `from` for `days` days: rate, open or closed, rooms booked. */
  async calendar(ctx: RequestContext, input: unknown): Promise<CalendarNight[]> {
    const { hotelId, from, days } = parseInput(hotelPartnerSchemas.calendar, input);
    const hotel = await ownedListing(ctx, BookingType.HOTEL, hotelId, { field: 'hotelId' });
    const rooms = await ctx.em.find(HotelRoomType, { hotel }, { orderBy: { pricePerNightMinor: 'asc', id: 'asc' } });
    return this.calendarOf(ctx.em, rooms, from, days);
  }

  /** Bookings of the viewer's hotels, newest first, by status, stay dates overlapping [from, to], and reference, name or e-mail. */
  async bookings(ctx: RequestContext, input: unknown = {}): Promise<Booking[]> {
    const viewer = requirePartner(ctx, BookingType.HOTEL);
    const filter = parseInput(hotelPartnerSchemas.bookingFilter, input);
    if (filter.hotelId) await ownedListing(ctx, BookingType.HOTEL, filter.hotelId, { field: 'hotelId' });
    const hotelIds = filter.hotelId ? [filter.hotelId] : (await ctx.em.find(Hotel, { owner: viewer.id }, { fields: ['id'] })).map((hotel) => hotel.id);
    if (!hotelIds.length) return [];
    const q = filter.q?.trim();
    const like = q && `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return ctx.em.find(
      Booking,
      {
        type: BookingType.HOTEL,
        listingId: { $in: hotelIds },
        ...(filter.status && { status: filter.status }),
        ...(filter.from && { endDate: { $gte: filter.from } }),
        ...(filter.to && { startDate: { $lte: filter.to } }),
        ...(like && { $or: [{ reference: { $ilike: like } }, { contactName: { $ilike: like } }, { email: { $ilike: like } }] }),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: filter.first ?? 100 },
    );
  }

  private async ownedRoomType(ctx: RequestContext, roomTypeId: unknown, field = 'id'): Promise<HotelRoomType> {
    const viewer = requirePartner(ctx, BookingType.HOTEL);
    const parsed = id.safeParse(roomTypeId);
    const room = parsed.success ? await ctx.em.findOne(HotelRoomType, { id: parsed.data, hotel: { owner: viewer.id } }, { populate: ['hotel'] }) : null;
    if (!room) throw new DomainError('NOT_FOUND', 'Room type not found', field);
    return room;
  }

  private async calendarOf(em: EntityManager, rooms: HotelRoomType[], from: string, days: number): Promise<CalendarNight[]> {
    if (!rooms.length) return [];
    const to = addDays(from, days - 1);
    const ids = rooms.map((room) => room.id);
    const set = await em.find(RoomNight, { roomType: { $in: ids }, night: { $gte: from, $lte: to } });
    const byNight = new Map(set.map((row) => [`${row.roomType.id} ${row.night}`, row]));
    const booked = await em
      .getConnection()
      .execute<{ unit_id: number; night: string; booked: number }[]>(
        `select b.unit_id, to_char(b.slot, 'YYYY-MM-DD') as night, coalesce(sum(c.quantity) filter (where c.released_at is null and (c.expires_at is null or c.expires_at > now())), 0)::int as booked
         from inventory_bucket b left join inventory_claim c on c.bucket_id = b.id
         where b.kind = ? and b.unit_id = any(?::int[]) and b.slot >= ?::timestamp and b.slot <= ?::timestamp group by b.unit_id, b.slot`,
        [BucketKind.ROOM_NIGHT, `{${ids.join(',')}}`, `${from} 00:00:00`, `${to} 00:00:00`],
        'all',
        em.getTransactionContext(),
      );
    const bookedByNight = new Map(booked.map((row) => [`${row.unit_id} ${row.night}`, row.booked]));
    return rooms.flatMap((room) =>
      Array.from({ length: days }, (_, day) => {
        const night = addDays(from, day);
        const key = `${room.id} ${night}`;
        const set = byNight.get(key);
        return { roomTypeId: room.id, night, priceMinor: set?.priceMinor ?? room.pricePerNightMinor, closed: set?.closed ?? false, booked: bookedByNight.get(key) ?? 0, units: room.units };
      }),
    );
  }
}

/** Opens (capacity back to the room count) or closes (capacity down to what is held) each night's counter. */
async function setNightsOpen(em: EntityManager, room: HotelRoomType, nights: string[], open: boolean): Promise<void> {
  await em.getConnection().execute(
    `insert into inventory_bucket (kind, unit_id, slot, capacity)
     select ?, ?, (night || ' 00:00:00')::timestamp, ? from unnest(?::text[]) as night
     on conflict (kind, unit_id, slot) do update set capacity = case when ? then greatest(inventory_bucket.booked, ?) else inventory_bucket.booked end`,
    [BucketKind.ROOM_NIGHT, room.id, open ? room.units : 0, `{${nights.join(',')}}`, open, room.units],
    'run',
    em.getTransactionContext(),
  );
}

