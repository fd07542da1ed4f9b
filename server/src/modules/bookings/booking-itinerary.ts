// The itinerary timeline of a booked tour (spec §2 'View Itinerary'): the tour's steps, each dated from the
// departure, with the completion its signed-in traveller keeps on the server. Guests keep theirs in the browser.
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { wholeNumber } from '../../validation.js';
import { Booking, BookingType } from './booking.entity.js';
import { dayWithin } from '../../../../shared/src/itinerary-days.js';
import { addDays, daysBetween } from './booking-dates.js';
import { referenceSchema } from './booking-input.js';
import { ItineraryStepDone } from './itinerary-progress.entity.js';
import type { TourService } from '../listings/tours/tour.service.js';

export interface ItineraryStep {
  position: number;
  title: string;
  description: string;
  /** The day of the tour (from 1) the partner set, within the booked days (shared/src/itinerary-days.ts). */
  day: number;
  /** The departure's date plus `day` - 1. */
  date: string;
  completed: boolean;
}

export const itineraryStepChange = referenceSchema
  .pick({ reference: true })
  .extend({ position: wholeNumber(1, 1000), completed: z.boolean({ error: 'must be true or false' }) });

/** Per request: the ticked positions of many bookings in one statement. */
const doneLoaders = new WeakMap<RequestContext, DataLoader<string, Set<number>>>();

function donePositions(ctx: RequestContext, bookingId: string): Promise<Set<number>> {
  let loader = doneLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, Set<number>>(
      async (ids) => {
        const rows = await ctx.em.find(ItineraryStepDone, { booking: { $in: [...ids] } });
        return ids.map((id) => new Set(rows.filter((row) => row.booking.id === id).map((row) => row.position)));
      },
      { cache: false },
    );
    doneLoaders.set(ctx, loader);
  }
  return loader.load(bookingId);
}

/** The timeline of a tour booking; null for the other types. Completion shows only to the booking's account. */
export async function itineraryOf(ctx: RequestContext, tours: TourService, booking: Booking): Promise<ItineraryStep[] | null> {
  if (booking.type !== BookingType.TOUR) return null;
  const ownedByViewer = !!ctx.viewer && booking.user?.id === ctx.viewer.id;
  const [steps, done] = await Promise.all([
    tours.itinerary(ctx, { id: booking.listingId }),
    ownedByViewer ? donePositions(ctx, booking.id) : new Set<number>(),
  ]);
  const tourDays = daysBetween(booking.startDate, booking.endDate) + 1;
  return steps.map((step) => {
    const day = dayWithin(step.day, tourDays);
    return {
      position: step.position,
      title: step.title,
      description: step.description,
      day,
      date: addDays(booking.startDate, day - 1),
      completed: done.has(step.position),
    };
  });
}

/** Ticks or unticks a step of the viewer's own tour booking. */
export async function setItineraryStep(
  ctx: RequestContext,
  tours: TourService,
  { reference, position, completed }: z.output<typeof itineraryStepChange>,
): Promise<Booking> {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
  const booking = await ctx.em.findOne(Booking, { reference, user: ctx.viewer.id });
  if (!booking) throw new DomainError('NOT_FOUND', 'Booking not found', 'reference');
  if (booking.type !== BookingType.TOUR) throw new DomainError('BAD_USER_INPUT', 'Only tour bookings have an itinerary.', 'reference');
  const steps = await tours.itinerary(ctx, { id: booking.listingId });
  if (!steps.some((step) => step.position === position)) throw new DomainError('BAD_USER_INPUT', 'This tour has no such step.', 'position');
  if (completed)
    await ctx.em.createQueryBuilder(ItineraryStepDone).insert({ booking: booking.id, position }).onConflict(['booking', 'position']).ignore().execute();
  else await ctx.em.nativeDelete(ItineraryStepDone, { booking: booking.id, position });
  return booking;
}
