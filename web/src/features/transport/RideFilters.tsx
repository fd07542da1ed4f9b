import { type FilterField, ListingFilters, selectField } from '../listings/listing-filters';
import { type RideTypeKey, rideTypes } from './ride-search';

const fields: FilterField[] = [selectField('type', 'types', rideTypes)];

export function RideFilters({ type, onApply }: { type: RideTypeKey | null; onApply: (values: { type: RideTypeKey | null }) => void }) {
  return <ListingFilters namespace="transport" fields={fields} values={{ type }} activeCount={type ? 1 : 0} onApply={onApply} />;
}
