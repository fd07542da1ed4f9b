// A required text field of the account forms (sign-in, registration, password reset and change): its label, its
// input, and under it the problem once the field is invalid, or else the hint when it has one.
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../session/constants';

type RequiredFieldProps = FieldProps & { label: string };

interface FieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** What is wrong, shown while the field is invalid. */
  problem?: string | null;
  /** Whether to show the problem; by default, whenever there is one. */
  invalid?: boolean;
  hint?: string;
}

export function RequiredField({ label, value, onValueChange, problem, invalid = Boolean(problem), hint, ...input }: RequiredFieldProps) {
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={(event) => onValueChange(event.currentTarget.value)} {...input} />
      {hint && !invalid ? <Field.HelperText>{hint}</Field.HelperText> : <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}

/** An e-mail address field; `autoComplete` says whether it is the account's address or a sign-in name. */
export function EmailField(props: FieldProps & { autoComplete: 'email' | 'username' }) {
  const { t } = useTranslation('auth');
  return <RequiredField label={t('fields.email')} type="email" name="email" {...props} />;
}

/** A token pasted from one of our e-mails: taken as typed, never completed nor spell-checked. */
export function TokenField(props: FieldProps & { label: string }) {
  return <RequiredField name="token" autoComplete="off" spellCheck={false} {...props} />;
}

/** A password being chosen, with the rule it must meet as its hint. */
export function NewPasswordField(props: FieldProps & { label?: string }) {
  const { t } = useTranslation('auth');
  return (
    <RequiredField
      label={t('fields.newPassword')}
      name="newPassword"
      type="password"
      autoComplete="new-password"
      hint={t('validation.passwordHint', { count: PASSWORD_MIN_LENGTH })}
      {...props}
    />
  );
}
