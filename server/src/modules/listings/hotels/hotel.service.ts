import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../../context.js';
import { DomainError, badInput } from '../../../errors.js';
import type { Page } from '../../../graphql/connection.js';
import type { CountryService } from '../../countries/country.service.js';
import { findPage, type ListingOrder, readPaging } from '../listing-page.js';
import { commonListingWhere, countryCodesWithListings, orderFor, readEnum, readListingId } from '../listing-query.js';
import { Hotel } from './hotel.entity.js';
import { HotelSort, HotelType, type HotelsArgs } from './hotel.types.js';

const orderBySort: Record<HotelSort, ListingOrder<Hotel>> = {
  [HotelSort.RELEVANCE]: [{ popularity: 'desc' }, { id: 'asc' }],
  [HotelSort.PRICE_ASC]: [{ pricePerNightMinor: 'asc' }, { id: 'asc' }],
  [HotelSort.PRICE_DESC]: [{ pricePerNightMinor: 'desc' }, { id: 'desc' }],
  [HotelSort.STARS_DESC]: [{ stars: 'desc' }, { id: 'asc' }],
};

function readStars(min: number | undefined | null, max: number | undefined | null) {
  for (const [field, value] of [['minStars', min], ['maxStars', max]] as const) {
    if (value != null && !(value >= 0 && value <= 5)) throw badInput(field, 'Stars go from 0 to 5.');
  }
  if (min != null && max != null && min > max) throw badInput('minStars', 'The minimum stars are above the maximum.');
}

export class HotelService {
  constructor(private readonly countries: CountryService) {}

  async list(ctx: RequestContext, args: HotelsArgs): Promise<Page<Hotel>> {
    const filter = args.filter ?? {};
    const where = commonListingWhere(this.countries, args.country, filter, 'pricePerNightMinor');
    readStars(filter.minStars, filter.maxStars);
    const paging = readPaging(args.paging);
    const orderBy = orderFor(orderBySort, args.sort, HotelSort.RELEVANCE);

    where.active = true;
    if (filter.type) where.type = readEnum(HotelType, filter.type, 'type');
    if (filter.minStars != null || filter.maxStars != null)
      where.stars = { ...(filter.minStars != null && { $gte: filter.minStars }), ...(filter.maxStars != null && { $lte: filter.maxStars }) };

    return findPage(ctx.em, Hotel, where as FilterQuery<Hotel>, orderBy, paging);
  }

  async byId(ctx: RequestContext, id: string | number): Promise<Hotel | null> {
    return ctx.em.findOne(Hotel, { id: readListingId(id, 'hotel'), active: true });
  }

  async byIdOrFail(ctx: RequestContext, id: string | number): Promise<Hotel> {
    const hotel = await this.byId(ctx, id);
    if (!hotel) throw new DomainError('NOT_FOUND', 'Hotel not found', 'id');
    return hotel;
  }

  /** Codes of the countries that have at least one active hotel. */
  countryCodes(ctx: RequestContext): Promise<string[]> {
    return countryCodesWithListings(ctx, 'hotel', 'active');
  }
}
