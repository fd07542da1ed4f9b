// Booking places on a tour departure: (base price + add-ons) × party size.
import { z } from 'zod';
import { badInput } from '../../../errors.js';
import { text } from '../../../validation.js';
import { BookingType } from '../../bookings/booking.entity.js';
import { addDays } from '../../bookings/booking-dates.js';
import {
  type BookingPlugin,
  type RequestInput,
  checkDay,
  isoDate,
  listingId,
  noLongerOffered,
  notFound,
  PARTY_SIZE_MAX,
  party,
} from '../../bookings/booking-kind.js';
import { PriceLineKind } from '../../bookings/booking-pricing.js';
import { tourPricePerPerson } from './tour-add-ons.js';
import { Tour, TourDeparture } from './tour.entity.js';

const places = z.object({ tourId: listingId, date: isoDate, partySize: party, addOns: z.array(text(40)).max(10).nullish() }).strict();

declare module '../../bookings/booking-kind.js' {
  interface BookingRequests {
    tour: PlacesRequest;
  }
  interface BookingRequestInputs {
    tour: RequestInput<typeof places>;
  }
}

export type PlacesRequest = z.output<typeof places>;

/** A tour's rule: gorilla permits by the tour's name, else by its length. */
const tourPolicyCase = (name: string, durationDays: number) =>
  /gorilla/i.test(name) ? 'tourGorillaPermit' : durationDays > 1 ? 'tourMultiDaySafari' : 'tourDayTour';

export const tourBooking: BookingPlugin<PlacesRequest> = {
  inputField: 'tour',
  listingField: 'tourId',
  schema: places,
  async plan(em, request) {
    const tour = await em.findOne(Tour, { id: request.tourId, active: true });
    if (!tour) throw notFound('Tour', 'tour.tourId');
    checkDay(tour.country.code, request.date, 'tour.date');
    const departure = await em.findOne(TourDeparture, { tour, date: request.date });
    if (!departure) throw badInput('tour.date', 'This tour does not depart on that date.');
    // Spec §9: base plus add-ons, per person.
    const { addOnIds, addOns } = tourPricePerPerson(tour.basePriceMinor, request.addOns ?? [], 'tour.addOns');
    return {
      type: BookingType.TOUR,
      listing: tour,
      startDate: request.date,
      startTime: null,
      endDate: addDays(request.date, Math.max(tour.durationDays - 1, 0)),
      partySize: request.partySize,
      units: request.partySize,
      details: { addOns: addOnIds, durationDays: tour.durationDays },
      options: [
        {
          target: { kind: 'departure', departureId: departure.id },
          quantity: request.partySize,
          charges: [
            { kind: PriceLineKind.PER_PERSON, name: tour.name, quantity: request.partySize, per: 1, unitMinor: tour.basePriceMinor },
            ...addOns.map((addOn) => ({
              kind: PriceLineKind.ADD_ON as const,
              name: addOn.name,
              code: addOn.id,
              quantity: request.partySize,
              per: 1,
              unitMinor: addOn.price.minor,
            })),
          ],
          details: { departureId: departure.id },
        },
      ],
    };
  },
  async refusal(em, booking) {
    return (await em.count(Tour, { id: booking.listingId, active: true })) ? null : noLongerOffered();
  },
  changed({ booking, details, startDate, partySize }) {
    if (partySize > PARTY_SIZE_MAX) throw badInput('change.partySize', `At most ${PARTY_SIZE_MAX} travellers.`);
    return { tourId: booking.listingId, date: startDate, partySize, addOns: (details.addOns as string[] | undefined) ?? null };
  },
  changeFields: { date: 'startDate', partySize: 'partySize' },
  policyCase: (booking) => ({ kind: 'tour', caseId: tourPolicyCase(booking.listingName, (booking.details.durationDays as number | undefined) ?? 1) }),
  policyCasesOf: (tour) => [tourPolicyCase(tour.name, tour.durationDays ?? 1)],
};
