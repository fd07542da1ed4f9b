import { type FilterField, type FilterProps, ListingFilters, priceRange, rangeField, selectField } from '../listings/listing-filters';
import { type HotelFilterValues, hotelTypes } from './hotel-search';

// Spec §5: stars from 0 to 5, prices from 0; the server rejects anything else.
const fields: FilterField[] = [selectField('type', 'types', hotelTypes), rangeField('minStars', 'maxStars', 0, { max: 5, inputMode: 'numeric' }), priceRange];

export function HotelFilters(props: FilterProps<HotelFilterValues>) {
  return <ListingFilters namespace="hotels" fields={fields} {...props} />;
}
