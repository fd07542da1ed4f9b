import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../../context.js';
import { DomainError, badInput } from '../../../errors.js';
import type { Page } from '../../../graphql/connection.js';
import type { CountryService } from '../../countries/country.service.js';
import { type ChildList, loadChildren } from '../listing-children.js';
import { findPage, type ListingOrder, readPaging } from '../listing-page.js';
import { commonListingWhere, countryCodesWithListings, orderFor, readEnum, readIntRange, readListingId } from '../listing-query.js';
import { Tour, TourDeparture, TourItineraryStep } from './tour.entity.js';
import { TourCategory, TourSort, type ToursArgs } from './tour.types.js';

const orderBySort: Record<TourSort, ListingOrder<Tour>> = {
  [TourSort.RELEVANCE]: [{ popularity: 'desc' }, { id: 'asc' }],
  [TourSort.PRICE_ASC]: [{ basePriceMinor: 'asc' }, { id: 'asc' }],
  [TourSort.PRICE_DESC]: [{ basePriceMinor: 'desc' }, { id: 'desc' }],
  [TourSort.DURATION_ASC]: [{ durationDays: 'asc' }, { id: 'asc' }],
  [TourSort.DURATION_DESC]: [{ durationDays: 'desc' }, { id: 'desc' }],
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function readDate(value: string | undefined | null, field: string): string | undefined {
  if (value == null || value === '') return undefined;
  if (!isoDate.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw badInput(field, `${field} must be a date as YYYY-MM-DD.`);
  return value;
}

/** Today in UTC as YYYY-MM-DD: departures before it are history. */
export const today = () => new Date().toISOString().slice(0, 10);

const itineraryList: ChildList<TourItineraryStep> = { name: 'tour.itinerary', entity: TourItineraryStep, parent: 'tour', orderBy: { position: 'asc' } };

/** Departures from today on, filtered in SQL over the (tour, date) unique index. */
const upcomingDepartureList: ChildList<TourDeparture> = {
  name: 'tour.upcomingDepartures',
  entity: TourDeparture,
  parent: 'tour',
  orderBy: { date: 'asc' },
  where: () => ({ date: { $gte: today() } }),
};

export class TourService {
  constructor(private readonly countries: CountryService) {}

  async list(ctx: RequestContext, args: ToursArgs): Promise<Page<Tour>> {
    const filter = args.filter ?? {};
    const where = commonListingWhere(this.countries, args.country, filter, 'basePriceMinor');
    readIntRange(filter.minDays, filter.maxDays, ['minDays', 'maxDays'], 1);
    const from = readDate(filter.from, 'from');
    const to = readDate(filter.to, 'to');
    if (from && to && from > to) throw badInput('from', 'The from date is after the to date.');
    const paging = readPaging(args.paging);
    const orderBy = orderFor(orderBySort, args.sort, TourSort.RELEVANCE);

    where.active = true;
    if (filter.category) where.category = readEnum(TourCategory, filter.category, 'category');
    if (filter.minDays != null || filter.maxDays != null)
      where.durationDays = { ...(filter.minDays != null && { $gte: filter.minDays }), ...(filter.maxDays != null && { $lte: filter.maxDays }) };
    // "Has a departure in that range": an EXISTS over the (date, tour) index, not a join that repeats tours.
    if (from || to) where.departures = { $some: { date: { ...(from && { $gte: from }), ...(to && { $lte: to }) } } };

    return findPage(ctx.em, Tour, where as FilterQuery<Tour>, orderBy, paging);
  }

  async byId(ctx: RequestContext, id: string | number): Promise<Tour | null> {
    return ctx.em.findOne(Tour, { id: readListingId(id, 'tour'), active: true });
  }

  async byIdOrFail(ctx: RequestContext, id: string | number): Promise<Tour> {
    const tour = await this.byId(ctx, id);
    if (!tour) throw new DomainError('NOT_FOUND', 'Tour not found', 'id');
    return tour;
  }

  /** Ordered steps; one statement for a whole page of tours. */
  itinerary(ctx: RequestContext, tour: Tour): Promise<TourItineraryStep[]> {
    return loadChildren(ctx, itineraryList, tour.id);
  }

  /** Departures from today on, by date; one statement for a whole page of tours. */
  upcomingDepartures(ctx: RequestContext, tour: Tour): Promise<TourDeparture[]> {
    return loadChildren(ctx, upcomingDepartureList, tour.id);
  }

  countryCodes(ctx: RequestContext): Promise<string[]> {
    return countryCodesWithListings(ctx, 'tour', 'active');
  }
}
