import { type FilterField, type FilterProps, ListingFilters, priceRange, rangeField, selectField } from '../listings/listing-filters';
import { type TourFilterValues, tourCategories } from './tour-search';

// Spec §5: at least 1 day; prices from 0.
const fields: FilterField[] = [selectField('category', 'categories', tourCategories), rangeField('minDays', 'maxDays', 1), priceRange];

export function TourFilters(props: FilterProps<TourFilterValues>) {
  return <ListingFilters namespace="tours" fields={fields} {...props} />;
}
