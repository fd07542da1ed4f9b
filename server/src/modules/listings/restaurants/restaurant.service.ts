import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../../context.js';
import { DomainError, badInput } from '../../../errors.js';
import type { Page } from '../../../graphql/connection.js';
import type { CountryService } from '../../countries/country.service.js';
import { type ChildList, loadChildren } from '../listing-children.js';
import { findPage, type ListingOrder, readPaging } from '../listing-page.js';
import { commonListingWhere, countryCodesWithListings, orderFor, readEnum, readListingId } from '../listing-query.js';
import { Restaurant, RestaurantTable } from './restaurant.entity.js';
import { Cuisine, RestaurantSort, type RestaurantsArgs } from './restaurant.types.js';

const orderBySort: Record<RestaurantSort, ListingOrder<Restaurant>> = {
  [RestaurantSort.RELEVANCE]: [{ popularity: 'desc' }, { id: 'asc' }],
  [RestaurantSort.RATING_DESC]: [{ ratingTenths: 'desc' }, { id: 'asc' }],
};

const floorPlanList: ChildList<RestaurantTable> = { name: 'restaurant.floorPlan', entity: RestaurantTable, parent: 'restaurant', orderBy: { label: 'asc' } };

export class RestaurantService {
  constructor(private readonly countries: CountryService) {}

  async list(ctx: RequestContext, args: RestaurantsArgs): Promise<Page<Restaurant>> {
    const filter = args.filter ?? {};
    const where = commonListingWhere(this.countries, args.country, filter, 'averagePriceMinor');
    if (filter.minRating != null && !(filter.minRating >= 0 && filter.minRating <= 5)) throw badInput('minRating', 'Ratings go from 0 to 5.');
    const paging = readPaging(args.paging);
    const orderBy = orderFor(orderBySort, args.sort, RestaurantSort.RELEVANCE);

    where.active = true;
    if (filter.cuisine) where.cuisine = readEnum(Cuisine, filter.cuisine, 'cuisine');
    if (filter.minRating != null) where.ratingTenths = { $gte: Math.ceil(filter.minRating * 10 - 1e-9) };
    return findPage(ctx.em, Restaurant, where as FilterQuery<Restaurant>, orderBy, paging);
  }

  async byId(ctx: RequestContext, id: string | number): Promise<Restaurant | null> {
    return ctx.em.findOne(Restaurant, { id: readListingId(id, 'restaurant'), active: true });
  }

  async byIdOrFail(ctx: RequestContext, id: string | number): Promise<Restaurant> {
    const restaurant = await this.byId(ctx, id);
    if (!restaurant) throw new DomainError('NOT_FOUND', 'Restaurant not found', 'id');
    return restaurant;
  }

  /** The rating as shown: 0 to 5 with one decimal. */
  rating(restaurant: Restaurant): number {
    return restaurant.ratingTenths / 10;
  }

  /** The tables of the floor plan; one statement for a whole page of restaurants. */
  floorPlan(ctx: RequestContext, restaurant: Restaurant): Promise<RestaurantTable[]> {
    return loadChildren(ctx, floorPlanList, restaurant.id);
  }

  countryCodes(ctx: RequestContext): Promise<string[]> {
    return countryCodesWithListings(ctx, 'restaurant', 'active');
  }
}
