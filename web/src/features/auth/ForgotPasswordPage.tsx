// Spec §2 Forgot Password: one e-mail field; development builds of the server answer with the reset token.
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { PasswordForgotDocument } from '../../gql/graphql';
import { AuthCard } from './AuthCard';
import { FormMessage } from './FormMessage';
import { EmailField } from './RequiredField';
import { errorText } from '../../app/errors';
import { focusFirstInvalid, isEmail } from './form';

type Outcome = { kind: 'idle' } | { kind: 'sent'; devResetToken: string | null } | { kind: 'error'; message: string };

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [country] = useSelectedCountry();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [requestReset, { loading }] = useMutation(PasswordForgotDocument);
  const emailProblem = !email.trim() ? t('validation.emailRequired') : isEmail(email) ? undefined : t('validation.emailInvalid');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (emailProblem) {
      setChecked(true);
      focusFirstInvalid(formRef.current);
      return;
    }
    setOutcome({ kind: 'idle' });
    try {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      const problem = data?.passwordForgot.userErrors[0];
      if (problem || !data) setOutcome({ kind: 'error', message: problem ? errorText(t, problem, 'auth') : t('forgot.failed') });
      else setOutcome({ kind: 'sent', devResetToken: data.passwordForgot.devResetToken ?? null });
    } catch {
      setOutcome({ kind: 'error', message: t('forgot.failed') });
    }
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      lead={t('forgot.lead')}
      footer={
        <Link asChild color="terracotta.700">
          <RouterLink to={withCountry('/auth/signin', country)}>{t('forgot.backToSignIn')}</RouterLink>
        </Link>
      }
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          {outcome.kind === 'sent' &&
            (outcome.devResetToken ? (
              <FormMessage tone="info">
                <Text wordBreak="break-all">{t('forgot.devToken', { token: outcome.devResetToken })}</Text>
                <Link asChild color="terracotta.700" textDecoration="underline">
                  <RouterLink to={`/auth/reset?token=${encodeURIComponent(outcome.devResetToken)}`}>{t('forgot.devLink')}</RouterLink>
                </Link>
              </FormMessage>
            ) : (
              <FormMessage tone="success">{t('forgot.sent')}</FormMessage>
            ))}
          {outcome.kind === 'error' && <FormMessage tone="error">{outcome.message}</FormMessage>}
          <EmailField autoComplete="email" value={email} onValueChange={setEmail} problem={checked ? emailProblem : undefined} />
          <Button type="submit" colorPalette="terracotta" loading={loading} loadingText={t('forgot.submitting')}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
