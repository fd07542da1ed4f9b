import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../../context.js';
import { DomainError } from '../../../errors.js';
import type { Page } from '../../../graphql/connection.js';
import { localTimeIn } from '../../countries/country-time.js';
import type { CountryService } from '../../countries/country.service.js';
import { findPage, type ListingOrder, readPaging } from '../listing-page.js';
import { commonListingWhere, countryCodesWithListings, orderFor, readEnum, readListingId } from '../listing-query.js';
import { LeisureVenue } from './leisure.entity.js';
import { LeisureSort, LeisureType, type LeisureVenuesArgs } from './leisure.types.js';

const orderBySort: Record<LeisureSort, ListingOrder<LeisureVenue>> = {
  [LeisureSort.RELEVANCE]: [{ popularity: 'desc' }, { id: 'asc' }],
  [LeisureSort.PRICE_ASC]: [{ entryPriceMinor: 'asc' }, { id: 'asc' }],
  [LeisureSort.PRICE_DESC]: [{ entryPriceMinor: 'desc' }, { id: 'desc' }],
};

/** Open at `time`: within [open, close) on the same day, or for overnight hours after opening or before closing. */
export function isOpenAt(venue: Pick<LeisureVenue, 'openTime' | 'closeTime'>, time: string): boolean {
  const { openTime: open, closeTime: close } = venue;
  return close > open ? open <= time && time < close : time >= open || time < close;
}

export class LeisureService {
  constructor(
    private readonly countries: CountryService,
    /** The clock, replaceable in tests. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(ctx: RequestContext, args: LeisureVenuesArgs): Promise<Page<LeisureVenue>> {
    const filter = args.filter ?? {};
    const where = commonListingWhere(this.countries, args.country, filter, 'entryPriceMinor');
    const paging = readPaging(args.paging);
    const orderBy = orderFor(orderBySort, args.sort, LeisureSort.RELEVANCE);

    where.active = true;
    if (filter.type) where.type = readEnum(LeisureType, filter.type, 'type');
    if (filter.openNow) {
      const time = localTimeIn(where.country as string, this.now());
      where.$or = [
        { overnight: false, openTime: { $lte: time }, closeTime: { $gt: time } },
        { overnight: true, $or: [{ openTime: { $lte: time } }, { closeTime: { $gt: time } }] },
      ];
    }
    return findPage(ctx.em, LeisureVenue, where as FilterQuery<LeisureVenue>, orderBy, paging);
  }

  async byId(ctx: RequestContext, id: string | number): Promise<LeisureVenue | null> {
    return ctx.em.findOne(LeisureVenue, { id: readListingId(id, 'venue'), active: true });
  }

  async byIdOrFail(ctx: RequestContext, id: string | number): Promise<LeisureVenue> {
    const venue = await this.byId(ctx, id);
    if (!venue) throw new DomainError('NOT_FOUND', 'Venue not found', 'id');
    return venue;
  }

  isOpenNow(venue: LeisureVenue): boolean {
    return isOpenAt(venue, localTimeIn(venue.country.code, this.now()));
  }

  countryCodes(ctx: RequestContext): Promise<string[]> {
    return countryCodesWithListings(ctx, 'leisure_venue', 'active');
  }
}

/** HH:MM of a PostgreSQL time (spec §3: "first 5 characters"). */
export const hoursAndMinutes = (time: string) => time.slice(0, 5);
