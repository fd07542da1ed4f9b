// One filters form for every listing kind, driven by the kind's field list: a kind's *Filters.tsx says
// which fields it has (select, range, flag); labels come from its namespace (`filters.<name>`).
import { FiltersDialog } from './FiltersDialog';
import type { FilterField } from './FiltersForm';

export type { FilterField };

export const selectField = (name: string, group: string, options: readonly (string | number)[], numeric = false): FilterField => ({
  kind: 'select',
  name,
  group,
  options,
  numeric,
});
export const rangeField = (min: string, max: string, floor: number, options: { max?: number; inputMode?: 'decimal' | 'numeric' } = {}): FilterField => ({
  kind: 'range',
  names: [min, max],
  floor,
  ...options,
});
/** Spec §5: prices from 0. */
export const priceRange = rangeField('minPrice', 'maxPrice', 0);
export const flagField = (name: string): FilterField => ({ kind: 'flag', name });

export interface FilterProps<Values> {
  values: Values;
  activeCount: number;
  onApply: (values: Values) => void;
}

export function ListingFilters<Values extends object>({
  namespace,
  fields,
  values,
  activeCount,
  onApply,
}: FilterProps<Values> & { namespace: string; fields: FilterField[] }) {
  return <FiltersDialog activeCount={activeCount} form={{ namespace, fields, values, onApply: (chosen) => onApply(chosen as Values) }} />;
}
