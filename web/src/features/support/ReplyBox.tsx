// The reply box under a conversation (traveller or staff): checks the length, sends, says how it went.
import { Button, Field, Textarea } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../auth/FormMessage';
import { FormStack } from '../booking/BookingScreen';
import { MESSAGE_MAX, MESSAGE_MIN } from './support-errors';

interface ReplyBoxProps {
  label: string;
  hint?: string;
  submitLabel: string;
  /** Sends the message; answers the problem to show, or null when it was sent. */
  send: (message: string) => Promise<string | null>;
  sentText: string;
}

export function ReplyBox({ label, hint, submitLabel, send, sentText }: ReplyBoxProps) {
  const { t } = useTranslation('support');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    setProblem(null);
    if (message.trim().length < MESSAGE_MIN) {
      setInvalid(t('form.invalid.message'));
      field.current?.focus();
      return;
    }
    setInvalid(null);
    setSending(true);
    const failure = await send(message);
    setSending(false);
    if (failure) return setProblem(failure);
    setMessage('');
    setSent(true);
  }

  return (
    <FormStack gap="3" onSubmit={(event) => void submit(event)} noValidate aria-label={label} data-testid="reply-form">
      <Field.Root required invalid={Boolean(invalid)}>
        <Field.Label>{label}</Field.Label>
        <Textarea
          ref={field}
          name="reply"
          rows={4}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setInvalid(null);
          }}
          bg="white"
        />
        {invalid ? <Field.ErrorText color="red.700">{invalid}</Field.ErrorText> : hint && <Field.HelperText>{hint}</Field.HelperText>}
      </Field.Root>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {sent && <FormMessage tone="success">{sentText}</FormMessage>}
      <Button type="submit" colorPalette="terracotta" alignSelf="start" loading={sending}>
        {submitLabel}
      </Button>
    </FormStack>
  );
}
