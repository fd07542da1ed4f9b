// Opening a support ticket (spec §2 Contact & Support): signed in with the account, or as a guest with a name and
// an e-mail; a booking reference (from "Get help with this booking") ties it to one of the asker's bookings.
import { Box, Button, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { Link as RouterLink } from 'react-router-dom';
import { MySupportTicketsDocument, type SupportCategory, SupportTicketCreateDocument } from '../../gql/graphql';
import { FormMessage } from '../auth/FormMessage';
import { focusFirstInvalid, isEmail } from '../auth/form';
import { FormStack } from '../booking/BookingScreen';
import { useSession } from '../session/useSession';
import { MESSAGE_MAX, MESSAGE_MIN, SUBJECT_MAX, SUPPORT_CATEGORIES, supportErrorText } from './support-errors';

type FieldName = 'subject' | 'message' | 'name' | 'email' | 'bookingReference';

export function SupportTicketForm({ bookingReference = '' }: { bookingReference?: string }) {
  const { t } = useTranslation('support');
  const { user } = useSession();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    subject: '',
    category: (bookingReference ? 'BOOKING' : 'OTHER') as SupportCategory,
    message: '',
    name: '',
    email: '',
    bookingReference,
  });
  const [invalid, setInvalid] = useState<Partial<Record<FieldName, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sentId, setSentId] = useState<string | null>(null);
  const [createTicket, { loading }] = useMutation(SupportTicketCreateDocument, { refetchQueries: user ? [MySupportTicketsDocument] : [] });
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [name]: value }));
    // A field being corrected stops saying it is wrong.
    setInvalid((previous) => (name in previous ? { ...previous, [name]: undefined } : previous));
  };

  function check(): Partial<Record<FieldName, string>> {
    const found: Partial<Record<FieldName, string>> = {};
    const subject = values.subject.trim();
    if (subject.length < 3 || subject.length > SUBJECT_MAX) found.subject = t('form.invalid.subject');
    if (values.message.trim().length < MESSAGE_MIN) found.message = t('form.invalid.message');
    if (!user && !values.name.trim()) found.name = t('form.invalid.name');
    if (!user && !isEmail(values.email)) found.email = t('form.invalid.email');
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const found = check();
    setInvalid(found);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    const input = {
      subject: values.subject,
      category: values.category,
      message: values.message,
      bookingReference: values.bookingReference.trim() || null,
      ...(user ? {} : { name: values.name, email: values.email }),
    };
    try {
      const { data } = await createTicket({ variables: { input } });
      const failure = data?.supportTicketCreate.userErrors[0];
      if (failure) {
        if (failure.field && failure.field in values) {
          setInvalid({ [failure.field]: supportErrorText(failure, t) });
          focusFirstInvalid(form.current);
        } else setProblem(supportErrorText(failure, t));
        return;
      }
      setSentId(data?.supportTicketCreate.ticket?.id ?? null);
    } catch (error) {
      setProblem(errorText(t, error, 'support'));
    }
  }

  if (sentId) {
    return (
      <Stack gap="3" data-testid="support-sent">
        <FormMessage tone="success">{user ? t('form.sentSignedIn') : t('form.sent')}</FormMessage>
        <Stack direction="row" gap="3" wrap="wrap">
          {user && (
            <Button asChild colorPalette="terracotta">
              <RouterLink to={`/profile/support/${sentId}`}>{t('form.viewTicket')}</RouterLink>
            </Button>
          )}
          <Button
            variant="outline"
            colorPalette="terracotta"
            onClick={() => {
              setSentId(null);
              setValues((previous) => ({ ...previous, subject: '', message: '', bookingReference: '' }));
            }}
          >
            {t('form.another')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  const field = (name: FieldName) => ({ invalid: Boolean(invalid[name]) });
  return (
    <FormStack ref={form} gap="4" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="support-form-heading" data-testid="support-form">
      <Box>
        <Heading as="h2" size="lg" id="support-form-heading">
          {t('form.heading')}
        </Heading>
        <Text color="gray.700">{user ? t('form.leadSignedIn') : t('form.lead')}</Text>
      </Box>
      {!user && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required {...field('name')}>
            <Field.Label>{t('form.name')}</Field.Label>
            <Input name="name" autoComplete="name" maxLength={120} value={values.name} onChange={set('name')} bg="white" />
            <Field.ErrorText color="red.700">{invalid.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root required {...field('email')}>
            <Field.Label>{t('form.email')}</Field.Label>
            <Input name="email" type="email" autoComplete="email" maxLength={254} value={values.email} onChange={set('email')} bg="white" />
            <Field.ErrorText color="red.700">{invalid.email}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required>
          <Field.Label>{t('form.category')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="category" value={values.category} onChange={set('category')} bg="white">
              {SUPPORT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root {...field('bookingReference')}>
          <Field.Label>{t('form.booking')}</Field.Label>
          <Input name="bookingReference" maxLength={40} value={values.bookingReference} onChange={set('bookingReference')} bg="white" />
          {invalid.bookingReference ? (
            <Field.ErrorText color="red.700">{invalid.bookingReference}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('form.bookingHint')}</Field.HelperText>
          )}
        </Field.Root>
      </SimpleGrid>
      <Field.Root required {...field('subject')}>
        <Field.Label>{t('form.subject')}</Field.Label>
        <Input name="subject" maxLength={SUBJECT_MAX} value={values.subject} onChange={set('subject')} bg="white" />
        <Field.ErrorText color="red.700">{invalid.subject}</Field.ErrorText>
      </Field.Root>
      <Field.Root required {...field('message')}>
        <Field.Label>{t('form.message')}</Field.Label>
        <Textarea name="message" rows={6} maxLength={MESSAGE_MAX} value={values.message} onChange={set('message')} bg="white" />
        {invalid.message ? <Field.ErrorText color="red.700">{invalid.message}</Field.ErrorText> : <Field.HelperText>{t('form.messageHint')}</Field.HelperText>}
      </Field.Root>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <Button type="submit" colorPalette="terracotta" alignSelf="start" loading={loading}>
        {t('form.submit')}
      </Button>
    </FormStack>
  );
}
