// The filters form in its dialog, loaded when the Filters button is first pressed or pointed at (FiltersDialog): the
// kind's fields (listing-filters.tsx) on a working copy of the applied values, emptied by Reset, sent by Apply.
import { Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftNumber, NumberRangeField, rangeInvalid, SelectField } from './FilterFields';
import FiltersDialogContent from './FiltersDialogContent';

/** A kind's filter fields (its *Filters.tsx, through listing-filters.tsx). */
export type FilterField =
  /** One of `options`; `group` names their labels (`types.all`, `types.luxury`). */
  | { kind: 'select'; name: string; group: string; options: readonly (string | number)[]; numeric?: boolean }
  /** A [min, max] pair; `floor` is the smallest value allowed (spec §5). */
  | { kind: 'range'; names: [string, string]; floor: number; max?: number; inputMode?: 'decimal' | 'numeric' }
  | { kind: 'flag'; name: string };

type FilterValue = string | number | boolean | null;
type Draft = Record<string, string | boolean>;

export interface FiltersFormProps {
  /** Where the fields' labels are (`filters.<name>`). */
  namespace: string;
  fields: FilterField[];
  /** The values applied now, by field name. */
  values: object;
  onApply: (values: Record<string, FilterValue>) => void;
  onClose: () => void;
  /** Where focus returns when the dialog closes: the Filters button. */
  finalFocus: () => HTMLElement | null;
}

const namesOf = (field: FilterField) => (field.kind === 'range' ? field.names : [field.name]);
const text = (value: FilterValue | undefined) => (value === null || value === undefined ? '' : String(value));

export default function FiltersForm({ namespace, fields, values, onApply, onClose, finalFocus }: FiltersFormProps) {
  const { t } = useTranslation(namespace);
  const applied = values as Record<string, FilterValue>;
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(fields.flatMap((field) => namesOf(field).map((name) => [name, field.kind === 'flag' ? Boolean(applied[name]) : text(applied[name])]))),
  );
  const set = (name: string, value: string | boolean) => setDraft((previous) => ({ ...previous, [name]: value }));
  const empty = () => Object.fromEntries(fields.flatMap((field) => namesOf(field).map((name) => [name, field.kind === 'flag' ? false : ''])));
  const textOf = (name: string) => String(draft[name] ?? '');
  const invalid = fields.some((field) => field.kind === 'range' && rangeInvalid(textOf(field.names[0]), textOf(field.names[1]), field.floor));
  const draftValue = (field: FilterField, name: string): FilterValue => {
    if (field.kind === 'flag') return Boolean(draft[name]);
    if (field.kind === 'range' || field.numeric) return draftNumber(textOf(name));
    return textOf(name) || null;
  };
  const apply = () => {
    onApply(Object.fromEntries(fields.flatMap((field) => namesOf(field).map((name) => [name, draftValue(field, name)]))));
    onClose();
  };

  return (
    <FiltersDialogContent invalid={invalid} onApply={apply} onReset={() => setDraft(empty())} onClose={onClose} finalFocus={finalFocus}>
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
    </FiltersDialogContent>
  );
}
