// The guest's contact details (spec §3, §5): name, e-mail and phone, all required; the confirmation goes to the e-mail.
import { Button, Field, Flex, Heading, Input } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, isEmail } from '../auth/form';
import type { GuestContact } from './checkout';
import { FormStack } from './BookingScreen';

interface Props {
  initial: Partial<GuestContact>;
  busy: boolean;
  onSubmit: (contact: GuestContact) => void;
  onBack: () => void;
}

export const GUEST_CONTACT_TITLE = 'guest-contact-title';

export function GuestContactForm({ initial, busy, onSubmit, onBack }: Props) {
  const { t } = useTranslation('booking');
  const formRef = useRef<HTMLFormElement>(null);
  const [contact, setContact] = useState<GuestContact>({ name: initial.name ?? '', email: initial.email ?? '', phone: initial.phone ?? '' });
  const [checked, setChecked] = useState(false);
  const missing = {
    name: !contact.name.trim(),
    email: !isEmail(contact.email),
    phone: !contact.phone.trim(),
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (missing.name || missing.email || missing.phone) return focusFirstInvalid(formRef.current);
    onSubmit(contact);
  }

  const field = (name: keyof GuestContact, type: string, autoComplete: string) => (
    <Field.Root required invalid={checked && missing[name]}>
      <Field.Label>{t(`fields.${name}`)}</Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={contact[name]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setContact((previous) => ({ ...previous, [name]: value }));
        }}
      />
      <Field.ErrorText>{t(name === 'email' && contact.email.trim() ? 'validation.email' : 'validation.required')}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <FormStack ref={formRef} gap="4" onSubmit={submit} noValidate aria-labelledby={GUEST_CONTACT_TITLE} data-testid="guest-form">
      {/* 'Continue as Guest' closes the choice dialog and hands the focus here (BookingChoiceDialog's finalFocusEl). */}
      <Heading as="h2" size="lg" id={GUEST_CONTACT_TITLE} tabIndex={-1}>
        {t('guest.title')}
      </Heading>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button type="submit" colorPalette="terracotta" loading={busy}>
          {t('guest.continue')}
        </Button>
      </Flex>
    </FormStack>
  );
}
