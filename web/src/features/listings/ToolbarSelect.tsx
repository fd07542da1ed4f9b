import { NativeSelect } from '@chakra-ui/react';

interface Option {
  value: string;
  label: string;
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
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={label} bg="white" value={value} data-testid={testId} onChange={(event) => onChange(event.currentTarget.value)}>
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
