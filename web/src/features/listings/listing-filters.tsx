// One filters form for every listing kind, driven by the kind's field list: a kind's *Filters.tsx says
// which fields it has (select, range, flag); labels come from its namespace (`filters.<name>`).
import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { draftNumber, FiltersDialog, NumberRangeField, rangeInvalid, SelectField, useFilterDraft } from './FiltersDialog';

type FilterValue = string | number | boolean | null;

export type FilterField =
  /** One of `options`; `group` names their labels (`types.all`, `types.luxury`). */
  | { kind: 'select'; name: string; group: string; options: readonly (string | number)[]; numeric?: boolean }
  /** A [min, max] pair; `floor` is the smallest value allowed (spec §5). */
  | { kind: 'range'; names: [string, string]; floor: number; max?: number; inputMode?: 'decimal' | 'numeric' }
  | { kind: 'flag'; name: string };

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

type Draft = Record<string, string | boolean>;

const namesOf = (field: FilterField) => (field.kind === 'range' ? field.names : [field.name]);
const text = (value: FilterValue | undefined) => (value === null || value === undefined ? '' : String(value));

export function ListingFilters<Values extends object>({
  namespace,
  fields,
  values,
  activeCount,
  onApply,
}: FilterProps<Values> & { namespace: string; fields: FilterField[] }) {
  const { t } = useTranslation(namespace);
  const applied = values as Record<string, FilterValue>;
  const toDraft = (): Draft =>
    Object.fromEntries(fields.flatMap((field) => namesOf(field).map((name) => [name, field.kind === 'flag' ? Boolean(applied[name]) : text(applied[name])])));
  const empty = Object.fromEntries(fields.flatMap((field) => namesOf(field).map((name) => [name, field.kind === 'flag' ? false : ''])));
  const { draft, set, dialogProps } = useFilterDraft<Draft>(toDraft, empty);
  const textOf = (name: string) => String(draft[name] ?? '');
  const invalid = fields.some((field) => field.kind === 'range' && rangeInvalid(textOf(field.names[0]), textOf(field.names[1]), field.floor));
  const draftValue = (field: FilterField, name: string): FilterValue => {
    if (field.kind === 'flag') return Boolean(draft[name]);
    if (field.kind === 'range' || field.numeric) return draftNumber(textOf(name));
    return textOf(name) || null;
  };
  const apply = () => onApply(Object.fromEntries(fields.flatMap((field) => namesOf(field).map((name) => [name, draftValue(field, name)]))) as Values);

  return (
    <FiltersDialog activeCount={activeCount} invalid={invalid} {...dialogProps} onApply={apply}>
      {fields.map((field) => {
        if (field.kind === 'select')
          return (
            <SelectField
              key={field.name}
              label={t(`filters.${field.name}`)}
              name={field.name}
              value={textOf(field.name)}
              onChange={(value) => set(field.name, value)}
              options={[
                { value: '', label: t(`${field.group}.all`) },
                ...field.options.map((option) => ({ value: String(option), label: t(`${field.group}.${option}`) })),
              ]}
            />
          );
        if (field.kind === 'flag')
          return (
            <Flex key={field.name} as="label" align="center" gap="2" cursor="pointer">
              <input
                type="checkbox"
                name={field.name}
                checked={Boolean(draft[field.name])}
                style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-terracotta-600)' }}
                onChange={(event) => set(field.name, event.currentTarget.checked)}
              />
              <span>{t(`filters.${field.name}`)}</span>
            </Flex>
          );
        return (
          <NumberRangeField
            key={field.names[0]}
            names={field.names}
            labels={[t(`filters.${field.names[0]}`), t(`filters.${field.names[1]}`)]}
            values={[textOf(field.names[0]), textOf(field.names[1])]}
            floor={field.floor}
            max={field.max}
            inputMode={field.inputMode}
            onChange={(name, value) => set(name, value)}
          />
        );
      })}
    </FiltersDialog>
  );
}
