// The tour organizer's side: its tours, their departures (the very counters bookings claim), itineraries, the
// guests on its bookings, and bookings taken by phone. Every change is audited; another organizer's rows are not found.
import { stepTranslationsInput, storedStepTranslations } from '../listings/listing-translations.js';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { counted } from '../../counted.js';
import { DomainError, badInput } from '../../errors.js';
import { clockTime, optionalText, singleLine, text, wholeNumber } from '../../validation.js';
import { auditSnapshot } from '../audit/audit-log.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { addDays, BOOKING_HORIZON_DAYS, localNow } from '../bookings/booking-dates.js';
import { readEmail } from '../bookings/booking-input.js';
import type { BookingService } from '../bookings/booking.service.js';
import type { CountryService } from '../countries/country.service.js';
import { Tour, TourDeparture, TourItineraryStep } from '../listings/tours/tour.entity.js';
import { TourCategory } from '../listings/tours/tour.enums.js';
import { Weekday } from '../listings/restaurants/restaurant.enums.js';
import { likePattern } from '../listings/listing-page.js';
import { DEFAULT_PAGE_SIZE, emptyPage, findPage, MAX_PAGE, MAX_PAGE_SIZE, type OffsetPage } from '../listings/paging.js';
import { listingSearchText } from '../listings/listing-search.js';
import { isoDate, ownListingIds, partnerBooking } from './partner-bookings.js';
import {
  auditedChange,
  cityId,
  commonListingFields,
  createOwnListing,
  dollarsToMinor,
  hasLiveBookings,
  listingListSchema,
  newListingFields,
  ownListingPage,
  placeListing,
} from './partner-listings.js';
import { partnerBookingForCaller } from './partner-phone-booking.js';
import { ownedListing, requirePartner } from './partner-scope.js';
import { departureDates } from './tour-departure-rule.js';
import { TourDepartureRule } from './tour-departure-rule.entity.js';
import { TourGuest } from './tour-guest.entity.js';
import type { WebhookService } from './webhooks/webhook.service.js';

const TOUR = BookingType.TOUR;
const id = wholeNumber(1, 2_147_483_647);
/** A departure seats at most this many: a large coach tour, not a stadium. */
export const MAX_DEPARTURE_SEATS = 500;

const tourFields = {
  ...commonListingFields,
  category: z.enum(TourCategory).optional(),
  durationDays: wholeNumber(1, 60).optional(),
  price: dollarsToMinor.optional(),
  active: z.boolean().optional(),
};
const stepFields = z
  .object({
    title: text(160)
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, { error: 'is required' }),
    description: text(2000).optional(),
    /** The day of the tour the step falls on. */
    day: wholeNumber(1, 60).optional(),
    /** Its title and description in other languages, replacing those set before. */
    translations: stepTranslationsInput.optional(),
  })
  .strict();
const guestFields = {
  fullName: singleLine(120)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, { error: 'is required' }),
  email: optionalText(254),
  phone: optionalText(40),
  pickup: optionalText(200),
  notes: text(2000).optional(),
};

/** What the tour organizer's requests may say, each checked by its schema where it arrives. */
export const tourPartnerSchemas = {
  list: listingListSchema,
  tourCreate: z
    .object({ ...tourFields, ...newListingFields, category: z.enum(TourCategory), durationDays: wholeNumber(1, 60), price: dollarsToMinor })
    .strict(),
  tourUpdate: z.object({ ...tourFields, cityId: cityId.optional() }).strict(),
  departureAdd: z.object({ date: isoDate, startTime: clockTime.nullish(), capacity: wholeNumber(1, MAX_DEPARTURE_SEATS) }).strict(),
  departureRepeat: z
    .object({
      weekdays: z.array(z.enum(Weekday)).min(1).max(7),
      startTime: clockTime.nullish(),
      from: isoDate,
      until: isoDate,
      capacity: wholeNumber(1, MAX_DEPARTURE_SEATS),
    })
    .strict()
    .refine((rule) => rule.until >= rule.from, { error: 'must be on or after the first day', path: ['until'] }),
  departureUpdate: z
    .object({
      /** A departure keeps its date: the travellers on it booked that day. */
      date: z
        .unknown()
        .refine((value) => value === undefined, { error: 'cannot change: add a departure on the new date instead' })
        .optional(),
      startTime: clockTime.nullish(),
      capacity: wholeNumber(1, MAX_DEPARTURE_SEATS).optional(),
    })
    .strict(),
  stepAdd: stepFields,
  stepUpdate: stepFields.partial().strict(),
  stepMove: z.object({ position: wholeNumber(1, 500) }).strict(),
  guests: z.object({
    q: optionalText(80),
    tourId: id.nullish(),
    date: isoDate.nullish(),
    page: wholeNumber(1, MAX_PAGE).nullish(),
    size: wholeNumber(1, MAX_PAGE_SIZE).nullish(),
  }),
  guestAdd: z.object({ bookingId: z.string().max(40), ...guestFields }).strict(),
  guestUpdate: z.object(guestFields).partial().strict(),
  bookingCreate: z
    .object({
      tourId: id,
      date: isoDate,
      partySize: wholeNumber(1, 12),
      addOns: z.array(text(40)).max(10).nullish(),
      contact: z.object({ name: singleLine(120), email: text(254), phone: optionalText(40) }).strict(),
    })
    .strict(),
};

type Command<Name extends keyof typeof tourPartnerSchemas> = z.output<(typeof tourPartnerSchemas)[Name]>;

const tourAudit = ['name', 'description', 'category', 'durationDays', 'basePriceMinor', 'active', 'city'] as const;
const departureAudit = ['tour', 'date', 'startTime', 'capacity', 'booked'] as const;
const stepAudit = ['tour', 'position', 'day', 'title', 'description', 'translations'] as const;
const guestAudit = ['booking', 'fullName', 'email', 'phone', 'pickup', 'notes'] as const;

const departureNotFound = () => new DomainError('NOT_FOUND', 'Departure not found', 'id');
const stepNotFound = () => new DomainError('NOT_FOUND', 'Itinerary step not found', 'id');
const guestNotFound = () => new DomainError('NOT_FOUND', 'Guest not found', 'id');

export interface DepartureSeries {
  /** The rule as kept. */
  rule: TourDepartureRule;
  departures: TourDeparture[];
  /** Days of the rule that already had a departure, left as they were. */
  skipped: string[];
}

export interface DepartureManifest {
  departure: TourDeparture;
  tour: Tour;
  headcount: number;
  parties: Array<{ booking: Booking; guests: TourGuest[] }>;
}

/** A step's day, which must fall within the tour's days. */
function dayOfTour(tour: Pick<Tour, 'durationDays'>, day: number): number {
  if (day > tour.durationDays) throw badInput('day', `This tour lasts ${counted(tour.durationDays, 'day')}: choose a day from 1 to ${tour.durationDays}.`);
  return day;
}

/** A removed rule: the departures it made that nobody booked went with it; the others stay, without a rule. */
export interface DepartureRuleRemoval {
  ruleId: number;
  removed: string[];
  kept: string[];
}

/** A new departure's day: after today in the tour's country, within the booking horizon. */
function bookableDay(tour: Tour, date: string, field: string): void {
  const today = localNow(tour.country.code).date;
  if (date <= today) throw badInput(field, 'A new departure must be after today.');
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) throw badInput(field, `Departures open ${BOOKING_HORIZON_DAYS} days ahead at most.`);
}

/** Each method checks the role first; the edges refuse someone else before they read the input, never telling what is missing. */
export class TourPartnerService {
  constructor(
    private readonly countries: CountryService,
    private readonly bookings: BookingService,
    private readonly webhooks: WebhookService,
  ) {}

  tours(ctx: RequestContext, query: Command<'list'>) {
    return ownListingPage(ctx, TOUR, Tour, query);
  }

  tour(ctx: RequestContext, tourId: string | number): Promise<Tour> {
    return ownedListing(ctx, TOUR, tourId);
  }

  /** Every departure of an own tour, past ones included (the guests of last week still matter), by date. */
  async departures(ctx: RequestContext, tourId: string | number): Promise<TourDeparture[]> {
    const tour = await ownedListing(ctx, TOUR, tourId);
    return ctx.em.find(TourDeparture, { tour }, { orderBy: { date: 'asc' } });
  }

  async itinerary(ctx: RequestContext, tourId: string | number): Promise<TourItineraryStep[]> {
    const tour = await ownedListing(ctx, TOUR, tourId);
    return ctx.em.find(TourItineraryStep, { tour }, { orderBy: { position: 'asc' } });
  }

  tourCreate(ctx: RequestContext, fields: Command<'tourCreate'>): Promise<Tour> {
    requirePartner(ctx, TOUR);
    const own = { category: fields.category, durationDays: fields.durationDays, basePriceMinor: fields.price, active: fields.active ?? true };
    return createOwnListing(ctx, this.countries, TOUR, Tour, fields, own, tourAudit);
  }

  async tourUpdate(ctx: RequestContext, tourId: string | number, fields: Command<'tourUpdate'>): Promise<Tour> {
    requirePartner(ctx, TOUR);
    return auditedChange(ctx, async (tx) => {
      const tour = await ownedListing(ctx, TOUR, tourId, { em: tx });
      const before = auditSnapshot(tour, tourAudit);
      if (fields.cityId !== undefined) placeListing(tx, this.countries, tour, fields.cityId);
      if (fields.name !== undefined) tour.name = fields.name;
      if (fields.description !== undefined) tour.description = fields.description;
      if (fields.category !== undefined) tour.category = fields.category;
      if (fields.durationDays !== undefined) tour.durationDays = fields.durationDays;
      if (fields.price !== undefined) tour.basePriceMinor = fields.price;
      if (fields.active !== undefined) tour.active = fields.active;
      tour.searchText = listingSearchText(tour.name, this.countries.city(tour.city.id)?.name ?? '', tour.category);
      const action = fields.active === undefined || fields.active === before.active ? 'tour.update' : fields.active ? 'tour.activate' : 'tour.deactivate';
      return { result: tour, audit: { action, subjectType: 'tour', subjectId: tour.id, before, after: auditSnapshot(tour, tourAudit) } };
    });
  }

  /** Removes a tour nobody has booked; one with bookings is deactivated instead, so its travellers keep theirs. */
  async tourDelete(ctx: RequestContext, tourId: string | number): Promise<Tour> {
    return auditedChange(ctx, async (tx) => {
      const tour = await ownedListing(ctx, TOUR, tourId, { em: tx });
      if (await hasLiveBookings(tx, TOUR, tour.id))
        throw new DomainError('CONFLICT', 'This tour has bookings: deactivate it instead, so travellers keep their places.', 'id');
      const before = auditSnapshot(tour, tourAudit);
      tx.remove(tour);
      return { result: tour, audit: { action: 'tour.delete', subjectType: 'tour', subjectId: tour.id, before } };
    });
  }

  /** A new dated departure: the counter the booking flow claims places on, so travellers can book it at once. */
  async departureAdd(ctx: RequestContext, tourId: string | number, { date, startTime, capacity }: Command<'departureAdd'>): Promise<TourDeparture> {
    requirePartner(ctx, TOUR);
    try {
      return await auditedChange(ctx, async (tx) => {
        const tour = await ownedListing(ctx, TOUR, tourId, { em: tx, field: 'tourId' });
        bookableDay(tour, date, 'date');
        const departure = tx.create(TourDeparture, { tour, date, startTime: startTime ?? null, capacity });
        await tx.flush();
        await this.departureChanged(ctx, tx, tour.id, departure, 'added');
        return {
          result: departure,
          audit: { action: 'tour_departure.create', subjectType: 'tour_departure', subjectId: departure.id, after: auditSnapshot(departure, departureAudit) },
        };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('CONFLICT', 'This tour already departs on that date.', 'date');
      throw error;
    }
  }

  /**
   * Departures from a weekly rule (these weekdays, at this time, from one day until another), each with the same seats.
   * Days that already have a departure keep theirs and are answered back as skipped.
   */
  async departuresRepeat(ctx: RequestContext, tourId: string | number, rule: Command<'departureRepeat'>): Promise<DepartureSeries> {
    requirePartner(ctx, TOUR);
    return auditedChange(ctx, async (tx) => {
      const tour = await ownedListing(ctx, TOUR, tourId, { em: tx, field: 'tourId' });
      bookableDay(tour, rule.from, 'from');
      bookableDay(tour, rule.until, 'until');
      // The tour's row is locked so two series added at once cannot both take a day.
      await tx.findOne(Tour, tour.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const dates = departureDates(rule);
      if (!dates.length) throw badInput('weekdays', 'None of these weekdays falls between the two dates.');
      const taken = new Set((await tx.find(TourDeparture, { tour, date: { $in: dates } })).map((departure) => departure.date));
      const kept = tx.create(TourDepartureRule, { tour, ...rule, startTime: rule.startTime ?? null });
      await tx.flush();
      const departures = dates
        .filter((date) => !taken.has(date))
        .map((date) => tx.create(TourDeparture, { tour, date, startTime: rule.startTime ?? null, capacity: rule.capacity, ruleId: kept.id }));
      await tx.flush();
      if (departures.length)
        await this.webhooks.availabilityChanged(tx, ctx.viewer!.id, {
          listingType: TOUR,
          listingId: tour.id,
          from: departures[0]!.date,
          to: departures.at(-1)!.date,
          change: 'added',
        });
      return {
        result: { rule: kept, departures, skipped: [...taken].sort() },
        audit: {
          action: 'tour_departure.create_series',
          subjectType: 'tour',
          subjectId: tour.id,
          after: { ...rule, ruleId: kept.id, dates: departures.map((departure) => departure.date) },
        },
      };
    });
  }

  /** The weekly rules kept for one of the organizer's tours, oldest first. */
  async departureRules(ctx: RequestContext, tourId: string | number): Promise<TourDepartureRule[]> {
    const tour = await ownedListing(ctx, TOUR, tourId, { field: 'tourId' });
    return ctx.em.find(TourDepartureRule, { tour }, { orderBy: { id: 'asc' } });
  }

  /**
   * Removes a weekly rule with the departures it made that nobody has booked; the booked ones stay as single
   * departures. Travellers' bookings are never touched.
   */
  async departureRuleRemove(ctx: RequestContext, ruleId: string | number): Promise<DepartureRuleRemoval> {
    const viewer = requirePartner(ctx, TOUR);
    return auditedChange(ctx, async (tx) => {
      const numeric = Number(ruleId);
      const rule = Number.isSafeInteger(numeric) ? await tx.findOne(TourDepartureRule, { id: numeric, tour: { owner: viewer.id } }) : null;
      if (!rule) throw new DomainError('NOT_FOUND', 'Departure rule not found', 'id');
      // The tour's row is locked, as when departures are added, so a booking's seat counter and this removal queue.
      await tx.findOne(Tour, rule.tour.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const made = await tx.find(TourDeparture, { ruleId: rule.id }, { orderBy: { date: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
      const unbooked = made.filter((departure) => departure.booked === 0);
      const kept = made.filter((departure) => departure.booked > 0);
      for (const departure of kept) departure.ruleId = null;
      if (unbooked.length)
        await this.webhooks.availabilityChanged(tx, viewer.id, {
          listingType: TOUR,
          listingId: rule.tour.id,
          from: unbooked[0]!.date,
          to: unbooked.at(-1)!.date,
          change: 'removed',
        });
      const before = { ...auditSnapshot(rule, ['weekdays', 'startTime', 'from', 'until', 'capacity']), tourId: rule.tour.id };
      tx.remove(unbooked);
      tx.remove(rule);
      const removal = { ruleId: rule.id, removed: unbooked.map((departure) => departure.date), kept: kept.map((departure) => departure.date) };
      return {
        result: removal,
        audit: {
          action: 'tour_departure_rule.delete',
          subjectType: 'tour_departure_rule',
          subjectId: rule.id,
          before,
          after: { removed: removal.removed, kept: removal.kept },
        },
      };
    });
  }

  /**
   * Who travels on a departure: each live booking on its day (confirmed, or held and not lapsed) with its contact,
   * party and named guests; the headcount is the seats those bookings hold.
   */
  async manifest(ctx: RequestContext, departureId: string | number): Promise<DepartureManifest> {
    const departure = await this.ownDeparture(ctx, ctx.em, departureId, false);
    const bookings = (
      await ctx.em.find(
        Booking,
        { type: TOUR, listingId: departure.tour.id, startDate: departure.date, status: { $in: [BookingStatus.CONFIRMED, BookingStatus.HELD] } },
        { orderBy: { contactName: 'asc', id: 'asc' } },
      )
    ).filter((booking) => booking.status === BookingStatus.CONFIRMED || (booking.holdExpiresAt && booking.holdExpiresAt > new Date()));
    const guests = bookings.length
      ? await ctx.em.find(TourGuest, { booking: { $in: bookings.map((booking) => booking.id) } }, { orderBy: { fullName: 'asc', id: 'asc' } })
      : [];
    return {
      departure,
      tour: departure.tour,
      headcount: bookings.reduce((sum, booking) => sum + booking.partySize, 0),
      parties: bookings.map((booking) => ({ booking, guests: guests.filter((guest) => guest.booking.id === booking.id) })),
    };
  }

  /** More or fewer seats, never fewer than are already booked (the counter's row is locked while deciding); another start time. */
  async departureUpdate(ctx: RequestContext, departureId: string | number, { capacity, startTime }: Command<'departureUpdate'>): Promise<TourDeparture> {
    requirePartner(ctx, TOUR);
    return auditedChange(ctx, async (tx) => {
      const departure = await this.ownDeparture(ctx, tx, departureId);
      const before = auditSnapshot(departure, departureAudit);
      if (capacity !== undefined) {
        if (capacity < departure.booked) throw badInput('capacity', `${departure.booked} seats are already booked: the capacity cannot go below that.`);
        departure.capacity = capacity;
      }
      if (startTime !== undefined) departure.startTime = startTime;
      await this.departureChanged(ctx, tx, departure.tour.id, departure, 'capacity');
      return {
        result: departure,
        audit: {
          action: 'tour_departure.update',
          subjectType: 'tour_departure',
          subjectId: departure.id,
          before,
          after: auditSnapshot(departure, departureAudit),
        },
      };
    });
  }

  /** Removes a departure no one holds a seat on. */
  async departureRemove(ctx: RequestContext, departureId: string | number): Promise<TourDeparture> {
    return auditedChange(ctx, async (tx) => {
      const departure = await this.ownDeparture(ctx, tx, departureId);
      if (departure.booked > 0) throw new DomainError('CONFLICT', 'Travellers have seats on this departure: cancel their bookings first.', 'id');
      const before = auditSnapshot(departure, departureAudit);
      await this.departureChanged(ctx, tx, departure.tour.id, departure, 'removed');
      tx.remove(departure);
      return { result: departure, audit: { action: 'tour_departure.delete', subjectType: 'tour_departure', subjectId: departure.id, before } };
    });
  }

  /** Adds a step at the end of the itinerary. */
  async stepAdd(ctx: RequestContext, tourId: string | number, fields: Command<'stepAdd'>): Promise<TourItineraryStep> {
    requirePartner(ctx, TOUR);
    return auditedChange(ctx, async (tx) => {
      const tour = await ownedListing(ctx, TOUR, tourId, { em: tx, field: 'tourId' });
      await tx.findOne(Tour, tour.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const last = await tx.findOne(TourItineraryStep, { tour }, { orderBy: { position: 'desc' } });
      const step = tx.create(TourItineraryStep, {
        tour,
        position: (last?.position ?? 0) + 1,
        day: fields.day === undefined ? (last?.day ?? 1) : dayOfTour(tour, fields.day),
        title: fields.title,
        description: fields.description ?? '',
        translations: storedStepTranslations(fields.translations ?? []),
      });
      await tx.flush();
      return {
        result: step,
        audit: { action: 'tour_itinerary_step.create', subjectType: 'tour_itinerary_step', subjectId: step.id, after: auditSnapshot(step, stepAudit) },
      };
    });
  }

  async stepUpdate(ctx: RequestContext, stepId: string | number, fields: Command<'stepUpdate'>): Promise<TourItineraryStep> {
    requirePartner(ctx, TOUR);
    return auditedChange(ctx, async (tx) => {
      const step = await this.ownStep(ctx, tx, stepId);
      const before = auditSnapshot(step, stepAudit);
      if (fields.title !== undefined) step.title = fields.title;
      if (fields.description !== undefined) step.description = fields.description;
      if (fields.translations !== undefined) step.translations = storedStepTranslations(fields.translations);
      if (fields.day !== undefined) step.day = dayOfTour(await tx.findOneOrFail(Tour, step.tour.id), fields.day);
      return {
        result: step,
        audit: { action: 'tour_itinerary_step.update', subjectType: 'tour_itinerary_step', subjectId: step.id, before, after: auditSnapshot(step, stepAudit) },
      };
    });
  }

  /** Moves a step to another place in the order (past the end means last); the steps between shift by one. */
  async stepMove(ctx: RequestContext, stepId: string | number, { position }: Command<'stepMove'>): Promise<TourItineraryStep> {
    requirePartner(ctx, TOUR);
    return auditedChange(ctx, async (tx) => {
      const step = await this.ownStep(ctx, tx, stepId);
      const tourId = step.tour.id;
      await tx.findOne(Tour, tourId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const before = auditSnapshot(step, stepAudit);
      const from = step.position;
      const to = Math.min(position, await tx.count(TourItineraryStep, { tour: tourId }));
      if (to !== from) {
        // Two passes keep (tour, position) unique at every row: the moved range out of the way, then into place.
        const connection = tx.getConnection();
        const trx = tx.getTransactionContext();
        await connection.execute(
          `update tour_itinerary_step set position = -position where tour_id = ? and position between ? and ?`,
          [tourId, Math.min(from, to), Math.max(from, to)],
          'run',
          trx,
        );
        await connection.execute(
          `update tour_itinerary_step set position = case when id = ? then ? else -position + ? end where tour_id = ? and position < 0`,
          [step.id, to, to < from ? 1 : -1, tourId],
          'run',
          trx,
        );
        await tx.refresh(step);
      }
      return {
        result: step,
        audit: { action: 'tour_itinerary_step.move', subjectType: 'tour_itinerary_step', subjectId: step.id, before, after: auditSnapshot(step, stepAudit) },
      };
    });
  }

  /** Removes a step; the later ones move up so positions stay 1, 2, 3... */
  async stepRemove(ctx: RequestContext, stepId: string | number): Promise<TourItineraryStep> {
    return auditedChange(ctx, async (tx) => {
      const step = await this.ownStep(ctx, tx, stepId);
      const before = auditSnapshot(step, stepAudit);
      const { id: removedId, position } = step;
      const tourId = step.tour.id;
      tx.remove(step);
      await tx.flush();
      // Two passes keep (tour, position) unique at every row: out of the way first, then into place.
      const connection = tx.getConnection();
      const trx = tx.getTransactionContext();
      await connection.execute(`update tour_itinerary_step set position = -position where tour_id = ? and position > ?`, [tourId, position], 'run', trx);
      await connection.execute(`update tour_itinerary_step set position = -position - 1 where tour_id = ? and position < 0`, [tourId], 'run', trx);
      return {
        result: Object.assign(step, { id: removedId }),
        audit: { action: 'tour_itinerary_step.delete', subjectType: 'tour_itinerary_step', subjectId: removedId, before },
      };
    });
  }

  /** The guests on the organizer's tour bookings, by booking date; `q` matches names, e-mails and references. */
  async guests(ctx: RequestContext, filter: Command<'guests'>): Promise<OffsetPage<TourGuest>> {
    const viewer = requirePartner(ctx, TOUR);
    const page = filter.page ?? 1;
    const pageSize = filter.size ?? DEFAULT_PAGE_SIZE;
    const owned = await ownListingIds(ctx.em, TOUR, viewer.id);
    const tours = filter.tourId ? owned.filter((tourId) => tourId === filter.tourId) : owned;
    if (!tours.length) return emptyPage(page, pageSize);
    const q = filter.q?.trim();
    const pattern = q && likePattern(q);
    return findPage(
      ctx.em,
      TourGuest,
      {
        booking: { type: TOUR, listingId: { $in: tours }, ...(filter.date ? { startDate: filter.date } : {}) },
        ...(pattern ? { $or: [{ fullName: { $ilike: pattern } }, { email: { $ilike: pattern } }, { booking: { reference: { $ilike: pattern } } }] } : {}),
      },
      { populate: ['booking'], orderBy: { booking: { startDate: 'asc' }, fullName: 'asc', id: 'asc' } },
      { page, size: pageSize },
    );
  }

  async guestAdd(ctx: RequestContext, fields: Command<'guestAdd'>): Promise<TourGuest> {
    requirePartner(ctx, TOUR);
    const email = readEmail(fields.email, 'email');
    return auditedChange(ctx, async (tx) => {
      const booking = await partnerBooking(ctx, fields.bookingId, tx).catch((error: unknown) => {
        throw error instanceof DomainError && error.code === 'NOT_FOUND' ? new DomainError('NOT_FOUND', error.message, 'bookingId') : error;
      });
      const guest = tx.create(TourGuest, {
        booking,
        fullName: fields.fullName,
        email,
        phone: fields.phone ?? null,
        pickup: fields.pickup ?? null,
        notes: fields.notes ?? '',
      });
      await tx.flush();
      return { result: guest, audit: { action: 'tour_guest.create', subjectType: 'tour_guest', subjectId: guest.id, after: auditSnapshot(guest, guestAudit) } };
    });
  }

  async guestUpdate(ctx: RequestContext, guestId: string | number, fields: Command<'guestUpdate'>): Promise<TourGuest> {
    requirePartner(ctx, TOUR);
    return auditedChange(ctx, async (tx) => {
      const guest = await this.ownGuest(ctx, tx, guestId);
      const before = auditSnapshot(guest, guestAudit);
      if (fields.fullName !== undefined) guest.fullName = fields.fullName;
      if (fields.email !== undefined) guest.email = readEmail(fields.email, 'email');
      if (fields.phone !== undefined) guest.phone = fields.phone ?? null;
      if (fields.pickup !== undefined) guest.pickup = fields.pickup ?? null;
      if (fields.notes !== undefined) guest.notes = fields.notes;
      return {
        result: guest,
        audit: { action: 'tour_guest.update', subjectType: 'tour_guest', subjectId: guest.id, before, after: auditSnapshot(guest, guestAudit) },
      };
    });
  }

  async guestRemove(ctx: RequestContext, guestId: string | number): Promise<TourGuest> {
    return auditedChange(ctx, async (tx) => {
      const guest = await this.ownGuest(ctx, tx, guestId);
      const before = auditSnapshot(guest, guestAudit);
      const removedId = guest.id;
      tx.remove(guest);
      return {
        result: Object.assign(guest, { id: removedId }),
        audit: { action: 'tour_guest.delete', subjectType: 'tour_guest', subjectId: removedId, before },
      };
    });
  }

  /**
   * A booking the organizer takes by phone or at the desk: it goes through the traveller's own booking flow (the
   * same seat counter, the server's price, the confirmation e-mail), made for the traveller as a guest, paid on the day.
   */
  async bookingCreate(ctx: RequestContext, request: Command<'bookingCreate'>): Promise<Booking> {
    requirePartner(ctx, TOUR);
    const email = readEmail(request.contact.email, 'contact.email');
    if (!email) throw badInput('contact.email', 'Please enter a valid email address.');
    const tour = { tourId: request.tourId, date: request.date, partySize: request.partySize, addOns: request.addOns ?? [] };
    return partnerBookingForCaller(ctx, this.bookings, { tour, contact: { ...request.contact, email } }, 'tourId');
  }

  /** The organizer's webhook endpoints are told that a departure's places changed. */
  private departureChanged(ctx: RequestContext, tx: EntityManager, tourId: number, departure: TourDeparture, change: string): Promise<void> {
    return this.webhooks.availabilityChanged(tx, ctx.viewer!.id, {
      listingType: TOUR,
      listingId: tourId,
      unitId: departure.id,
      from: departure.date,
      to: departure.date,
      change,
    });
  }

  private async ownDeparture(ctx: RequestContext, tx: EntityManager, departureId: string | number, lock = true): Promise<TourDeparture> {
    const viewer = requirePartner(ctx, TOUR);
    const numeric = Number(departureId);
    const departure = Number.isSafeInteger(numeric)
      ? await tx.findOne(TourDeparture, { id: numeric, tour: { owner: viewer.id } }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : { populate: ['tour'] })
      : null;
    if (!departure) throw departureNotFound();
    return departure;
  }

  private async ownStep(ctx: RequestContext, tx: EntityManager, stepId: string | number): Promise<TourItineraryStep> {
    const viewer = requirePartner(ctx, TOUR);
    const numeric = Number(stepId);
    const step = Number.isSafeInteger(numeric) ? await tx.findOne(TourItineraryStep, { id: numeric, tour: { owner: viewer.id } }) : null;
    if (!step) throw stepNotFound();
    return step;
  }

  private async ownGuest(ctx: RequestContext, tx: EntityManager, guestId: string | number): Promise<TourGuest> {
    const viewer = requirePartner(ctx, TOUR);
    const numeric = Number(guestId);
    const guest = Number.isSafeInteger(numeric) ? await tx.findOne(TourGuest, { id: numeric }, { populate: ['booking'] }) : null;
    if (!guest || guest.booking.type !== TOUR) throw guestNotFound();
    const owned = await ownListingIds(tx, TOUR, viewer.id);
    if (!owned.includes(guest.booking.listingId)) throw guestNotFound();
    return guest;
  }
}
