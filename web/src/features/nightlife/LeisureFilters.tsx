import { type FilterField, type FilterProps, flagField, ListingFilters, priceRange, selectField } from '../listings/listing-filters';
import { type LeisureFilterValues, leisureTypes } from './leisure-search';

const fields: FilterField[] = [selectField('type', 'types', leisureTypes), flagField('openNow'), priceRange];

export function LeisureFilters(props: FilterProps<LeisureFilterValues>) {
  return <ListingFilters namespace="nightlife" fields={fields} {...props} />;
}
