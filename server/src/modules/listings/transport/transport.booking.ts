// Booking a vehicle hire: priced per day, at least one; the smallest vehicle that seats the party first.
import { z } from 'zod';
import { badInput } from '../../../errors.js';
import { wholeNumber } from '../../../validation.js';
import { BookingType } from '../../bookings/booking.entity.js';
import { dailySlots, daysBetween } from '../../bookings/booking-dates.js';
import { type BookingPlugin, type RequestInput, blank, checkDay, isoDate, listingId, noLongerOffered, notFound } from '../../bookings/booking-kind.js';
import { PriceLineKind } from '../../bookings/booking-pricing.js';
import { BucketKind } from '../../bookings/inventory.entity.js';
import { TransportService, Vehicle } from './transport.entity.js';
import { TransportStatus } from './transport.enums.js';

const MAX_HIRE_DAYS = 30;
/** Spec §5 wording for a hire without its dates. */
export const RIDE_DATES_REQUIRED = 'Please select pickup and return dates';

const ride = z.object({ serviceId: listingId, pickupDate: isoDate, returnDate: isoDate, passengers: wholeNumber(1, 60) }).strict();

declare module '../../bookings/booking-kind.js' {
  interface BookingRequests {
    transport: RideRequest;
  }
  interface BookingRequestInputs {
    ride: RequestInput<typeof ride>;
  }
}

export type RideRequest = z.output<typeof ride>;

export const transportBooking: BookingPlugin<RideRequest> = {
  inputField: 'ride',
  listingField: 'serviceId',
  schema: ride,
  requireFields(details) {
    const field = ['pickupDate', 'returnDate'].find((name) => blank(details[name]));
    if (field) throw badInput(`ride.${field}`, RIDE_DATES_REQUIRED);
  },
  async plan(em, request) {
    const service = await em.findOne(TransportService, { id: request.serviceId, status: TransportStatus.ACTIVE });
    if (!service) throw notFound('Ride', 'ride.serviceId');
    checkDay(service.country.code, request.pickupDate, 'ride.pickupDate');
    const span = daysBetween(request.pickupDate, request.returnDate);
    if (span < 0) throw badInput('ride.returnDate', 'The return date must be on or after the pickup date.');
    // Spec §9: priced per day, rounded up from the date span; a same-day hire is one day.
    const days = Math.max(1, span);
    if (days > MAX_HIRE_DAYS) throw badInput('ride.returnDate', `A hire is at most ${MAX_HIRE_DAYS} days.`);
    const vehicles = await em.find(Vehicle, { service, seats: { $gte: request.passengers } }, { orderBy: { seats: 'asc', id: 'asc' } });
    if (!vehicles.length) throw badInput('ride.passengers', `No vehicle of this service seats ${request.passengers} passengers.`);
    return {
      type: BookingType.TRANSPORT,
      listing: service,
      startDate: request.pickupDate,
      startTime: null,
      endDate: request.returnDate,
      partySize: request.passengers,
      units: 1,
      details: { days },
      options: vehicles.map((vehicle) => ({
        target: { kind: BucketKind.VEHICLE_DAY, unitId: vehicle.id, slots: dailySlots(request.pickupDate, days), capacity: 1 },
        quantity: 1,
        charges: [{ kind: PriceLineKind.VEHICLE_DAYS, name: vehicle.model, quantity: 1, per: days, unitMinor: service.pricePerDayMinor }],
        details: { vehicleId: vehicle.id, vehicle: vehicle.model },
      })),
    };
  },
  async refusal(em, booking) {
    return (await em.count(TransportService, { id: booking.listingId, status: TransportStatus.ACTIVE })) ? null : noLongerOffered();
  },
  changed: ({ booking, startDate, endDate, partySize }) => ({
    serviceId: booking.listingId,
    pickupDate: startDate,
    returnDate: endDate,
    passengers: partySize,
  }),
  changeFields: { pickupDate: 'startDate', returnDate: 'endDate', passengers: 'partySize' },
  policyCase(booking) {
    const days = (booking.details.days as number | undefined) ?? 1;
    return { kind: 'transport', caseId: days > 1 ? 'transportMultiDayRental' : 'transportAirportTransfer' };
  },
  policyCasesOf: () => ['transportAirportTransfer', 'transportMultiDayRental'],
};
