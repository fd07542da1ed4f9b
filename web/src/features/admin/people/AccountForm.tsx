// The back office's form for opening an account (a sub-admin, an invited partner): a card with its title and hint,
// the person's e-mail and name, the form's own fields, and its submit button.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, TextInput } from '../admin-form';

export interface PersonDraft {
  email: string;
  firstName: string;
  lastName: string;
}

interface Props {
  title: string;
  hint: string;
  submitLabel: string;
  loading: boolean;
  testId: string;
  person: PersonDraft;
  onPerson: (name: keyof PersonDraft) => (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** The form's own fields after the name (a password, a role). */
  children: ReactNode;
  /** What the last submit came to, shown in the card under its button. */
  notice?: ReactNode;
}

export function AccountForm({ title, hint, submitLabel, loading, testId, person, onPerson, onSubmit, children, notice }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Stack as="form" onSubmit={onSubmit} bg="white" p="4" rounded="lg" borderWidth="1px" borderColor="terracotta.100" gap="3" data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      <Text fontSize="sm" color="gray.700">
        {hint}
      </Text>
      <Flex gap="3" wrap="wrap">
        <FormField label={t('subadmins.email')} required>
          <TextInput type="email" name="email" value={person.email} onChange={onPerson('email')} />
        </FormField>
        <FormField label={t('subadmins.firstName')}>
          <TextInput value={person.firstName} onChange={onPerson('firstName')} />
        </FormField>
        <FormField label={t('subadmins.lastName')}>
          <TextInput value={person.lastName} onChange={onPerson('lastName')} />
        </FormField>
        {children}
      </Flex>
      <Button type="submit" colorPalette="terracotta" alignSelf="flex-start" loading={loading}>
        {submitLabel}
      </Button>
      {notice}
    </Stack>
  );
}
