// Refunds at the policy's edges: one minute either side of each notice threshold of spec §9, per type.
import { describe, expect, it } from 'vitest';
import { type Booking, BookingStatus, BookingType, PaymentStatus } from '../../server/src/modules/bookings/booking.entity.js';
import { cancellationOutcome } from '../../server/src/modules/bookings/booking-cancellation.js';

const MINUTE = 60_000;
// Ghana keeps UTC all year: the local wall clock equals the instant.
const START = '2027-03-10';
const startAt = Date.parse(`${START}T12:00:00Z`);

function booking(type: BookingType, fields: Partial<Booking> = {}): Booking {
  return {
    type,
    countryCode: 'GH',
    listingName: 'Edge case',
    startDate: START,
    startTime: '12:00',
    endDate: START,
    units: 1,
    partySize: 2,
    status: BookingStatus.CONFIRMED,
    paymentStatus: PaymentStatus.PAID,
    totalMinor: 12_345,
    confirmedAt: new Date(startAt - 60 * 24 * 3_600_000),
    details: {},
    ...fields,
  } as Booking;
}

const cases: Array<[string, Booking, number]> = [
  ['hotelStandard', booking(BookingType.HOTEL), 48],
  ['tourMultiDaySafari', booking(BookingType.TOUR, { details: { durationDays: 5 } }), 14 * 24],
  ['tourDayTour', booking(BookingType.TOUR, { details: { durationDays: 1 } }), 48],
  ['restaurantStandard', booking(BookingType.RESTAURANT), 2],
  ['restaurantGroup', booking(BookingType.RESTAURANT, { partySize: 8 }), 48],
  ['transportAirportTransfer', booking(BookingType.TRANSPORT, { details: { days: 1 } }), 4],
  ['transportMultiDayRental', booking(BookingType.TRANSPORT, { details: { days: 3 } }), 48],
];

describe('refund at the edges of the cancellation policy', () => {
  it.each(cases)('%s: full a minute before the notice, nothing a minute after', (policyCase, subject, hours) => {
    const edge = startAt - hours * 3_600_000;
    const early = cancellationOutcome(subject, new Date(edge - MINUTE));
    const late = cancellationOutcome(subject, new Date(edge + MINUTE));
    expect(early).toMatchObject({ policyCase, refundMinor: 12_345, decision: { outcome: 'full' } });
    expect(late).toMatchObject({ policyCase, refundMinor: 0, decision: { outcome: 'none', reason: 'lateNotice' } });
  });

  it('gives nothing back for a gorilla permit, however early', () => {
    const permit = booking(BookingType.TOUR, { listingName: 'Gorilla trek permit' });
    expect(cancellationOutcome(permit, new Date(startAt - 300 * 24 * 3_600_000))).toMatchObject({ refundMinor: 0, decision: { reason: 'nonRefundable' } });
  });

  it('refunds late cancellations within 24 hours of confirmation, not a minute after', () => {
    const at = startAt - 3_600_000;
    const fresh = booking(BookingType.HOTEL, { confirmedAt: new Date(at - 24 * 3_600_000 + MINUTE) });
    const stale = booking(BookingType.HOTEL, { confirmedAt: new Date(at - 24 * 3_600_000 - MINUTE) });
    expect(cancellationOutcome(fresh, new Date(at)).refundMinor).toBe(12_345);
    expect(cancellationOutcome(stale, new Date(at)).refundMinor).toBe(0);
  });
});
