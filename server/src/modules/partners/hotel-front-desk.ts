// The front desk's day (issue 28): the guests arriving and leaving on a date across the manager's hotels (or one),
// each with where the stay stands. The steps (check-in, check-out, no-show) are hotel-stays.ts's.
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { wholeNumber } from '../../validation.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { listingNotFound } from './partner-scope.js';
import { isoDate, ownListingIds, partnerOf } from './partner-bookings.js';

export const frontDeskSchema = z.object({ date: isoDate, hotelId: wholeNumber(1, 2_147_483_647).nullish() }).strict();

export type FrontDeskQuery = z.output<typeof frontDeskSchema>;

export interface FrontDeskDay {
  date: string;
  arrivals: Booking[];
  departures: Booking[];
}

/**
 * The confirmed stays of the viewer's hotels that begin or end on `date`, by hotel then guest: a stay cancelled
 * is not expected, and one whose guest never came stays on the arrivals, marked. Another's hotel is not found.
 */
export async function frontDeskDay(ctx: RequestContext, { date, hotelId }: FrontDeskQuery): Promise<FrontDeskDay> {
  const { viewer } = partnerOf(ctx, BookingType.HOTEL);
  const own = await ownListingIds(ctx.em, BookingType.HOTEL, viewer.id);
  if (hotelId && !own.includes(hotelId)) throw listingNotFound(BookingType.HOTEL, 'hotelId');
  const listingIds = hotelId ? [hotelId] : own;
  if (!listingIds.length) return { date, arrivals: [], departures: [] };
  const stays = await ctx.em.find(
    Booking,
    { type: BookingType.HOTEL, listingId: { $in: listingIds }, status: BookingStatus.CONFIRMED, $or: [{ startDate: date }, { endDate: date }] },
    { orderBy: { listingName: 'asc', contactName: 'asc', id: 'asc' } },
  );
  return {
    date,
    arrivals: stays.filter((stay) => stay.startDate === date),
    departures: stays.filter((stay) => stay.endDate === date && !stay.noShowAt),
  };
}
