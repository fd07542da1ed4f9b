// A labelled form field of the admin dialogs, with the server's refusal under it when it names the field.
import { Field, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OptionsSelect } from '../listings/ToolbarSelect';

interface FieldProps {
  label: string;
  error?: string | null;
  required?: boolean;
  children: ReactNode;
}

export function FormField({ label, error, required, children }: FieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TextInput({
  value,
  onChange,
  type = 'text',
  ...rest
}: {
  value: string;
  onChange: (value: string) => void;
  type?: string;
  min?: number;
  max?: number;
  step?: string;
  name?: string;
}) {
  return <Input size="sm" type={type} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...rest} />;
}

export function SelectInput({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
}) {
  return <OptionsSelect root={{ size: 'sm' }} value={value} options={options} onChange={onChange} />;
}
