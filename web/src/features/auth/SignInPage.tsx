// Spec §2 Sign-in: idle, submitting, error, unverified-email (amber message plus Resend Verification Email).
import { Button, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { AccountResendVerificationDocument, SessionCreateDocument } from '../../gql/graphql';
import { useSetViewer } from '../session/useSession';
import { AuthCard } from './AuthCard';
import { CredentialsFields, useCredentials } from './CredentialsFields';
import { FormMessage, type MessageTone } from './FormMessage';
import { errorText } from '../../app/errors';

type SignInState = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'unverified' };

export function SignInPage() {
  const { t } = useTranslation('auth');
  const [country] = useSelectedCountry();
  const navigate = useNavigate();
  const setViewer = useSetViewer();
  const credentials = useCredentials();
  const { email } = credentials;
  const [state, setState] = useState<SignInState>({ kind: 'idle' });
  const [resendNotice, setResendNotice] = useState<{ tone: MessageTone; text: string } | null>(null);
  const [createSession, { loading: submitting }] = useMutation(SessionCreateDocument);
  const [resendVerification, { loading: resending }] = useMutation(AccountResendVerificationDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResendNotice(null);
    if (!credentials.complete()) return;
    setState({ kind: 'idle' });
    try {
      const { data } = await createSession({ variables: { input: credentials.input } });
      const payload = data?.sessionCreate;
      const problem = payload?.userErrors[0];
      if (problem?.code === 'EMAIL_NOT_VERIFIED') return setState({ kind: 'unverified' });
      if (problem || !payload?.user) return setState({ kind: 'error', message: problem ? errorText(t, problem, 'auth') : t('signIn.failed') });
      setViewer(payload.user);
      navigate(withCountry(payload.redirectTo ?? payload.user.homePath, country), { replace: true });
    } catch {
      setState({ kind: 'error', message: t('signIn.failed') });
    }
  }

  async function resend() {
    if (!email.trim()) {
      setResendNotice({ tone: 'error', text: t('signIn.resendNeedsEmail') });
      return;
    }
    try {
      const { data } = await resendVerification({ variables: { email: email.trim() } });
      const problem = data?.accountResendVerification.userErrors[0];
      setResendNotice(problem ? { tone: 'error', text: t('signIn.resendFailed') } : { tone: 'success', text: t('signIn.resendSent') });
    } catch {
      setResendNotice({ tone: 'error', text: t('signIn.resendFailed') });
    }
  }

  return (
    <AuthCard
      title={t('signIn.title')}
      lead={t('signIn.lead')}
      footer={
        <>
          <Link asChild color="terracotta.700">
            <RouterLink to={withCountry('/auth/forgot', country)}>{t('signIn.forgot')}</RouterLink>
          </Link>
          <span>
            {t('signIn.noAccount')}{' '}
            <Link asChild color="terracotta.700" fontWeight="semibold">
              <RouterLink to={withCountry('/auth/register', country)}>{t('signIn.register')}</RouterLink>
            </Link>
          </span>
        </>
      }
    >
      <form ref={credentials.formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          {state.kind === 'error' && <FormMessage tone="error">{state.message}</FormMessage>}
          {state.kind === 'unverified' && (
            <Stack gap="2">
              <FormMessage tone="warning">{t('signIn.unverified')}</FormMessage>
              <Button type="button" variant="outline" colorPalette="ochre" loading={resending} onClick={() => void resend()}>
                {t('signIn.resend')}
              </Button>
              {resendNotice && <FormMessage tone={resendNotice.tone}>{resendNotice.text}</FormMessage>}
            </Stack>
          )}
          <CredentialsFields credentials={credentials} emailAutoComplete="email" />
          <Button type="submit" colorPalette="terracotta" loading={submitting} loadingText={t('signIn.submitting')}>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
