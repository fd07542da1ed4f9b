import { BookingType } from '../../bookings/booking.entity.js';
import type { InferResult } from 'kysely';
import type { RequestContext } from '../../../context.js';
import type { ReadModels } from '../../../db/read-models.js';
import { badInput } from '../../../errors.js';
import type { CountryService } from '../../countries/country.service.js';
import type { SearchVocabulary } from '../search-vocabulary.js';
import { type ChildList, embedChildren, loadChildren } from '../listing-children.js';
import { ascending, descending, equals, type ListingKind, listingColumns, withinRange } from '../listing-kind.js';
import { readEnum } from '../listing-query.js';
import { ListingService } from '../listing.service.js';
import { type RestaurantFilter } from './restaurant.types.js';
import { Cuisine, RestaurantSort } from './restaurant.enums.js';

const floorPlanList: ChildList<'restaurant_table', 'restaurant', { id: number; restaurant: number; label: string; x: number; y: number; seats: number }> = {
  name: 'floorPlan',
  parent: 'restaurant',
  rows: (db) => db.selectFrom('restaurant_table').select(['id', 'restaurant', 'label', 'x', 'y', 'seats']).orderBy('label'),
};

/** A restaurant with its floor plan, in one statement. */
const restaurantRows = (db: ReadModels) =>
  db
    .selectFrom('restaurant')
    .select([...listingColumns, 'cuisine', 'averagePriceMinor', 'ratingTenths', 'openingHours', 'active'])
    .select(embedChildren(db, floorPlanList, 'restaurant').as(floorPlanList.name));

/** A restaurant as lists and details read it. */
export type RestaurantRow = InferResult<ReturnType<typeof restaurantRows>>[number];

export const restaurantKind: ListingKind<'restaurant', RestaurantRow, RestaurantFilter, RestaurantSort> = {
  name: 'restaurant',
  type: BookingType.RESTAURANT,
  rows: restaurantRows,
  priceColumn: 'averagePriceMinor',
  sorts: {
    [RestaurantSort.RELEVANCE]: [descending('popularity'), ascending('id')],
    [RestaurantSort.RATING_DESC]: [descending('ratingTenths'), ascending('id')],
  },
  defaultSort: RestaurantSort.RELEVANCE,
  filters(filter) {
    if (filter.minRating != null && !(filter.minRating >= 0 && filter.minRating <= 5)) throw badInput('minRating', 'Ratings go from 0 to 5.');
    const conditions = filter.minRating == null ? [] : withinRange('ratingTenths', Math.ceil(filter.minRating * 10 - 1e-9), null);
    if (filter.cuisine) conditions.push(equals('cuisine', readEnum(Cuisine, filter.cuisine, 'cuisine')));
    return conditions;
  },
};

export class RestaurantService extends ListingService<'restaurant', RestaurantRow, RestaurantFilter, RestaurantSort> {
  constructor(countries: CountryService, vocabulary: SearchVocabulary) {
    super(restaurantKind, countries, vocabulary);
  }

  /** The rating as shown: 0 to 5 with one decimal. */
  rating(restaurant: Pick<RestaurantRow, 'ratingTenths'>): number {
    return restaurant.ratingTenths / 10;
  }

  /** The tables of the floor plan: read with the restaurant, else one statement for a whole page of restaurants. */
  floorPlan(ctx: RequestContext, restaurant: Pick<RestaurantRow, 'id'>) {
    return loadChildren(ctx, floorPlanList, restaurant);
  }
}
