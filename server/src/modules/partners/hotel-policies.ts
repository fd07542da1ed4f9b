// The hotel manager's older way to set an own hotel's house rules and amenities (issues 28 and 29), kept for API
// clients (managedHotelPoliciesSet, deprecated): its input is checked here, then written by the listing editor's policies.
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { clockTime, wholeNumber } from '../../validation.js';
import { BookingType } from '../bookings/booking.entity.js';
import type { Hotel } from '../listings/hotels/hotel.entity.js';
import { HotelAmenity } from '../listings/hotels/hotel.enums.js';
import type { PolicyKey } from '../listings/policy-rules.js';
import { listingPoliciesSet } from './listing-policies.js';

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

/**
 * Replaces the house rules and amenities of one of the viewer's hotels (another's answers NOT_FOUND) through the
 * listing editor's policies (listing-policies.ts), the one place they are written; the policy notes stay as they are.
 */
export function hotelPoliciesSet(ctx: RequestContext, hotelId: string, rules: HotelPoliciesCommand): Promise<Hotel> {
  const { amenities, ...columns } = rules;
  const stated = Object.entries({ ...columns, childrenMinAge: columns.childrenAllowed ? columns.childrenMinAge : null }).flatMap(([key, value]) =>
    value == null
      ? []
      : [{ key: key as PolicyKey, ...(typeof value === 'boolean' ? { flag: value } : typeof value === 'number' ? { age: value } : { text: value }) }],
  );
  return listingPoliciesSet(ctx, { kind: BookingType.HOTEL, id: Number(hotelId) }, { rules: stated, amenities }) as Promise<Hotel>;
}
