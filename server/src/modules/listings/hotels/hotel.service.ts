import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../../context.js';
import { DomainError, badInput } from '../../../errors.js';
import type { Page } from '../../../graphql/connection.js';
import type { CountryService } from '../../countries/country.service.js';
import { toMinor } from '../money.js';
import { findPage, likePattern, type ListingOrder, readPaging, readPriceRange, readSearch } from '../listing-page.js';
import { Hotel } from './hotel.entity.js';
import { HotelSort, type HotelsArgs } from './hotel.types.js';

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
    const country = this.countries.resolve(args.country);
    const filter = args.filter ?? {};
    const search = readSearch(filter.q);
    const price = readPriceRange(filter.minPrice, filter.maxPrice);
    readStars(filter.minStars, filter.maxStars);
    const paging = readPaging(args.paging);
    const orderBy = orderBySort[args.sort] ?? badSort(args.sort);

    const where: Record<string, unknown> = { country: country.code, active: true };
    if (filter.cityId != null) where.city = this.countries.cityInCountry(filter.cityId, country.code).id;
    if (filter.type) where.type = filter.type;
    if (search) where.searchText = { $like: likePattern(search) };
    if (price.min != null || price.max != null)
      where.pricePerNightMinor = { ...(price.min != null && { $gte: toMinor(price.min) }), ...(price.max != null && { $lte: toMinor(price.max) }) };
    if (filter.minStars != null || filter.maxStars != null)
      where.stars = { ...(filter.minStars != null && { $gte: filter.minStars }), ...(filter.maxStars != null && { $lte: filter.maxStars }) };

    return findPage(ctx.em, Hotel, where as FilterQuery<Hotel>, orderBy, paging);
  }

  async byId(ctx: RequestContext, id: string | number): Promise<Hotel | null> {
    const numeric = Number(id);
    if (!Number.isSafeInteger(numeric) || numeric < 1) throw badInput('id', 'A hotel id is a positive whole number.');
    return ctx.em.findOne(Hotel, { id: numeric, active: true });
  }

  async byIdOrFail(ctx: RequestContext, id: string | number): Promise<Hotel> {
    const hotel = await this.byId(ctx, id);
    if (!hotel) throw new DomainError('NOT_FOUND', 'Hotel not found', 'id');
    return hotel;
  }

  /** Codes of the countries that have at least one active hotel. */
  async countryCodes(ctx: RequestContext): Promise<string[]> {
    const rows = await ctx.em.getConnection().execute<{ country_code: string }[]>(
      'select distinct country_code from hotel where active order by country_code',
    );
    return rows.map((row) => row.country_code);
  }
}

function badSort(sort: string): never {
  throw badInput('sort', `Unknown sort "${sort}".`);
}
