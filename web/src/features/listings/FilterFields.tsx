// The filters form's fields (FiltersForm): a select, and a pair of numbers with its range checked.
import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OptionsSelect } from './ToolbarSelect';

// The fields below hand the page the value read at once: React clears `event.currentTarget` before a
// state updater runs, so an updater must never read the event.
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionsSelect name={name} value={value} options={options} onChange={onChange} />
    </Field.Root>
  );
}

/** Numeric filters are sent only when they are numbers (spec §5). */
export const draftNumber = (text: string): number | null => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

/** Invalid when the minimum is above the maximum, or (with a `floor`) a value is below the floor. */
export const rangeInvalid = (min: string, max: string, floor?: number) => {
  const low = draftNumber(min);
  const high = draftNumber(max);
  const belowFloor = floor !== undefined && ((low !== null && low < floor) || (high !== null && high < floor));
  return belowFloor || (low !== null && high !== null && low > high);
};

interface RangeProps<Name extends string> {
  names: [Name, Name];
  labels: [string, string];
  values: [string, string];
  /** The smallest value allowed: 0 for prices and stars, 1 for days (spec §5). */
  floor: number;
  /** The inputs' own bounds and keyboard when they differ from the floor (hotel stars: 0 to 5, whole numbers). */
  min?: number;
  max?: number;
  inputMode?: 'decimal' | 'numeric';
  /** Called with the changed input's name, one of `names`. */
  onChange: (name: Name, value: string) => void;
}

export function NumberRangeField<Name extends string>({ names, labels, values, floor, min = floor, max, inputMode = 'decimal', onChange }: RangeProps<Name>) {
  const { t } = useTranslation('listings');
  const invalid = rangeInvalid(values[0], values[1], floor);
  return (
    <Stack gap="1">
      <SimpleGrid columns={2} gap="3" width="full">
        {([0, 1] as const).map((which) => (
          <Field.Root key={names[which]} invalid={invalid}>
            <Field.Label>{labels[which]}</Field.Label>
            <Input
              name={names[which]}
              type="number"
              inputMode={inputMode}
              min={min}
              max={max}
              step={1}
              value={values[which]}
              onChange={(event) => onChange(names[which], event.currentTarget.value)}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      {invalid && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('filters.rangeError', { min: floor })}
        </Text>
      )}
    </Stack>
  );
}
