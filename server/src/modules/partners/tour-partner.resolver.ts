import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf, parseArgs } from '../../graphql/arguments.js';
import { payloadOf } from '../../graphql/user-error.js';
import { Role } from '../users/role.js';
import { given } from './partner.types.js';
import { tourPartnerSchemas } from './tour-partner.service.js';
import {
  PartnerTourPage,
  PartnerTourView,
  TourBookingPayload,
  TourDepartureInput,
  TourDeparturePayload,
  TourDepartureRuleInput,
  TourDepartureRuleRemovePayload,
  TourDepartureSeriesPayload,
  TourGuestInput,
  TourGuestPage,
  TourGuestPayload,
  TourInput,
  TourItineraryStepInput,
  TourItineraryStepPayload,
  TourManifest,
  TourPayload,
  TourPhoneBookingInput,
} from './tour-partner.types.js';

const ORGANIZER = [Role.TOUR_ORGANIZER];

/** The tour organizer's dashboard: thin over TourPartnerService, which checks ownership row by row. */
@Resolver()
export class TourPartnerResolver {
  @Authorized(ORGANIZER)
  @Query(() => PartnerTourPage, { description: "The organizer's own tours, by name" })
  partnerTours(
    @Arg('q', () => String, { nullable: true, description: 'Words to find in the name' }) q: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'The page, from 1' }) page: number | null,
    @Arg('size', () => Int, { nullable: true, description: 'Rows a page' }) size: number | null,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.tourPartners.tours(ctx, parseArgs(tourPartnerSchemas.list, given({ q, page, size })));
  }

  @Authorized(ORGANIZER)
  @Query(() => PartnerTourView, { description: 'One of the organizer’s tours with its departures and itinerary' })
  async partnerTour(@Arg('id', () => ID, { description: 'Your tour' }) id: string, @Ctx() ctx: ApiContext): Promise<PartnerTourView> {
    const tour = await ctx.services.tourPartners.tour(ctx, id);
    const [departures, itinerary, departureRules] = await Promise.all([
      ctx.services.tourPartners.departures(ctx, tour.id),
      ctx.services.tourPartners.itinerary(ctx, tour.id),
      ctx.services.tourPartners.departureRules(ctx, tour.id),
    ]);
    return Object.assign(new PartnerTourView(), { tour, departures, itinerary, departureRules });
  }

  @Authorized(ORGANIZER)
  @Query(() => TourGuestPage, { description: 'Guests on the organizer’s tour bookings' })
  tourGuests(
    @Arg('q', () => String, { nullable: true, description: 'Words to find in the name' }) q: string | null,
    @Arg('tourId', () => ID, { nullable: true, description: 'Only the guests of this tour of yours' }) tourId: string | null,
    @Arg('date', () => String, { nullable: true, description: 'Only the guests of the departure on this date, YYYY-MM-DD' }) date: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'The page, from 1' }) page: number | null,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.tourPartners.guests(ctx, parseArgs(tourPartnerSchemas.guests, given({ q, tourId, date, page, size: null })));
  }

  @Authorized(ORGANIZER)
  @Query(() => TourManifest, { description: 'Who travels on a departure of one of your tours: bookings, contacts, guests, pick-ups' })
  async tourDepartureManifest(@Arg('id', () => ID, { description: 'The departure, of one of your tours' }) id: string, @Ctx() ctx: ApiContext) {
    return Object.assign(new TourManifest(), await ctx.services.tourPartners.manifest(ctx, id));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourPayload, { description: 'Adds a tour of yours; it starts hidden from travellers until you open it' })
  tourCreate(@Arg('input', { description: 'The details of what is added' }) input: TourInput, @Ctx() ctx: ApiContext) {
    return payloadOf(TourPayload, async () => ({
      tour: await ctx.services.tourPartners.tourCreate(ctx, commandOf(tourPartnerSchemas.tourCreate, given(input))),
    }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourPayload, { description: 'Edits an own tour; active false hides it from travellers' })
  tourUpdate(
    @Arg('id', () => ID, { description: 'Your tour' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: TourInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(TourPayload, async () => ({
      tour: await ctx.services.tourPartners.tourUpdate(ctx, id, commandOf(tourPartnerSchemas.tourUpdate, given(input))),
    }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourPayload, { description: 'Removes an own tour nobody has booked' })
  tourDelete(@Arg('id', () => ID, { description: 'Your tour' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(TourPayload, async () => ({ tour: await ctx.services.tourPartners.tourDelete(ctx, id) }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourDeparturePayload, { description: 'A new departure with its seats: bookable by travellers at once' })
  tourDepartureAdd(
    @Arg('tourId', () => ID, { description: 'Your tour' }) tourId: string,
    @Arg('input', { description: 'The details of what is added' }) input: TourDepartureInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(TourDeparturePayload, async () => ({
      departure: await ctx.services.tourPartners.departureAdd(ctx, tourId, commandOf(tourPartnerSchemas.departureAdd, given(input))),
    }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourDepartureSeriesPayload, { description: 'Departures from a weekly rule, each bookable at once; days already taken are skipped' })
  tourDeparturesRepeat(
    @Arg('tourId', () => ID, { description: 'Your tour' }) tourId: string,
    @Arg('input', { description: 'The weekdays, time, first and last day, and seats' }) input: TourDepartureRuleInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(TourDepartureSeriesPayload, () =>
      ctx.services.tourPartners.departuresRepeat(ctx, tourId, commandOf(tourPartnerSchemas.departureRepeat, given(input))),
    );
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourDeparturePayload, { description: 'Changes the seats of a departure (never below those booked)' })
  tourDepartureUpdate(
    @Arg('id', () => ID, { description: 'The departure, of one of your tours' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: TourDepartureInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(TourDeparturePayload, async () => ({
      departure: await ctx.services.tourPartners.departureUpdate(ctx, id, commandOf(tourPartnerSchemas.departureUpdate, given(input))),
    }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourDeparturePayload, { description: 'Removes a departure with no seat booked' })
  tourDepartureRemove(@Arg('id', () => ID, { description: 'The departure, of one of your tours' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(TourDeparturePayload, async () => ({ departure: await ctx.services.tourPartners.departureRemove(ctx, id) }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourDepartureRuleRemovePayload, {
    description: 'Removes a weekly departure rule with the departures it made that nobody booked; booked ones stay',
  })
  tourDepartureRuleRemove(@Arg('id', () => ID, { description: 'The rule, of one of your tours' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(TourDepartureRuleRemovePayload, () => ctx.services.tourPartners.departureRuleRemove(ctx, id));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourItineraryStepPayload, { description: 'Adds a step at the end of the itinerary' })
  tourItineraryStepAdd(
    @Arg('tourId', () => ID, { description: 'Your tour' }) tourId: string,
    @Arg('input', { description: 'The details of what is added' }) input: TourItineraryStepInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(TourItineraryStepPayload, async () => ({
      step: await ctx.services.tourPartners.stepAdd(ctx, tourId, commandOf(tourPartnerSchemas.stepAdd, given(input))),
    }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourItineraryStepPayload, { description: 'Changes an itinerary step: title, description, day' })
  tourItineraryStepUpdate(
    @Arg('id', () => ID, { description: 'The itinerary step, of one of your tours' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: TourItineraryStepInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(TourItineraryStepPayload, async () => ({
      step: await ctx.services.tourPartners.stepUpdate(ctx, id, commandOf(tourPartnerSchemas.stepUpdate, given(input))),
    }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourItineraryStepPayload, { description: 'Moves a step to another place in the order; the steps between shift by one' })
  tourItineraryStepMove(
    @Arg('id', () => ID, { description: 'The itinerary step, of one of your tours' }) id: string,
    @Arg('position', () => Int, { description: 'Its new place, from 1; past the end means last' }) position: number,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(TourItineraryStepPayload, async () => ({
      step: await ctx.services.tourPartners.stepMove(ctx, id, commandOf(tourPartnerSchemas.stepMove, { position })),
    }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourItineraryStepPayload, { description: 'Removes a step; the later ones move up' })
  tourItineraryStepRemove(@Arg('id', () => ID, { description: 'The itinerary step, of one of your tours' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(TourItineraryStepPayload, async () => ({ step: await ctx.services.tourPartners.stepRemove(ctx, id) }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourGuestPayload, { description: 'Names a traveller on one of the organizer’s bookings' })
  tourGuestAdd(@Arg('input', { description: 'The details of what is added' }) input: TourGuestInput, @Ctx() ctx: ApiContext) {
    return payloadOf(TourGuestPayload, async () => ({
      guest: await ctx.services.tourPartners.guestAdd(ctx, commandOf(tourPartnerSchemas.guestAdd, given(input))),
    }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourGuestPayload, { description: "Changes a guest's name, contact or notes" })
  tourGuestUpdate(
    @Arg('id', () => ID, { description: 'The guest, on one of your tours' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: TourGuestInput,
    @Ctx() ctx: ApiContext,
  ) {
    const { bookingId: _ignored, ...changes } = given(input);
    return payloadOf(TourGuestPayload, async () => ({
      guest: await ctx.services.tourPartners.guestUpdate(ctx, id, commandOf(tourPartnerSchemas.guestUpdate, changes)),
    }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourGuestPayload, { description: "Removes a guest from a tour booking's manifest" })
  tourGuestRemove(@Arg('id', () => ID, { description: 'The guest, on one of your tours' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(TourGuestPayload, async () => ({ guest: await ctx.services.tourPartners.guestRemove(ctx, id) }));
  }

  @Authorized(ORGANIZER)
  @Mutation(() => TourBookingPayload, {
    description: 'Books seats for a traveller through the usual booking flow, paid on the day',
    deprecationReason: 'Use partnerBookingCreate with a tour request: the same booking for every kind of partner',
  })
  tourBookingCreate(
    @Arg('input', { description: 'The tour, the departure date, the traveller and the party' }) input: TourPhoneBookingInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(TourBookingPayload, async () => ({
      booking: await ctx.services.tourPartners.bookingCreate(ctx, commandOf(tourPartnerSchemas.bookingCreate, given(input))),
    }));
  }
}
