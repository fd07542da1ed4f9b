// The AI trip finder (spec §2 'AI Generated Package', §4 'AI package' and 'Itinerary building'): the local planner
// chooses among available listings; a configured model may re-rank its candidates and write the rationale.
// Booking a package holds every part, then confirms them all, or books nothing.
import { z } from 'zod';
import type { RequestContext } from '../../../context.js';
import type { Language } from '../../../language.js';
import { DomainError, ErrorCode, badInput } from '../../../errors.js';
import { optionalSingleLine, optionalText, text, wholeNumber } from '../../../validation.js';
import { Booking } from '../../bookings/booking.entity.js';
import { type IdempotentCall, remember, replayOf } from '../../bookings/idempotency.js';
import { type BookingRequestInput, readIdempotencyKey } from '../../bookings/booking-input.js';
import { holdTogether, memberIndexOf, memberKey } from '../../bookings/booking-group.js';
import { PaymentMethod, type PaymentRequest } from '../../bookings/payments.js';
import { addDays } from '../../bookings/booking-dates.js';
import type { BookingService } from '../../bookings/booking.service.js';
import type { CountryService } from '../../countries/country.service.js';
import type { AiRequestLimit } from '../ai-limits.js';
import type { ChatProvider } from '../provider/chat-provider.js';
import { loadCandidates } from './candidates.js';
import { buildItinerary, type ItineraryDay } from './itinerary.js';
import { cheapestPlan, type Plan, planTrip, TRANSFERS_MINOR } from './planner.js';
import type { PartKind, Preference } from './preferences.js';
import { localRationale, noFittingRationale } from './rationale.js';
import { rerankWithModel } from './rerank.js';
import { readTripRequest, type TripAsked, type TripRequest, tripEndDate, tripRequestSchema } from './trip-request.js';

/** One bookable part of a package, with what booking it needs. */
export interface PackagePart {
  kind: PartKind;
  listingId: number;
  name: string;
  /** Hotel type, tour category, cuisine, leisure or ride type. */
  type: string;
  costMinor: number;
  date: string;
  endDate: string;
  time: string | null;
  roomTypeId: number | null;
  roomType: string | null;
  rooms: number | null;
  serves: Preference[];
}

export interface TripPackage {
  withinBudget: boolean;
  hotel: PackagePart | null;
  tours: PackagePart[];
  restaurants: PackagePart[];
  transport: PackagePart | null;
  nightlife: PackagePart[];
  transfersMinor: number;
  totalMinor: number;
  budgetMinor: number;
  remainingMinor: number;
  preferenceMatch: number;
  rationale: string;
  itinerary: ItineraryDay[];
}

export interface TripFinderResult {
  aiGenerated: boolean;
  trip: TripRequest & { endDate: string };
  package: TripPackage;
}

const partSchema = z
  .object({
    kind: z.enum(['hotel', 'tour', 'restaurant', 'transport', 'nightlife']),
    listingId: wholeNumber(1, 2_147_483_647),
    date: text(10),
    endDate: optionalText(10),
    time: optionalText(5),
    roomTypeId: wholeNumber(1, 2_147_483_647).nullish(),
    rooms: wholeNumber(1, 10).nullish(),
  })
  .strict();

/** 'Book this package': the trip it was planned for, the parts chosen, who books. */
export const packageBooking = z.object({
  trip: tripRequestSchema,
  parts: z.array(partSchema).min(1).max(12),
  /** Checked by the booking service, as for any booking. */
  contact: z.object({ name: optionalSingleLine(120), email: optionalText(254), phone: optionalText(40) }).nullish(),
  /** Checked by {@link readIdempotencyKey}: a retried 'Book this package' answers as the first did (each part's hold
   * replays under a key derived from it, and parts confirmed are not paid again), and the key with another package is refused. */
  idempotencyKey: z.unknown().optional(),
});

export type PackageBookingCommand = z.output<typeof packageBooking>;

/** The reviewed package's confirmation: its held parts, who pays and how, and the terms accepted. */
export const packageConfirmation = z
  .object({
    idempotencyKey: z.string().trim().min(8).max(200),
    references: z.array(text(40)).min(1).max(12),
    email: optionalText(254),
    // A package is paid at once or at the venue: a phone prompt per part is not offered.
    payment: z.object({
      method: z.enum(PaymentMethod).refine((method) => method === PaymentMethod.PAY_AT_VENUE || method === PaymentMethod.TEST_CARD, {
        error: 'A package is paid by card or at the venue.',
      }),
      cardNumber: optionalText(40),
      phone: optionalText(30),
    }),
    termsAccepted: z.boolean(),
  })
  .strict();

export type PackageConfirmCommand = z.output<typeof packageConfirmation>;

export type PackageBooking = { booked: true; bookings: Booking[] } | { booked: false; failedPart: number; error: DomainError; replacement: TripFinderResult };

/**
 * The refusals that say a part is gone (sold out, full, closed, removed): only these are answered with a new package.
 * Any other refusal is about the traveller (too many attempts or holds, a declined card...) and is answered as is:
 * the same package would be refused again.
 */
const PART_GONE: ReadonlySet<ErrorCode> = new Set([ErrorCode.UNAVAILABLE, ErrorCode.SLOT_FULL, ErrorCode.EVENT_FULL, ErrorCode.NOT_FOUND]);

/** A refusal of a part, unless it is not about the part: then it is thrown, to reach the traveller as it is. */
function partGone(error: DomainError, failedPart: number): DomainError {
  if (!PART_GONE.has(error.code)) throw error;
  return new DomainError(error.code, error.message, `parts.${failedPart}`);
}

export class TripFinderService {
  constructor(
    private readonly countries: CountryService,
    private readonly bookings: BookingService,
    private readonly provider: ChatProvider | null,
    private readonly limit: AiRequestLimit,
  ) {}

  /** A traveller's request: counted against the address's AI limit once it reads as a trip. */
  async find(ctx: RequestContext, asked: TripAsked): Promise<TripFinderResult> {
    const trip = readTripRequest(this.countries, asked);
    await this.limit.consume(ctx);
    return this.plan(ctx, trip);
  }

  private async plan(ctx: RequestContext, trip: TripRequest): Promise<TripFinderResult> {
    const candidates = await loadCandidates(ctx.em, trip);
    const plans = planTrip(trip, candidates);
    const summary = { ...trip, endDate: tripEndDate(trip) };
    if (!plans.length) {
      const cheapest = cheapestPlan(trip, candidates);
      return { aiGenerated: false, trip: summary, package: this.packageOf(trip, cheapest, false, noFittingRationale(trip, cheapest, ctx.language)) };
    }
    const choice = await this.modelChoice(trip, plans, ctx.language);
    const plan = choice?.plan ?? plans[0]!;
    return {
      aiGenerated: choice !== null,
      trip: summary,
      package: this.packageOf(trip, plan, true, choice?.rationale ?? localRationale(trip, plan, ctx.language)),
    };
  }

  /**
   * Holds every part of the package (so none can go while the others are taken), then confirms them all. When a
   * part is gone, the holds already placed are released, nothing is booked, and a replacement package is planned;
   * a refusal about the traveller (RATE_LIMITED, HOLD_LIMIT...) is thrown as it is, with no replacement.
   */
  async book(ctx: RequestContext, request: PackageBookingCommand): Promise<PackageBooking> {
    const held = await this.hold(ctx, request);
    if (!held.booked) return held;
    const packageKey = readIdempotencyKey(request.idempotencyKey);
    const confirmed = await this.confirmAll(ctx, held.bookings, { method: PaymentMethod.PAY_AT_VENUE });
    if (!confirmed.booked)
      return {
        ...confirmed,
        error: partGone(confirmed.error, confirmed.failedPart),
        replacement: await this.plan(ctx, readTripRequest(this.countries, request.trip)),
      };
    const call = this.packageCall(request, packageKey);
    if (call)
      await ctx.em.transactional(async (tx) => {
        if (!(await replayOf(ctx, tx, call))) remember(ctx, tx, call, tx.getReference(Booking, confirmed.bookings[0]!.id));
      });
    return confirmed;
  }

  /**
   * The review of 'Book this package': every part held (and priced, line by line) for the hold's time, nothing paid
   * or confirmed; `confirm` then books them all. When a part is gone, nothing stays held and a replacement is planned;
   * a refusal about the traveller is thrown as it is (nothing stays held either).
   */
  async hold(ctx: RequestContext, request: PackageBookingCommand): Promise<PackageBooking> {
    const packageKey = readIdempotencyKey(request.idempotencyKey);
    const trip = readTripRequest(this.countries, request.trip);
    const contact = request.contact ?? undefined;
    const call = this.packageCall(request, packageKey);
    // A key already used for another package is refused before anything is held.
    if (call) await ctx.em.transactional((tx) => replayOf(ctx, tx, call));
    const held = await holdTogether(
      ctx,
      this.bookings,
      request.parts.map((part, index) => ({ contact, idempotencyKey: memberKey('package', packageKey, 'hold', index), ...this.bookingDetails(trip, part) })),
    );
    if (held.held) return { booked: true, bookings: held.bookings };
    return { booked: false, failedPart: held.failedItem, error: partGone(held.error, held.failedItem), replacement: await this.plan(ctx, trip) };
  }

  /**
   * The one explicit confirmation of a reviewed package: its held parts paid once and confirmed together. If one
   * cannot be (a declined card, a lapsed hold), none is, and every hold is let go.
   */
  async confirm(ctx: RequestContext, command: PackageConfirmCommand): Promise<{ bookings: Booking[] }> {
    if (!command.termsAccepted) throw badInput('termsAccepted', 'Please accept the terms and the cancellation policy to book.');
    return { bookings: await this.bookings.confirmTogether(ctx, { references: command.references, email: command.email ?? null, payment: command.payment }) };
  }

  private async confirmAll(
    ctx: RequestContext,
    held: Booking[],
    payment: PaymentRequest,
  ): Promise<{ booked: true; bookings: Booking[] } | { booked: false; failedPart: number; error: DomainError }> {
    try {
      const references = held.map((booking) => booking.reference);
      return { booked: true, bookings: await this.bookings.confirmTogether(ctx, { references, email: held[0]?.email ?? null, payment }) };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { booked: false, failedPart: memberIndexOf(error.field) ?? 0, error };
    }
  }

  private packageCall(request: PackageBookingCommand, packageKey: string | null): IdempotentCall | null {
    const contact = request.contact ?? undefined;
    return packageKey
      ? {
          key: packageKey,
          operation: 'tripPackageBook',
          request: { trip: request.trip, parts: request.parts, contact },
          guestEmail: contact?.email?.trim().toLowerCase() ?? null,
        }
      : null;
  }

  /** The booking service's input for one part: the whole group, on the part's dates. */
  private bookingDetails(trip: TripRequest, part: z.output<typeof partSchema>): BookingRequestInput {
    const party = trip.journeyers;
    const time = part.time ?? undefined;
    switch (part.kind) {
      case 'hotel':
        return {
          hotel: { hotelId: part.listingId, checkIn: part.date, checkOut: part.endDate, rooms: part.rooms ?? 1, guests: party, roomTypeId: part.roomTypeId },
        };
      case 'tour':
        return { tour: { tourId: part.listingId, date: part.date, partySize: party } };
      case 'restaurant':
        return { restaurant: { restaurantId: part.listingId, date: part.date, time, partySize: party } };
      case 'nightlife':
        return { leisure: { venueId: part.listingId, date: part.date, time, guests: party } };
      case 'transport':
        return { ride: { serviceId: part.listingId, pickupDate: part.date, returnDate: part.endDate, passengers: party } };
    }
  }

  /** The model's pick among the planner's packages; the planner's own when there is no model or it fails. */
  private async modelChoice(trip: TripRequest, plans: Plan[], language: Language) {
    if (!this.provider) return null;
    try {
      return await rerankWithModel(this.provider, trip, plans, language);
    } catch {
      // The product still answers: the local planner's package and rationale (ai_generated false).
      return null;
    }
  }

  private packageOf(trip: TripRequest, plan: Plan | null, withinBudget: boolean, rationale: string): TripPackage {
    const end = tripEndDate(trip);
    const totalMinor = plan?.totalMinor ?? TRANSFERS_MINOR;
    const part = (
      kind: PartKind,
      candidate: { id: number; name: string; type: string; costMinor: number; serves: Preference[] },
      date: string,
      endDate: string,
      time: string | null = null,
    ): PackagePart => ({
      kind,
      listingId: candidate.id,
      name: candidate.name,
      type: candidate.type,
      costMinor: candidate.costMinor,
      date,
      endDate,
      time,
      roomTypeId: null,
      roomType: null,
      rooms: null,
      serves: candidate.serves,
    });
    return {
      withinBudget,
      hotel: plan && {
        ...part('hotel', plan.hotel, trip.startDate, end),
        roomTypeId: plan.hotel.roomTypeId,
        roomType: plan.hotel.roomType,
        rooms: plan.hotel.rooms,
      },
      tours: plan?.tours.map((tour) => part('tour', tour.candidate, tour.date, addDays(tour.date, tour.candidate.durationDays - 1))) ?? [],
      restaurants: plan?.restaurants.map((dinner) => part('restaurant', dinner.candidate, dinner.date, dinner.date, dinner.candidate.time)) ?? [],
      transport: plan?.transport ? part('transport', plan.transport, trip.startDate, end) : null,
      nightlife: plan?.nightlife.map((night) => part('nightlife', night.candidate, night.date, night.date, night.candidate.time)) ?? [],
      transfersMinor: TRANSFERS_MINOR,
      totalMinor,
      budgetMinor: trip.budgetMinor,
      remainingMinor: trip.budgetMinor - totalMinor,
      preferenceMatch: plan?.preferenceMatch ?? 0,
      rationale,
      itinerary: plan ? buildItinerary(trip, plan) : [],
    };
  }
}
