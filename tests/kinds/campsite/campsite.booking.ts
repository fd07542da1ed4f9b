// Booking pitches at a campsite: one pitch-night counter per night, as hotels count room-nights.
import { z } from 'zod';
import { badInput } from '../../../server/src/errors.js';
import { wholeNumber } from '../../../server/src/validation.js';
import type { BookingType } from '../../../server/src/modules/bookings/booking.entity.js';
import { dailySlots, daysBetween } from '../../../server/src/modules/bookings/booking-dates.js';
import {
  type BookingPlugin,
  checkDay,
  type RequestInput,
  isoDate,
  listingId,
  noLongerOffered,
  notFound,
} from '../../../server/src/modules/bookings/booking-kind.js';
import type { BucketKind } from '../../../server/src/modules/bookings/inventory.entity.js';
import { PriceLineKind } from '../../../server/src/modules/bookings/booking-pricing.js';
import { Campsite } from './campsite.entity.js';

export const CAMPSITE = 'campsite' as BookingType;
/** The kind's own inventory counter: a pitch for a night. */
const PITCH_NIGHT = 'pitch_night' as BucketKind;

const stay = z.object({ campsiteId: listingId, arrival: isoDate, departure: isoDate, pitches: wholeNumber(1, 5), campers: wholeNumber(1, 20) }).strict();

declare module '../../../server/src/modules/bookings/booking-kind.js' {
  interface BookingRequests {
    campsite: CampsiteRequest;
  }
  interface BookingRequestInputs {
    campsite: RequestInput<typeof stay>;
  }
}

export type CampsiteRequest = z.output<typeof stay>;

export const campsiteBooking: BookingPlugin<CampsiteRequest> = {
  inputField: 'campsite',
  listingField: 'campsiteId',
  schema: stay,
  async plan(em, request) {
    const campsite = await em.findOne(Campsite, { id: request.campsiteId, active: true });
    if (!campsite) throw notFound('Campsite', 'campsite.campsiteId');
    checkDay(campsite.country.code, request.arrival, 'campsite.arrival');
    const nights = daysBetween(request.arrival, request.departure);
    if (nights < 1) throw badInput('campsite.departure', 'Departure must be after arrival.');
    return {
      type: CAMPSITE,
      listing: campsite,
      startDate: request.arrival,
      startTime: null,
      endDate: request.departure,
      partySize: request.campers,
      units: request.pitches,
      details: { nights },
      options: [
        {
          target: { kind: PITCH_NIGHT, unitId: campsite.id, slots: dailySlots(request.arrival, nights), capacity: campsite.pitches },
          quantity: request.pitches,
          charges: [{ kind: PriceLineKind.ROOM_NIGHTS, name: campsite.name, quantity: request.pitches, per: nights, unitMinor: campsite.pricePerNightMinor }],
          details: {},
        },
      ],
    };
  },
  async refusal(em, booking) {
    return (await em.count(Campsite, { id: booking.listingId, active: true })) ? null : noLongerOffered();
  },
  changed: ({ booking, startDate, endDate, rooms, partySize }) => ({
    campsiteId: booking.listingId,
    arrival: startDate,
    departure: endDate,
    pitches: rooms,
    campers: partySize,
  }),
  changeFields: { arrival: 'startDate', departure: 'endDate', pitches: 'rooms', campers: 'partySize' },
  policyCase: (booking) => ({ kind: 'hotel', caseId: booking.units >= 5 ? 'hotelGroup' : 'hotelStandard' }),
  policyCasesOf: () => ['hotelStandard', 'hotelGroup'],
  endsOnEndDate: true,
};
