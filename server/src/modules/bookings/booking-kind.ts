// What a kind of listing brings to booking (its plug-in), and the rules every plug-in shares: the request it
// accepts (a zod schema, so its output is the kind's typed command), the plan it makes of it, how a change of a
// confirmed booking reads as a new request, the cancellation rule that fits, and how it shows in a calendar.
import type { Listing } from '../listings/listing.entity.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { DomainError, badInput } from '../../errors.js';
import { clockTime, text, wholeNumber } from '../../validation.js';
import type { Booking, BookingType } from './booking.entity.js';
import { addDays, BOOKING_HORIZON_DAYS, localNow } from './booking-dates.js';
import type { PolicyServiceKind } from '../../../../shared/src/cancellation-policy.js';
import type { ClaimOption } from './inventory-claims.js';
import type { Charge, Price } from './booking-pricing.js';

export const PARTY_SIZE_MAX = 12;

export const listingId = wholeNumber(1, 2_147_483_647);
export const isoDate = text(10).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
  error: 'must be a date as YYYY-MM-DD',
});
export const party = wholeNumber(1, PARTY_SIZE_MAX);
export { clockTime };

/** An option as a plug-in offers it: what it claims, and what it charges (booking-pricing.ts prices it). */
export interface OfferedOption extends ClaimOption {
  charges: Charge[];
  /** The refusal when this option, the last with no room, is full; UNAVAILABLE when none is given. */
  whenFull?: () => DomainError;
}

/** An option priced: its lines, taxes and fees included, and their sum. */
export interface PlanOption extends OfferedOption, Price {}

/** A plan as a kind's plug-in makes it: its options not yet priced. */
export interface KindPlan extends Omit<BookingPlan, 'options'> {
  options: OfferedOption[];
}

export interface BookingPlan {
  type: BookingType;
  listing: Pick<Listing, 'id' | 'name' | 'currency' | 'textLanguage' | 'translations'> & { country: { code: string }; city: { id: number } };
  startDate: string;
  startTime: string | null;
  endDate: string;
  partySize: number;
  units: number;
  /** Request details worth keeping (add-ons, occasion, requests). */
  details: Record<string, unknown>;
  options: PlanOption[];
}

/** A change of a confirmed booking, in the booking's own terms (booking-modify.ts parses it). */
export interface BookingChangeFields {
  startDate?: string | null;
  endDate?: string | null;
  time?: string | null;
  partySize?: number | null;
  rooms?: number | null;
}

/** The booking as it stands with a change applied: what every kind's `changed` starts from. */
export interface ChangedBooking {
  booking: Booking;
  /** The booking's kept choices (room type, add-ons, requests). */
  details: Record<string, unknown>;
  startDate: string;
  endDate: string;
  time: string | null;
  partySize: number;
  rooms: number;
}

/** What a listing's cancellation rules are read from: its name, and a tour's length. */
export interface PolicyListing {
  name: string;
  durationDays?: number;
}

/**
 * A kind's booking plug-in. `Request` is the kind's typed command: the output of `schema`. Methods (not function
 * properties) so that a plug-in of one request type is a plug-in of the union.
 */
export interface BookingPlugin<Request extends object = object> {
  /** The key of the booking input that carries this kind's request (`hotel`, `ride`): GraphQL and the REST mapper use it. */
  inputField: string;
  /** The request's field that names the listing booked (`hotelId`): a partner booking for a caller must own it. */
  listingField: string;
  schema: z.ZodType<Request>;
  /** The spec §5 wording when a guest leaves out a name or e-mail, when this kind has its own. */
  contactRequired?: string;
  /** The spec §5 refusals for what the form must have, before types and ranges are looked at. */
  requireFields?(details: Record<string, unknown>, contact: Record<string, unknown> | null | undefined): void;
  /**
   * The listing, the checked dates, what each option charges and the inventory to claim, in order of preference.
   * `replacing`: the booking a change re-plans, whose own places do not stand in its way.
   */
  plan(em: EntityManager, request: Request, replacing?: string): Promise<KindPlan>;
  /** Why a hold can no longer be confirmed (listing hidden since, hours changed), or null. */
  refusal(em: EntityManager, booking: Booking): Promise<DomainError | null>;
  /** The booking with a change, as this kind's request input (validated again like a new one). */
  changed(change: ChangedBooking): Record<string, unknown>;
  /** This kind's request fields, mapped to the change's names for refusals (`checkIn` → `startDate`). */
  changeFields: Record<string, keyof BookingChangeFields>;
  /** The rule of spec §9 that fits a booking of this kind. */
  policyCase(booking: Booking): { kind: PolicyServiceKind; caseId: string };
  /** The rules of spec §9 a booking of this listing may fall under (`policyCase` picks one per booking), for its page. */
  policyCasesOf(listing: PolicyListing): readonly string[];
  /** Minutes a timed booking fills in the calendar; an all-day booking has none. */
  calendarMinutes?: number;
  /** Whether an all-day booking's end date is itself the day after (a hotel's check-out morning). */
  endsOnEndDate?: boolean;
}

/** A date that has passed, or beyond the booking horizon, is refused in the listing country's calendar. */
export function checkDay(countryCode: string, date: string, field: string, time?: string) {
  const now = localNow(countryCode);
  if (date < now.date || (time !== undefined && date === now.date && time <= now.time))
    throw badInput(field, 'This date has already passed. Please choose a later one.');
  if (date > addDays(now.date, BOOKING_HORIZON_DAYS)) throw badInput(field, `Bookings open ${BOOKING_HORIZON_DAYS} days ahead at most.`);
}

export const notFound = (what: string, field: string) => new DomainError('NOT_FOUND', `${what} not found`, field);

/** A held booking whose listing is no longer offered. */
export const noLongerOffered = () =>
  new DomainError('UNAVAILABLE', 'Sorry, this is no longer offered, and your hold was released. Please choose another option.');

/** Whether a clock time (HH:MM) falls within [opens, closes); a closing time at or before the opening one is after midnight. */
export const withinHours = (time: string, opens: string, closes: string) => (closes > opens ? time >= opens && time < closes : time >= opens || time < closes);

export const outsideHours = (field: string, what: string) =>
  new DomainError('OUTSIDE_OPENING_HOURS', `The ${what} is closed at that time. Please choose a time within its opening hours.`, field);

/** Blank as a form sends it: missing, null, or only spaces. */
export const blank = (value: unknown) => value == null || (typeof value === 'string' && !value.trim());

/**
 * Each kind's typed booking request, by booking type: a kind's folder adds its own entry (declaration merging), so
 * the union below covers it. The entries are the outputs of the kinds' zod schemas.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one entry per kind folder.
export interface BookingRequests {}

/** One kind's request, tagged with its booking type. */
export type BookingDetails = { [Type in keyof BookingRequests]: BookingRequests[Type] & { type: Type } }[keyof BookingRequests];

/**
 * A kind's request as a form sends it, before parsing: its schema's fields, each optional and nullable (a missing
 * field is refused with the spec's wording), text where the schema has a closed set of words.
 */
export type RequestInput<Schema extends z.ZodType> = {
  [Field in keyof z.input<Schema>]?: z.input<Schema>[Field] | null | (NonNullable<z.input<Schema>[Field]> extends string ? string : never);
};

/** Each kind's request input, by the kind's input field (`hotel`, `ride`): a kind's folder adds its own entry. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one entry per kind folder.
export interface BookingRequestInputs {}
