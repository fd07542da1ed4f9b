import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { SUPPORT_EMAIL } from '../../app/constants';
import { notify } from '../session/notify';
import { InfoLayout } from './InfoSection';
import { usePageTexts } from './usePageTexts';

const empty = { name: '', email: '', message: '' };

/** Spec §2: the message opens in the visitor's mail app, addressed to support; no server call. */
export function FeedbackPage() {
  const { t, title } = usePageTexts('feedback');
  const [form, setForm] = useState(empty);
  const [missing, setMissing] = useState(false);
  const set = (name: keyof typeof empty) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setForm((previous) => ({ ...previous, [name]: value }));
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.name.trim() || !form.email.trim() || !form.message.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const subject = t('feedback.subject', { name: form.name.trim() });
    const body = `${form.message.trim()}\n\n${form.name.trim()} <${form.email.trim()}>`;
    try {
      window.location.assign(`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`);
      notify({ title: t('feedback.thanks'), description: t('feedback.thanksText'), type: 'success' });
      setForm(empty);
    } catch {
      notify({ title: t('feedback.failed'), type: 'error' });
    }
  }

  return (
    <InfoLayout title={title} lead={t('feedback.lead')}>
      <form onSubmit={submit} noValidate data-testid="feedback-form">
        <Stack gap="4" maxW="xl">
          <Field.Root required>
            <Field.Label>{t('feedback.name')}</Field.Label>
            <Input name="name" autoComplete="name" value={form.name} onChange={set('name')} bg="white" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('feedback.email')}</Field.Label>
            <Input name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} bg="white" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('feedback.message')}</Field.Label>
            <Textarea name="message" rows={6} value={form.message} onChange={set('message')} bg="white" />
          </Field.Root>
          {missing && (
            <Text role="alert" color="red.700">
              {t('feedback.required')}
            </Text>
          )}
          <Button type="submit" colorPalette="terracotta" alignSelf="start">
            {t('feedback.submit')}
          </Button>
        </Stack>
      </form>
    </InfoLayout>
  );
}
