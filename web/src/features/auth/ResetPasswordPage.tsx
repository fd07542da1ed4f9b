// Spec §2 Reset Password: token (from the link) and a new password; then to sign-in after 1 s.
import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { PasswordResetDocument } from '../../gql/graphql';
import { AUTH_REDIRECT_DELAY_MS, PASSWORD_MIN_LENGTH } from '../session/constants';
import { AuthCard } from './AuthCard';
import { FormMessage } from './FormMessage';
import { NewPasswordField, TokenField } from './RequiredField';
import { errorText } from '../../app/errors';
import { focusFirstInvalid } from './form';

type Outcome = { kind: 'idle' } | { kind: 'updated' } | { kind: 'error'; message: string };

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const [country] = useSelectedCountry();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [token, setToken] = useState(searchParams.get('token') ?? '');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [resetPassword, { loading }] = useMutation(PasswordResetDocument);
  const tokenProblem = token.trim() ? undefined : t('validation.tokenRequired');
  const passwordProblem = !password
    ? t('validation.passwordRequired')
    : password.length < PASSWORD_MIN_LENGTH
      ? t('validation.passwordShort', { count: PASSWORD_MIN_LENGTH })
      : undefined;

  useEffect(() => {
    if (outcome.kind !== 'updated') return;
    const timer = window.setTimeout(() => navigate(withCountry('/auth/signin', country)), AUTH_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate, country]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tokenProblem || passwordProblem) {
      setChecked(true);
      focusFirstInvalid(formRef.current);
      return;
    }
    setOutcome({ kind: 'idle' });
    try {
      const { data } = await resetPassword({ variables: { token: token.trim(), newPassword: password } });
      const problem = data?.passwordReset.userErrors[0];
      if (problem || !data?.passwordReset.passwordReset) setOutcome({ kind: 'error', message: problem ? errorText(t, problem, 'auth') : t('reset.failed') });
      else setOutcome({ kind: 'updated' });
    } catch {
      setOutcome({ kind: 'error', message: t('reset.failed') });
    }
  }

  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead')}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          {outcome.kind === 'updated' && <FormMessage tone="success">{t('reset.success')}</FormMessage>}
          {outcome.kind === 'error' && <FormMessage tone="error">{outcome.message}</FormMessage>}
          <TokenField label={t('fields.resetToken')} value={token} onValueChange={setToken} problem={checked ? tokenProblem : undefined} />
          <NewPasswordField value={password} onValueChange={setPassword} problem={checked ? passwordProblem : undefined} />
          <Button type="submit" colorPalette="terracotta" loading={loading} loadingText={t('reset.submitting')} disabled={outcome.kind === 'updated'}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
