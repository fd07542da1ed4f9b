// The hotel manager sets an own hotel's house rules and amenities (issues 28 and 29) in one step: all of them at
// once, as the form shows them; checked here, audited, and read by travellers on the hotel's page.
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { clockTime, wholeNumber } from '../../validation.js';
import { auditSnapshot } from '../audit/audit-log.js';
import { BookingType } from '../bookings/booking.entity.js';
import type { Hotel } from '../listings/hotels/hotel.entity.js';
import { HotelAmenity } from '../listings/hotels/hotel.enums.js';
import { policyColumns } from '../listings/hotels/hotel-policies.js';
import { auditedChange } from './partner-listings.js';
import { ownedListing } from './partner-scope.js';

const amenityOrder = Object.values(HotelAmenity);

/** Everything the manager sets, checked: times as HH:MM, check-in closing after it opens, an age only for children allowed. */
export const hotelPoliciesSchema = z
  .object({
    checkInFrom: clockTime,
    checkInUntil: clockTime.nullish(),
    checkOutUntil: clockTime,
    childrenAllowed: z.boolean(),
    childrenMinAge: wholeNumber(0, 17).nullish(),
    petsAllowed: z.boolean(),
    amenities: z.array(z.enum(HotelAmenity)).refine((list) => new Set(list).size === list.length, { error: 'must name each amenity once' }),
  })
  .strict()
  .refine((rules) => rules.checkInUntil == null || rules.checkInUntil > rules.checkInFrom, {
    error: 'must be later than checkInFrom',
    path: ['checkInUntil'],
  })
  .refine((rules) => rules.childrenAllowed || rules.childrenMinAge == null, {
    error: 'applies only when children are allowed',
    path: ['childrenMinAge'],
  });

export type HotelPoliciesCommand = z.output<typeof hotelPoliciesSchema>;

const policiesAudit = [...policyColumns, 'amenities'] as const;

/** Replaces the house rules and amenities of one of the viewer's hotels; another's answers NOT_FOUND. */
export function hotelPoliciesSet(ctx: RequestContext, hotelId: string, rules: HotelPoliciesCommand): Promise<Hotel> {
  return auditedChange(ctx, async (tx) => {
    const hotel = await ownedListing(ctx, BookingType.HOTEL, hotelId, { em: tx });
    const before = auditSnapshot(hotel, policiesAudit);
    Object.assign(hotel, {
      ...rules,
      checkInUntil: rules.checkInUntil ?? null,
      childrenMinAge: rules.childrenAllowed ? (rules.childrenMinAge ?? null) : null,
      amenities: amenityOrder.filter((amenity) => rules.amenities.includes(amenity)),
    });
    return {
      result: hotel,
      audit: { action: 'hotel.policies', subjectType: 'hotel', subjectId: hotel.id, before, after: auditSnapshot(hotel, policiesAudit) },
    };
  });
}
