import { type FilterField, type FilterProps, ListingFilters, priceRange, selectField } from '../listings/listing-filters';
import { cuisines, minRatings, type RestaurantFilterValues } from './restaurant-search';

const fields: FilterField[] = [selectField('cuisine', 'cuisines', cuisines), selectField('minRating', 'ratings', minRatings, true), priceRange];

export function RestaurantFilters(props: FilterProps<RestaurantFilterValues>) {
  return <ListingFilters namespace="restaurants" fields={fields} {...props} />;
}
