// The hotel manager's extranet: its hotels, their room types (rates and rooms), the availability calendar and
// the bookings of its hotels. Every rule is here; GraphQL and REST call the same methods. Ownership is checked
// through partner-scope (another partner's hotel or room type answers NOT_FOUND), and every change is audited.
import { nameTranslationsInput, storedNameTranslations } from '../listings/listing-translations.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext, Viewer } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import { parseInput, singleLine, text, wholeNumber } from '../../validation.js';
import { type AuditActor, auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { BookingType } from '../bookings/booking.entity.js';
import { addDays, daysBetween, localNow } from '../bookings/booking-dates.js';
import { BucketKind, HotelRoomType } from '../bookings/inventory.entity.js';
import { City } from '../countries/city.entity.js';
import { Country } from '../countries/country.entity.js';
import type { CountryService } from '../countries/country.service.js';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import { HotelType } from '../listings/hotels/hotel.enums.js';
import { MAX_MIN_STAY } from '../listings/hotels/hotel.booking.js';
import { Weekday } from '../listings/restaurants/restaurant.enums.js';
import { starRating } from '../listings/hotels/hotel-stars.js';
import type { ListingImageService } from '../media/listing-images.js';
import { User } from '../users/user.entity.js';
import { likePattern } from '../listings/listing-page.js';
import { listingSearchText } from '../listings/listing-search.js';
import { clampedPaging, findPage, type OffsetPage } from '../listings/paging.js';
import { auditedChange, type ListingListQuery, listingListSchema } from './partner-listings.js';
import { ownedListing, requirePartner } from './partner-scope.js';
import { RoomNight } from './room-night.entity.js';
import type { WebhookService } from './webhooks/webhook.service.js';

const id = wholeNumber(1, 2_147_483_647);
const isoDate = text(10).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
  error: 'must be a date as YYYY-MM-DD',
});
/** Money as people type it (dollars with cents), kept in minor units. */
const price = z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must be at least 0' }).max(100_000, { error: 'must be at most 100000' });
const toMinor = (dollars: number) => Math.round(dollars * 100);

export const roomStatuses = ['active', 'inactive'] as const;
export type RoomStatus = (typeof roomStatuses)[number];

const hotelName = text(160).trim().min(1, { error: 'is required' });
/** What the manager edits on a hotel; a new hotel names its place, kind, stars and lowest nightly rate. */
const hotelFields = {
  name: hotelName.nullish(),
  description: text(4000).nullish(),
  cityId: id.nullish(),
  type: z.enum(HotelType).nullish(),
  stars: starRating.nullish(),
  price: price.nullish(),
  active: z.boolean().nullish(),
};

export const hotelPartnerSchemas = {
  // GraphQL sends the status as a String.
  roomFilter: z.object({ hotelId: id.nullish(), q: text(100).nullish(), status: z.string().pipe(z.enum(roomStatuses)).nullish() }).strict(),
  roomCreate: z
    .object({
      hotelId: id,
      name: singleLine(120).trim().min(1, { error: 'is required' }),
      units: wholeNumber(1, 1000),
      maxGuests: wholeNumber(1, 40),
      price,
      active: z.boolean().nullish(),
      translations: nameTranslationsInput.nullish(),
    })
    .strict(),
  roomUpdate: z
    .object({
      name: singleLine(120).trim().min(1, { error: 'is required' }).nullish(),
      units: wholeNumber(1, 1000).nullish(),
      maxGuests: wholeNumber(1, 40).nullish(),
      price: price.nullish(),
      active: z.boolean().nullish(),
      translations: nameTranslationsInput.nullish(),
    })
    .strict(),
  nights: z
    .object({
      roomTypeId: id,
      from: isoDate,
      to: isoDate,
      // Only these days of the week within the range (every day when not given): "weekends from June to August".
      weekdays: z.array(z.enum(Weekday)).min(1, { error: 'choose at least one day of the week' }).nullish(),
      closed: z.boolean().nullish(),
      price: price.nullish(),
      minStay: wholeNumber(1, MAX_MIN_STAY).nullish(),
    })
    .strict()
    .refine((value) => value.to >= value.from, { error: 'must not be before from', path: ['to'] })
    .refine((value) => daysBetween(value.from, value.to) < 366, { error: 'a range is at most a year', path: ['to'] })
    .refine((value) => value.closed != null || value.price !== undefined || value.minStay !== undefined, {
      error: 'say what changes: closed, price or minimum stay',
      path: ['closed'],
    }),
  calendar: z.object({ hotelId: id, from: isoDate, days: wholeNumber(1, 62) }).strict(),
  hotelCreate: z
    .object({ ...hotelFields, name: hotelName, cityId: id, type: z.enum(HotelType), stars: starRating, price })
    .omit({ active: true })
    .strict(),
  hotelUpdate: z.object(hotelFields).strict(),
  hotelList: listingListSchema,
};

/** What one of the manager's requests asks, checked. */
export type HotelPartnerCommand<Name extends keyof typeof hotelPartnerSchemas> = z.output<(typeof hotelPartnerSchemas)[Name]>;

const roomFields = ['name', 'translations', 'units', 'maxGuests', 'pricePerNightMinor', 'active'] as const;
const hotelAudit = ['name', 'description', 'city', 'type', 'stars', 'pricePerNightMinor', 'imagePath', 'active'] as const;
/** The picture a new hotel shows until its manager uploads one. */
const DEFAULT_HOTEL_IMAGE = '/media/hotels/01.svg';

const actorOf = (ctx: RequestContext, viewer: Viewer): AuditActor => ({ id: viewer.id, role: viewer.role, requestId: ctx.requestId });

/** One night of one room type as the calendar shows it. */
export interface CalendarNight {
  roomTypeId: number;
  night: string;
  priceMinor: number;
  closed: boolean;
  minStay: number | null;
  booked: number;
  units: number;
}

export class HotelPartnerService {
  constructor(
    private readonly countries: CountryService,
    private readonly images: ListingImageService,
    private readonly webhooks: WebhookService,
  ) {}

  /** The viewer's hotels, live ones first, newest first. */
  async hotels(ctx: RequestContext): Promise<Hotel[]> {
    const viewer = requirePartner(ctx, BookingType.HOTEL);
    return ctx.em.find(Hotel, { owner: viewer.id }, { orderBy: { active: 'desc', createdAt: 'desc', id: 'desc' }, populate: ['city', 'country'] });
  }

  /** A page of the viewer's hotels, the newest first (one just created heads the list); `q` matches the name. */
  async hotelPage(ctx: RequestContext, { q, page, size }: ListingListQuery): Promise<OffsetPage<Hotel>> {
    const viewer = requirePartner(ctx, BookingType.HOTEL);
    const pattern = q?.trim() && likePattern(q.trim());
    const where = { owner: viewer.id, ...(pattern ? { name: { $ilike: pattern } } : {}) };
    return findPage(ctx.em, Hotel, where, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['city', 'country'] }, clampedPaging({ page, size }));
  }

  /**
   * A new hotel of the viewer, in a city of the catalogue (its country follows). It starts hidden from travellers:
   * with no room types, rates or photo yet it could not be booked, so the manager opens it when it is ready.
   */
  async hotelCreate(ctx: RequestContext, fields: HotelPartnerCommand<'hotelCreate'>): Promise<Hotel> {
    const viewer = requirePartner(ctx, BookingType.HOTEL);
    const city = this.cityOf(fields.cityId);
    return auditedChange(ctx, async (tx) => {
      const hotel = tx.create(Hotel, {
        owner: tx.getReference(User, viewer.id),
        country: tx.getReference(Country, city.country.code),
        city: tx.getReference(City, city.id),
        name: fields.name,
        description: fields.description ?? '',
        type: fields.type,
        stars: fields.stars,
        pricePerNightMinor: toMinor(fields.price),
        imagePath: DEFAULT_HOTEL_IMAGE,
        active: false,
        searchText: listingSearchText(fields.name, city.name, fields.type),
      });
      await tx.flush();
      return { result: hotel, audit: { action: 'hotel.create', subjectType: 'hotel', subjectId: hotel.id, after: auditSnapshot(hotel, hotelAudit) } };
    });
  }

  /** Edits an own hotel; opening it to travellers needs an active room type, so that it can be booked. */
  async hotelUpdate(ctx: RequestContext, hotelId: string | number, changes: HotelPartnerCommand<'hotelUpdate'>): Promise<Hotel> {
    requirePartner(ctx, BookingType.HOTEL);
    return auditedChange(ctx, async (tx) => {
      const hotel = await ownedListing(ctx, BookingType.HOTEL, parseInput(id, hotelId, 'id'), { em: tx });
      const before = auditSnapshot(hotel, hotelAudit);
      if (changes.cityId != null) {
        const city = this.cityOf(changes.cityId);
        hotel.city = tx.getReference(City, city.id);
        hotel.country = tx.getReference(Country, city.country.code);
      }
      if (changes.name != null) hotel.name = changes.name;
      if (changes.description != null) hotel.description = changes.description;
      if (changes.type != null) hotel.type = changes.type;
      if (changes.stars != null) hotel.stars = changes.stars;
      if (changes.price != null) hotel.pricePerNightMinor = toMinor(changes.price);
      if (changes.active === true && !hotel.active && !(await tx.count(HotelRoomType, { hotel, active: true })))
        throw new DomainError('CONFLICT', 'Add an active room type before opening this hotel to travellers.', 'active');
      if (changes.active != null) hotel.active = changes.active;
      hotel.searchText = listingSearchText(hotel.name, this.countries.city(hotel.city.id)?.name ?? '', hotel.type);
      const action = changes.active == null || changes.active === before.active ? 'hotel.update' : changes.active ? 'hotel.activate' : 'hotel.deactivate';
      return { result: hotel, audit: { action, subjectType: 'hotel', subjectId: hotel.id, before, after: auditSnapshot(hotel, hotelAudit) } };
    });
  }

  /** Makes a picture (JPEG, PNG, WebP or GIF by its bytes, sent as base64) the own hotel's picture. */
  async hotelImageUpload(ctx: RequestContext, hotelId: string | number, imageBase64: string): Promise<Hotel> {
    const hotel = await ownedListing(ctx, BookingType.HOTEL, parseInput(id, hotelId, 'id'));
    const imagePath = await this.images.store('hotel', hotel.id, this.images.decodeBase64(imageBase64));
    return auditedChange(ctx, async (tx) => {
      const owned = await ownedListing(ctx, BookingType.HOTEL, hotel.id, { em: tx });
      const before = auditSnapshot(owned, hotelAudit);
      owned.imagePath = imagePath;
      return { result: owned, audit: { action: 'hotel.image', subjectType: 'hotel', subjectId: owned.id, before, after: auditSnapshot(owned, hotelAudit) } };
    });
  }

  /** The room types of the viewer's hotels (or of one), filtered by name and status. */
  async roomTypes(ctx: RequestContext, filter: HotelPartnerCommand<'roomFilter'> = {}): Promise<HotelRoomType[]> {
    const viewer = requirePartner(ctx, BookingType.HOTEL);
    return ctx.em.find(
      HotelRoomType,
      {
        hotel: { owner: viewer.id, ...(filter.hotelId && { id: filter.hotelId }) },
        ...(filter.q && { name: { $ilike: likePattern(filter.q) } }),
        ...(filter.status && { active: filter.status === 'active' }),
      },
      { orderBy: { hotel: { id: 'asc' }, pricePerNightMinor: 'asc', id: 'asc' }, populate: ['hotel'] },
    );
  }

  async roomTypeCreate(ctx: RequestContext, values: HotelPartnerCommand<'roomCreate'>): Promise<HotelRoomType> {
    const hotel = await ownedListing(ctx, BookingType.HOTEL, values.hotelId, { field: 'hotelId' });
    const room = ctx.em.create(HotelRoomType, {
      hotel,
      name: values.name,
      units: values.units,
      maxGuests: values.maxGuests,
      pricePerNightMinor: toMinor(values.price),
      active: values.active ?? true,
      translations: storedNameTranslations(values.translations ?? []),
    });
    await ctx.em.flush();
    recordAudit(ctx.em, actorOf(ctx, ctx.viewer!), {
      action: 'room_type.create',
      subjectType: 'hotel_room_type',
      subjectId: room.id,
      after: auditSnapshot(room, roomFields),
    });
    await ctx.em.flush();
    return room;
  }

  async roomTypeUpdate(ctx: RequestContext, roomTypeId: string | number, changes: HotelPartnerCommand<'roomUpdate'>): Promise<HotelRoomType> {
    const room = await this.ownedRoomType(ctx, roomTypeId);
    const before = auditSnapshot(room, roomFields);
    await ctx.em.transactional(async (tx) => {
      if (changes.name != null) room.name = changes.name;
      if (changes.translations != null) room.translations = storedNameTranslations(changes.translations);
      if (changes.maxGuests != null) room.maxGuests = changes.maxGuests;
      if (changes.price != null) room.pricePerNightMinor = toMinor(changes.price);
      if (changes.active != null) room.active = changes.active;
      if (changes.units != null && changes.units !== room.units) {
        room.units = changes.units;
        // Nights already counted follow the new number of rooms, never below what is booked; closed nights stay closed by their flag.
        await tx
          .getConnection()
          .execute(
            `update inventory_bucket b set capacity = greatest(b.booked, ?) where b.kind = ? and b.unit_id = ?`,
            [changes.units, BucketKind.ROOM_NIGHT, room.id],
            'run',
            tx.getTransactionContext(),
          );
      }
      if (changes.units != null || changes.active != null)
        await this.webhooks.availabilityChanged(tx, ctx.viewer!.id, {
          listingType: BookingType.HOTEL,
          listingId: room.hotel.id,
          unitId: room.id,
          change: changes.units != null ? 'capacity' : room.active ? 'opened' : 'closed',
        });
      recordAudit(tx, actorOf(ctx, ctx.viewer!), {
        action: 'room_type.update',
        subjectType: 'hotel_room_type',
        subjectId: room.id,
        before,
        after: auditSnapshot(room, roomFields),
      });
    });
    return room;
  }

  /** Removes a room type; one that has bookings is refused (stop selling it instead). */
  async roomTypeDelete(ctx: RequestContext, roomTypeId: string | number): Promise<number> {
    const room = await this.ownedRoomType(ctx, roomTypeId);
    const [{ booked }] = (await ctx.em
      .getConnection()
      .execute<{ booked: number }[]>(
        `select count(*)::int as booked from inventory_claim c join inventory_bucket b on b.id = c.bucket_id where b.kind = ? and b.unit_id = ?`,
        [BucketKind.ROOM_NIGHT, room.id],
      )) as [{ booked: number }];
    if (booked > 0) throw new DomainError('CONFLICT', 'This room type has bookings. Set it inactive to stop selling it.', 'id');
    const removedId = room.id;
    recordAudit(ctx.em, actorOf(ctx, ctx.viewer!), {
      action: 'room_type.delete',
      subjectType: 'hotel_room_type',
      subjectId: removedId,
      before: auditSnapshot(room, roomFields),
    });
    ctx.em.remove(room);
    await ctx.em.flush();
    return removedId;
  }

  /**
   * Closes or opens nights, or sets their rate, for a room type over [from, to]. Closing flags each night's
   * inventory counter closed, so the booking service's guarded claim refuses it whatever is released later.
   */
  async nightsUpdate(ctx: RequestContext, change: HotelPartnerCommand<'nights'>): Promise<CalendarNight[]> {
    const room = await this.ownedRoomType(ctx, change.roomTypeId, 'roomTypeId');
    // A night already gone can be neither sold nor closed: saying so beats a change that silently does nothing.
    const today = localNow(room.hotel.country.code).date;
    if (change.from < today) throw new DomainError('PAST_DATE', `The range starts in the past: the hotel's today is ${today}.`, 'from');
    const range = Array.from({ length: daysBetween(change.from, change.to) + 1 }, (_, day) => addDays(change.from, day));
    const nights = change.weekdays ? range.filter((night) => change.weekdays!.includes(weekdayOf(night))) : range;
    if (!nights.length) throw badInput('weekdays', 'None of these days of the week falls in the dates chosen.');
    await ctx.em.transactional(async (tx) => {
      const existing = new Map((await tx.find(RoomNight, { roomType: room, night: { $in: nights } })).map((row) => [row.night, row]));
      const before = nights.map((night) => {
        const row = existing.get(night);
        return { night, closed: row?.closed ?? false, priceMinor: row?.priceMinor ?? null, minStay: row?.minStay ?? null };
      });
      for (const night of nights) {
        const row = existing.get(night) ?? tx.create(RoomNight, { roomType: room, night });
        if (change.closed != null) row.closed = change.closed;
        if (change.price !== undefined) row.priceMinor = change.price === null ? null : toMinor(change.price);
        if (change.minStay !== undefined) row.minStay = change.minStay;
      }
      await tx.flush();
      if (change.closed != null) await setNightsOpen(tx, room, nights, !change.closed);
      await this.webhooks.availabilityChanged(tx, ctx.viewer!.id, {
        listingType: BookingType.HOTEL,
        listingId: room.hotel.id,
        unitId: room.id,
        from: change.from,
        to: change.to,
        change: change.closed == null ? 'priced' : change.closed ? 'closed' : 'opened',
      });
      recordAudit(tx, actorOf(ctx, ctx.viewer!), {
        action: 'room_nights.update',
        subjectType: 'hotel_room_type',
        subjectId: room.id,
        before: { from: change.from, to: change.to, nights: before },
        after: {
          from: change.from,
          to: change.to,
          weekdays: change.weekdays ?? null,
          closed: change.closed ?? null,
          minStay: change.minStay ?? null,
          priceMinor: change.price == null ? (change.price ?? null) : toMinor(change.price),
        },
      });
    });
    return this.calendarOf(ctx.em, [room], change.from, range.length);
  }

  /** Each room type's nights from `from` for `days` days: rate, open or closed, rooms booked. */
  async calendar(ctx: RequestContext, { hotelId, from, days }: HotelPartnerCommand<'calendar'>): Promise<CalendarNight[]> {
    const hotel = await ownedListing(ctx, BookingType.HOTEL, hotelId, { field: 'hotelId' });
    const rooms = await ctx.em.find(HotelRoomType, { hotel }, { orderBy: { pricePerNightMinor: 'asc', id: 'asc' } });
    return this.calendarOf(ctx.em, rooms, from, days);
  }

  /** A city of the catalogue, or a refusal naming the field. */
  private cityOf(cityId: number): City {
    const city = this.countries.city(cityId);
    if (!city) throw badInput('cityId', 'Choose a city from the list.');
    return city;
  }

  private async ownedRoomType(ctx: RequestContext, roomTypeId: string | number, field = 'id'): Promise<HotelRoomType> {
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
    const booked = await em.getConnection().execute<{ unit_id: number; night: string; booked: number }[]>(
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
        return {
          roomTypeId: room.id,
          night,
          priceMinor: set?.priceMinor ?? room.pricePerNightMinor,
          closed: set?.closed ?? false,
          minStay: set?.minStay ?? null,
          booked: bookedByNight.get(key) ?? 0,
          units: room.units,
        };
      }),
    );
  }
}

/** The day of the week of a date (YYYY-MM-DD). */
const weekdayOf = (date: string): Weekday => WEEKDAYS_FROM_SUNDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const WEEKDAYS_FROM_SUNDAY = [Weekday.SUNDAY, Weekday.MONDAY, Weekday.TUESDAY, Weekday.WEDNESDAY, Weekday.THURSDAY, Weekday.FRIDAY, Weekday.SATURDAY];

/** Opens or closes each night's counter; its capacity is the room count either way (never below what is booked). */
async function setNightsOpen(em: EntityManager, room: HotelRoomType, nights: string[], open: boolean): Promise<void> {
  await em.getConnection().execute(
    `insert into inventory_bucket (kind, unit_id, slot, capacity, closed)
     select ?, ?, (night || ' 00:00:00')::timestamp, ?, ? from unnest(?::text[]) as night
     on conflict (kind, unit_id, slot) do update set closed = excluded.closed, capacity = greatest(inventory_bucket.booked, excluded.capacity)`,
    [BucketKind.ROOM_NIGHT, room.id, room.units, !open, `{${nights.join(',')}}`],
    'run',
    em.getTransactionContext(),
  );
}
