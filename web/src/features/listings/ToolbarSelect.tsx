import { NativeSelect, type NativeSelectFieldProps, type NativeSelectRootProps } from '@chakra-ui/react';

interface Option {
  value: string;
  label: string;
}

interface OptionsSelectProps extends Omit<NativeSelectFieldProps, 'value' | 'onChange' | 'children'> {
  value: string;
  options: Option[];
  /** The value chosen, read at once: React clears `event.currentTarget` before a state updater runs. */
  onChange: (value: string) => void;
  /** The select's size and width. */
  root?: NativeSelectRootProps;
}

/** A native select of labelled options: the list toolbar's, the filters form's and the back office's. */
export function OptionsSelect({ value, options, onChange, root, ...field }: OptionsSelectProps) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field {...field} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A compact labelled select for the list toolbar (sort, city). */
export function ToolbarSelect({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <OptionsSelect
      root={{ size: 'sm', width: 'auto' }}
      aria-label={label}
      bg="white"
      data-testid={testId}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
